import { localized, type MessageText } from '../../i18n/localized';
import { moneyInMessages } from '../money-in/money-in.messages';
import { orderMessages } from './orders.messages';

// The fixed sentences settlement (and money in, and a cancelled cycle) store on an order as its status message.
const storedSentences = new Map<string, MessageText>([
  ...(
    [
      'won',
      'entryProcessed',
      'notConfirmedIn24Hours',
      'inReview',
      'walletNotEnoughForOrder',
      'unstartedCheckoutClosed',
      'cycleCancelled',
    ] as const
  ).map((key) => [orderMessages.en[key], localized(orderMessages, key)] as const),
  [moneyInMessages.en.transferExpired, localized(moneyInMessages, 'transferExpired')],
]);

/**
 * An order's stored status message (English, as it was written when the order ended) in the reader's
 * language when it is one of the fixed sentences; one with amounts in it (a limit, a correction) stays English.
 */
export function storedStatusMessage(stored: string): MessageText {
  return storedSentences.get(stored) ?? stored;
}
