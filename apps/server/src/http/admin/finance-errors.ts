import { FinanceError } from '../../domain/finance/errors';
import { AccountError } from '../../domain/users';
import { AppError, type ErrorCode, translatingRefusals } from '../errors';

const statusOf: Record<FinanceError['code'], ErrorCode> = {
  invalid: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  insufficient_funds: 'unprocessable',
  gateway_unavailable: 'unavailable',
  gateway_refused: 'bad_gateway',
};

/** Runs a finance operation; its refusals become the API's errors (4xx/503), never a 500. */
export function financeCall<Result>(work: () => Promise<Result>): Promise<Result> {
  return translatingRefusals(
    work,
    [FinanceError],
    (error) => new AppError(statusOf[error.code], error.message),
  );
}

/** Inside an approval's executor a refusal is an AccountError: the approval stays pending, with the message. */
export function financeExecution<Result>(work: () => Promise<Result>): Promise<Result> {
  return translatingRefusals(
    work,
    [FinanceError],
    (error) => new AccountError(error.code === 'not_found' ? 'not_found' : 'conflict', error.message),
  );
}
