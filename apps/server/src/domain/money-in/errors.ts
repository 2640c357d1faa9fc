import { LocalizedError, type MessageText } from '../../i18n/localized';

/** A refusal of money in, with words a person can act on; http/money-in.ts maps `kind` to a status. */
export type MoneyInErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** The gateway answered and refused (a BVN that does not match the name, date of birth, gender or phone). */
  | 'gateway_refused'
  /** The gateway could not be asked; nothing changed. */
  | 'unavailable';

export class MoneyInError extends LocalizedError {
  override readonly name = 'MoneyInError';

  constructor(
    readonly kind: MoneyInErrorKind,
    message: MessageText,
    readonly field?: string,
  ) {
    super(message);
  }
}
