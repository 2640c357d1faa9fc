import { ConsoleError } from '../../domain/console/errors';
import { RaffleError } from '../../domain/raffle/errors';
import { AccountError } from '../../domain/users';
import { AppError, domainAppError, type ErrorCode } from '../errors';

const statusOf: Record<ConsoleError['code'] | RaffleError['code'], ErrorCode> = {
  invalid: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
};

/** Runs console domain work, turning its refusals (ConsoleError, RaffleError) into the API's error shape. */
export async function consoleCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConsoleError || error instanceof RaffleError)
      throw domainAppError(statusOf[error.code], error);
    throw error;
  }
}

/**
 * Inside an approval's execute: a refusal must be an AccountError (the approval stays pending and the
 * approver sees the message), whatever domain raised it.
 */
export async function approvalCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConsoleError || error instanceof RaffleError)
      throw new AccountError(
        error.code === 'not_found' ? 'not_found' : error.code === 'unavailable' ? 'unavailable' : 'conflict',
        error.message,
        error.field ? { field: error.field } : {},
      );
    throw error;
  }
}

/** An integer path id (cycles, raffle types); anything else is a 404, never a 500. */
export function intParam(params: unknown, what: string): number {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new AppError('not_found', `No such ${what}.`);
  return Number(id);
}
