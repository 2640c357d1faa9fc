import { LocalizedError, type MessageText } from '../../i18n/localized';

export type TransferErrorCode =
  /** A field is wrong; `field` names it. */
  | 'invalid'
  /** The wallet holds less than the transfer and its fee. */
  | 'insufficient_funds'
  /** The customer's transfers today (Lagos day) would pass the daily limit. */
  | 'daily_limit'
  /** The Idempotency-Key was used before for a different request. */
  | 'idempotency_conflict'
  /** The name enquiry did not return an account holder. */
  | 'recipient_unconfirmed'
  /** A vendor asked to settle with less than the minimum in the wallet. */
  | 'nothing_to_settle'
  /** The vendor record is missing or has unusable bank details. */
  | 'no_bank_account';

/** A refusal a person can act on; nothing was debited when one is thrown. */
export class TransferError extends LocalizedError {
  override readonly name = 'TransferError';

  constructor(
    readonly code: TransferErrorCode,
    message: MessageText,
    readonly field?: string,
    /** 'tier_limit' when the customer's wallet tier is what refused (the API sends it as `code`). */
    readonly reason?: 'tier_limit',
  ) {
    super(message);
  }
}
