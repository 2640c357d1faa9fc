import { koboFromNairaValue, toNumberOrZero } from '@chancepay/shared/money';
import { oddsLabel, winProbability } from '@chancepay/shared/draw';

export const MAX_TICKETS_PER_ORDER = 100;

/** Tickets typed into a form: a positive whole number, else 0 (spec section 5, Numbers). */
export function ticketsFromInput(text: string): number {
  const tickets = toNumberOrZero(text);
  return Number.isSafeInteger(tickets) && tickets > 0 ? tickets : 0;
}

/** Naira typed into a form ("1,500" or "1500.50") as kobo; anything unreadable or negative is 0. */
export function koboFromInput(text: string): number {
  const kobo = koboFromNairaValue(text);
  return kobo > 0 ? kobo : 0;
}

/** Spec section 5, Total cost: tickets x ticket price, or zero if either is not positive. */
export function totalCostKobo(tickets: number, ticketPriceKobo: number): number {
  if (!(tickets > 0) || !(ticketPriceKobo > 0)) return 0;
  const total = tickets * ticketPriceKobo;
  return Number.isSafeInteger(total) ? total : 0;
}

/** DOMAIN.md Outcomes: a Scan2Pay4Me buyer pays the amount due plus the tickets. */
export function scanToPayTotalKobo(amountDueKobo: number, tickets: number, ticketPriceKobo: number): number {
  const ticketsKobo = totalCostKobo(tickets, ticketPriceKobo);
  if (!(amountDueKobo > 0) || ticketsKobo === 0) return 0;
  return amountDueKobo + ticketsKobo;
}

export interface OddsInput {
  tickets: number;
  ticketPriceKobo: number;
  payoutRatioBps: number;
  prizeKobo: number;
}

/**
 * "1 in 286": the same rule the server draws with (DOMAIN.md The draw), so the odds shown before paying
 * are exactly the odds drawn. Null while any input is missing (no tickets yet, cycle not loaded).
 */
export function oddsText(input: OddsInput): string | null {
  if (!(input.tickets > 0 && input.ticketPriceKobo > 0 && input.payoutRatioBps > 0 && input.prizeKobo > 0)) {
    return null;
  }
  try {
    return oddsLabel(winProbability(input));
  } catch {
    return null;
  }
}
