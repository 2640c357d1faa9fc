import { oddsOneIn, winProbability } from '@chancepay/shared/odds';
import { koboFromNairaValue } from '@chancepay/shared/money';
import { raffleTypeInfo } from '@chancepay/shared/raffle-types';

/** One open raffle cycle as `get_active_raffle_products` returns it (CONVENTIONS.md, Raffle contract). */
export interface ActiveRaffleCycle {
  raffle_cycle_id: number;
  /** Naira with two decimals, e.g. "5000.00". */
  winnable_amount: string;
  ticket_price: string;
  raffle_status: string;
  associated_types: {
    raffle_type_id: number;
    raffle_type: string;
    /** DOMAIN.md "Winnings tax": who bears it, and the prize after it (beside the spec's fields). */
    winnings_tax_borne_by?: 'winner' | 'operator';
    winnable_amount_after_tax?: string;
  }[];
  /** Share of ticket money paid out as prizes, in basis points (beside the spec's fields; 0 when not sent). */
  payout_ratio_bps?: number;
}

/** A raffle product: one (cycle, type) pair, as the Products menu and the home hero show it. */
export interface ProductEntry {
  key: string;
  raffleCycleId: number;
  raffleTypeId: number;
  name: string;
  /** Bootstrap Icons name from the spec's icon table, e.g. 'bi-gift'. */
  icon: string;
  /** The type's route with raffle_cycle_id and raffle_type_id, or /coming-soon for types without a page. */
  href: string;
  /** True when the type has its own page (ids 1-3). */
  known: boolean;
  winnableAmount: string;
  /** The prize after the winnings tax when the winner bears it; null when paid whole or not said. */
  winnableAfterTax: string | null;
  ticketPrice: string;
  /** N of "1 in N", grouped as amounts are ("286", "12,500"): the odds of one ticket, null when the cycle's terms do not give them. */
  oddsForOneTicket: string | null;
}

const oddsNumberFormat = new Intl.NumberFormat('en-NG');

function oddsForOneTicket(cycle: ActiveRaffleCycle): string | null {
  const ticketPriceKobo = koboFromNairaValue(cycle.ticket_price);
  const prizeKobo = koboFromNairaValue(cycle.winnable_amount);
  const payoutRatioBps = cycle.payout_ratio_bps ?? 0;
  if (!(ticketPriceKobo > 0 && prizeKobo > 0 && payoutRatioBps > 0 && payoutRatioBps <= 10_000)) return null;
  try {
    return oddsNumberFormat.format(
      oddsOneIn(winProbability({ tickets: 1, ticketPriceKobo, payoutRatioBps, prizeKobo })),
    );
  } catch {
    return null;
  }
}

function productHref(route: string, raffleCycleId: number, raffleTypeId: number): string {
  const query = new URLSearchParams({
    raffle_cycle_id: String(raffleCycleId),
    raffle_type_id: String(raffleTypeId),
  });
  return `${route}?${query}`;
}

/** One entry per (raffle cycle, raffle type) pair, in the server's order, without duplicate pairs. */
export function productEntries(cycles: readonly ActiveRaffleCycle[]): ProductEntry[] {
  const entries: ProductEntry[] = [];
  const seen = new Set<string>();
  for (const cycle of cycles) {
    for (const type of cycle.associated_types) {
      const key = `${cycle.raffle_cycle_id}:${type.raffle_type_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const info = raffleTypeInfo(type.raffle_type_id);
      entries.push({
        key,
        raffleCycleId: cycle.raffle_cycle_id,
        raffleTypeId: type.raffle_type_id,
        // The server names its types; the shared table is the fallback when it sends none.
        name: type.raffle_type.trim() || info.name,
        icon: info.icon,
        href: productHref(info.route, cycle.raffle_cycle_id, type.raffle_type_id),
        known: info.known,
        winnableAmount: cycle.winnable_amount,
        winnableAfterTax:
          type.winnings_tax_borne_by === 'winner' && type.winnable_amount_after_tax
            ? type.winnable_amount_after_tax
            : null,
        ticketPrice: cycle.ticket_price,
        oddsForOneTicket: oddsForOneTicket(cycle),
      });
    }
  }
  return entries;
}

/** Spec section 2 (Home): tiles are 12, 6 or 4 columns wide for 1, 2, or more raffle products. */
export function tileColumnWidth(productCount: number): 12 | 6 | 4 {
  if (productCount <= 1) return 12;
  if (productCount === 2) return 6;
  return 4;
}
