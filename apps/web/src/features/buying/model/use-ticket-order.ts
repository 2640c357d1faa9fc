import { formatNaira } from '@chancepay/shared/money';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n';
import { purchaseFormMessages } from '../components/purchase-form.messages';
import type { RaffleOffer } from '../api/raffle-offer';
import { oddsText, ticketsFromInput, totalCostKobo } from './amounts';
import type { BuyerAccount, PaymentMethodChoice } from './use-purchase';
import { englishValidation, validationMessages, type ValidationTranslator } from './validation.messages';

/**
 * The tickets, total, odds and payment method of a ticket form (Get Cash, On The House, Pay4Me): what the
 * buyer sees before paying, derived from what they typed and the cycle's terms.
 */
export function useTicketOrder(
  offer: RaffleOffer | null,
  account: BuyerAccount | undefined,
  initialTicketsText = '1',
) {
  const t = useMessages(purchaseFormMessages);
  const tv = useMessages(validationMessages);
  const [ticketsText, setTicketsText] = useState(initialTicketsText);
  // What the buyer picked themselves; null until they pick. Their pick is never changed for them, whatever
  // the balance or total does afterwards (they must not pay from a method they did not choose).
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodChoice | null>(null);
  const tickets = ticketsFromInput(ticketsText);
  const ticketPriceKobo = offer?.ticketPriceKobo ?? 0;
  const totalKobo = totalCostKobo(tickets, ticketPriceKobo);
  const walletCovers = account !== undefined && totalKobo > 0 && account.walletBalanceKobo >= totalKobo;
  // Before the buyer picks, a signed-in buyer pays from the wallet by default whenever it covers the total.
  const payingFrom: PaymentMethodChoice = account
    ? (chosenMethod ?? (walletCovers ? 'wallet' : 'card'))
    : 'card';
  const odds = offer
    ? oddsText({
        tickets,
        ticketPriceKobo,
        payoutRatioBps: offer.payoutRatioBps,
        prizeKobo: offer.winnableKobo,
      })
    : null;
  return {
    ticketsText,
    setTicketsText,
    tickets,
    ticketPriceKobo,
    totalKobo,
    odds,
    payingFrom,
    /**
     * The method the radios show: none while the cycle (and so the total the default depends on) is loading,
     * so nothing looks chosen that could still change, and clicking either option is a real choice.
     */
    shownMethod: chosenMethod ?? (offer ? payingFrom : null),
    chooseMethod: setChosenMethod,
    /** The buyer chose the wallet but it does not cover this total (they changed the tickets, say). */
    walletShortMessage:
      payingFrom === 'wallet' && !walletCovers && totalKobo > 0
        ? tv('walletShort', { amount: formatNaira(totalKobo) })
        : null,
    /** The Pay button names the method that pays when there is a choice (signed in). */
    payLabel: t(account ? (payingFrom === 'wallet' ? 'payFromWallet' : 'payByCardTransferOrUssd') : 'pay', {
      amount: formatNaira(totalKobo),
    }),
  };
}

/** The last checks before an order is sent: the cycle is loaded and the total is positive. */
export function notReadyToPay(
  offer: RaffleOffer | null,
  totalKobo: number,
  t: ValidationTranslator = englishValidation,
): string | null {
  if (!offer) return t('raffleNotLoaded');
  if (!(totalKobo > 0)) return t('priceUnavailable');
  return null;
}
