import { formatNaira } from '@chancepay/shared/money';
import { useState } from 'react';
import type { RaffleOffer } from '../api/raffle-offer';
import { oddsText, ticketsFromInput, totalCostKobo } from './amounts';
import type { BuyerAccount, PaymentMethodChoice } from './use-purchase';
import { PRICE_UNAVAILABLE_MESSAGE, RAFFLE_NOT_LOADED_MESSAGE } from './validation';

/**
 * The tickets, total, odds and payment method of a ticket form (Get Cash, On The House, Pay4Me): what the
 * buyer sees before paying, derived from what they typed and the cycle's terms.
 */
export function useTicketOrder(
  offer: RaffleOffer | null,
  account: BuyerAccount | undefined,
  initialTicketsText = '1',
) {
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
        ? `Your wallet balance does not cover ${formatNaira(totalKobo)}. Choose card, bank transfer or USSD, or buy fewer tickets.`
        : null,
    /** The Pay button names the method that pays when there is a choice (signed in). */
    payLabel: account
      ? `Pay ${formatNaira(totalKobo)} ${payingFrom === 'wallet' ? 'from my wallet' : 'by card, transfer or USSD'}`
      : `Pay ${formatNaira(totalKobo)}`,
  };
}

/** The last checks before an order is sent: the cycle is loaded and the total is positive. */
export function notReadyToPay(offer: RaffleOffer | null, totalKobo: number): string | null {
  if (!offer) return RAFFLE_NOT_LOADED_MESSAGE;
  if (!(totalKobo > 0)) return PRICE_UNAVAILABLE_MESSAGE;
  return null;
}
