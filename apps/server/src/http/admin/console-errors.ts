import { ConsoleError } from '../../domain/console/errors';
import { RaffleError } from '../../domain/raffle/errors';
import { AccountError } from '../../domain/users';
import { AppError, domainAppError, type ErrorCode, translatingRefusals } from '../errors';

const statusOf: Record<ConsoleError['code'] | RaffleError['code'], ErrorCode> = {
  invalid: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  forbidden: 'forbidden',
  unavailable: 'unavailable',
};

/** Runs console domain work, turning its refusals (ConsoleError, RaffleError) into the API's error shape. */
export function consoleCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals<T, ConsoleError | RaffleError>(work, [ConsoleError, RaffleError], (error) =>
    domainAppError(statusOf[error.code], error),
  );
}

/**
 * Inside an approval's execute: a refusal must be an AccountError (the approval stays pending and the
 * approver sees the message), whatever domain raised it.
 */
export function approvalCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals<T, ConsoleError | RaffleError>(
    work,
    [ConsoleError, RaffleError],
    (error) =>
      new AccountError(
        error.code === 'not_found' ? 'not_found' : error.code === 'unavailable' ? 'unavailable' : 'conflict',
        error.message,
        error.field ? { field: error.field } : {},
      ),
  );
}

/** An integer path id (cycles, raffle types); anything else is a 404, never a 500. */
export function intParam(params: unknown, what: string): number {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new AppError('not_found', `No such ${what}.`);
  return Number(id);
}
