import { lagosDateOf, lagosMonthOf, lagosMonthRange } from '@chancepay/shared';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buyerSpendDays, type OrderStatus } from '../../db/schema';

/** Whose spend is counted: a customer, and (when verified) their phone for orders bought signed out. */
export interface PlayAccount {
  userId: string;
  /** The customer's verified phone (E.164), or null. */
  phone: string | null;
}

export interface TicketSpend {
  todayKobo: number;
  thisMonthKobo: number;
}

/**
 * Orders that never cost the buyer their ticket money. Everything else counts, `verifying` included: an
 * order not yet paid may still be paid, and if unpaid orders were free, a buyer could open many at once and
 * pay them all past the limit. An unpaid order stops counting when it is closed or fails (at the latest after
 * 24 hours, when reconciliation gives up on it). The orders triggers that keep buyer_spend_days (migration
 * 0042) name the same three; checkBooks' buyer_spend_days check sums the orders with this list, so the two
 * cannot drift apart unseen.
 */
export const uncountedOrderStatuses: readonly OrderStatus[] = [
  'payment_failed',
  'closed',
  'amount_mismatch_wallet_updated',
];

/**
 * What a customer has spent on tickets (ticket_amount_kobo: never a Scan2Pay4Me amount due, which is the
 * vendor's bill, not a stake) today and this month, both on the Lagos calendar: their signed-in orders, and
 * the orders bought signed out with their verified phone. Read from the kept spend per buyer and Lagos day
 * (buyer_spend_days, kept by the orders triggers in each order's own transaction with the statuses above;
 * checkBooks proves it against the orders): at most a month of rows per buyer, however many orders the month
 * holds (issue #28). One statement over the table's key.
 */
export async function ticketSpend(executor: Executor, account: PlayAccount, now: Date): Promise<TicketSpend> {
  const today = lagosDateOf(now);
  const month = lagosMonthRange(lagosMonthOf(now));
  const buyers = account.phone
    ? [`user:${account.userId}`, `phone:${account.phone}`]
    : [`user:${account.userId}`];
  const [row] = await executor
    .select({
      today: sql<
        string | number
      >`coalesce(sum(${buyerSpendDays.ticketKobo}) filter (where ${buyerSpendDays.lagosDay} = ${today}::date), 0)::bigint`,
      month: sql<string | number>`coalesce(sum(${buyerSpendDays.ticketKobo}), 0)::bigint`,
    })
    .from(buyerSpendDays)
    .where(
      and(
        inArray(buyerSpendDays.buyer, buyers),
        gte(buyerSpendDays.lagosDay, lagosDateOf(month.start)),
        lt(buyerSpendDays.lagosDay, lagosDateOf(month.end)),
      ),
    );
  return { todayKobo: Number(row?.today ?? 0), thisMonthKobo: Number(row?.month ?? 0) };
}
