import { useState } from 'react';
import type { RaffleOffer } from '../api/raffle-offer';
import { oddsText, ticketsFromInput, totalCostKobo } from './amounts';
import type { BuyerAccount, PaymentMethodChoice } from './use-purchase';
import { PRICE_UNAVAILABLE_MESSAGE, RAFFLE_NOT_LOADED_MESSAGE } from './validation';

/**
 * The tickets, total, odds and payment method of a ticket form (Get Cash, On The House, Pay4Me): what the
 * buyer sees before paying, derived from what they typed and the cycle's terms.
 */
export function useTicketOrder(offer: RaffleOffer | null, account: BuyerAccount | undefined) {
  const [ticketsText, setTicketsText] = useState('1');
  // A signed-in buyer pays from the wallet by default whenever it covers the total.
  const [method, setMethod] = useState<PaymentMethodChoice>(account ? 'wallet' : 'card');
  const tickets = ticketsFromInput(ticketsText);
  const ticketPriceKobo = offer?.ticketPriceKobo ?? 0;
  const totalKobo = totalCostKobo(tickets, ticketPriceKobo);
  const walletCovers = account !== undefined && totalKobo > 0 && account.walletBalanceKobo >= totalKobo;
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
    payingFrom: (method === 'wallet' && walletCovers ? 'wallet' : 'card') as PaymentMethodChoice,
    setMethod,
  };
}

/** The last checks before an order is sent: the cycle is loaded and the total is positive. */
export function notReadyToPay(offer: RaffleOffer | null, totalKobo: number): string | null {
  if (!offer) return RAFFLE_NOT_LOADED_MESSAGE;
  if (!(totalKobo > 0)) return PRICE_UNAVAILABLE_MESSAGE;
  return null;
}
