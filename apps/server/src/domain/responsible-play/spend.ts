import { lagosDateOf, lagosDayRange, lagosMonthOf, lagosMonthRange } from '@chancepay/shared';
import { and, eq, gte, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, type OrderStatus } from '../../db/schema';

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
 * 24 hours, when reconciliation gives up on it).
 */
export const uncountedOrderStatuses: readonly OrderStatus[] = [
  'payment_failed',
  'closed',
  'amount_mismatch_wallet_updated',
];

/**
 * What a customer has spent on tickets (ticket_amount_kobo: never a Scan2Pay4Me amount due, which is the
 * vendor's bill, not a stake) today and this month, both on the Lagos calendar: their signed-in orders, and
 * the orders bought signed out with their verified phone. One statement over the orders' customer and phone
 * indexes.
 */
export async function ticketSpend(executor: Executor, account: PlayAccount, now: Date): Promise<TicketSpend> {
  const today = lagosDayRange(lagosDateOf(now));
  const month = lagosMonthRange(lagosMonthOf(now));
  const byBuyer = account.phone
    ? or(
        eq(orders.customerUserId, account.userId),
        and(isNull(orders.customerUserId), eq(orders.customerPhone, account.phone)),
      )
    : eq(orders.customerUserId, account.userId);
  const [row] = await executor
    .select({
      today: sql<
        string | number
      >`coalesce(sum(${orders.ticketAmountKobo}) filter (where ${orders.createdAt} >= ${today.start.toISOString()}::timestamptz and ${orders.createdAt} < ${today.end.toISOString()}::timestamptz), 0)::bigint`,
      month: sql<string | number>`coalesce(sum(${orders.ticketAmountKobo}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        byBuyer,
        gte(orders.createdAt, month.start),
        lt(orders.createdAt, month.end),
        notInArray(orders.status, [...uncountedOrderStatuses]),
      ),
    );
  return { todayKobo: Number(row?.today ?? 0), thisMonthKobo: Number(row?.month ?? 0) };
}
