import { LocalizedError, type MessageText } from '../../i18n/localized';

/**
 * A refusal the person can act on, raised by the accounts domain. The HTTP layer maps `kind` to a status;
 * the domain never imports HTTP. The message comes from a book (accounts.messages.ts) when a customer reads it.
 */
export type AccountErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests' | 'unavailable';

export class AccountError extends LocalizedError {
  constructor(
    readonly kind: AccountErrorKind,
    message: MessageText,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}
