/** Errors of the finance operations, each mapped to one HTTP status by the console's routes. */
export type FinanceErrorCode =
  'invalid' | 'not_found' | 'conflict' | 'insufficient_funds' | 'gateway_unavailable' | 'gateway_refused';

export class FinanceError extends Error {
  override readonly name = 'FinanceError';

  constructor(
    readonly code: FinanceErrorCode,
    message: string,
  ) {
    super(message);
  }
}
