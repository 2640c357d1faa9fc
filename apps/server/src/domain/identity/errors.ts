import { LocalizedError, type MessageText } from '../../i18n/localized';

/**
 * A refusal of the identity domain the customer or staff member can act on. The HTTP layer maps `kind` to a
 * status (http/identity.ts); the domain never imports HTTP. The message is shown as is and never holds a whole
 * BVN or NIN, nor the name or date of birth of a record whose name did not match (someone else's, perhaps).
 */
export type IdentityErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'unprocessable'
  | 'too_many_requests'
  | 'unavailable';

export class IdentityError extends LocalizedError {
  override readonly name = 'IdentityError';

  constructor(
    readonly kind: IdentityErrorKind,
    message: MessageText,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}
