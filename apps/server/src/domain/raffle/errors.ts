import { LocalizedError, type MessageText } from '../../i18n/localized';

/**
 * A refusal the person can act on, raised by the raffle domain. The HTTP layer maps `code` to a status
 * (invalid 400, not_found 404, conflict 409, forbidden 403, unavailable 503); the message is shown as is.
 */
export type RaffleErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'unavailable';

export class RaffleError extends LocalizedError {
  override readonly name = 'RaffleError';

  constructor(
    readonly code: RaffleErrorCode,
    message: MessageText,
    /** The request field the message is about, when there is one (for form errors). */
    readonly field?: string,
    /** 'tier_limit' when the customer's wallet tier is what refused (the API sends it as `code`). */
    readonly reason?: 'tier_limit',
  ) {
    super(message);
  }
}
