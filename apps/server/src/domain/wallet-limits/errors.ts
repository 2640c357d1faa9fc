import { LocalizedError, type MessageText } from '../../i18n/localized';

export type WalletLimitErrorCode =
  /** The debit is more than the customer's tier allows today (tier 0: anything). */
  'daily_limit';

/** A refusal for the customer's tier; the message names the tier, what is left today and the next step. */
export class WalletLimitError extends LocalizedError {
  override readonly name = 'WalletLimitError';

  constructor(
    readonly code: WalletLimitErrorCode,
    message: MessageText,
    /** What the customer may still send today, in kobo. */
    readonly leftTodayKobo: number,
  ) {
    super(message);
  }
}
