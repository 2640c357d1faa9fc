/**
 * A refusal the person can act on, raised by the accounts domain. The HTTP layer maps `kind` to a status;
 * the domain never imports HTTP.
 */
export type AccountErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests' | 'unavailable';

export class AccountError extends Error {
  constructor(
    readonly kind: AccountErrorKind,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}
