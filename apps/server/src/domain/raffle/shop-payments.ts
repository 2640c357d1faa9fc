import { lagosDateOf, lagosDayRange, maskPhone } from '@chancepay/shared';
import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, vendors } from '../../db/schema';
import type { OrderRow } from './orders';

/**
 * Scan2Pay4Me payments as the shop sees them (DOMAIN.md "Outcomes per product": the vendor is paid
 * amount_due at settlement, win or lose). The ledger posts the money in the same transaction that makes the
 * order final, so a settled order with an amount due IS a payment the shop received; its `settledAt` is when.
 * Read from the orders (indexed by vendor) rather than the ledger, because the feed needs the payer's phone.
 */

/** The statuses in which the shop was paid: a drawn order. A late or mismatched payment never reaches it. */
const SHOP_PAID_STATUSES = ['winner_selected', 'entry_processed'] as const;

/** The proof a buyer shows at the counter: how much went to which shop, and when. */
export interface ShopPaymentProof {
  vendorId: string;
  vendorName: string;
  amountKobo: number;
  paidAt: Date;
}

/** The shop payment of an order, or null when the order is not a Scan2Pay4Me order the shop was paid for. */
export async function shopPaymentOf(
  executor: Executor,
  order: Pick<OrderRow, 'vendorId' | 'amountDueKobo' | 'status' | 'settledAt'>,
): Promise<ShopPaymentProof | null> {
  if (order.vendorId === null || order.amountDueKobo === null || order.settledAt === null) return null;
  if (!(SHOP_PAID_STATUSES as readonly string[]).includes(order.status)) return null;
  const [vendor] = await executor
    .select({ businessName: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, order.vendorId));
  if (!vendor) return null;
  return {
    vendorId: order.vendorId,
    vendorName: vendor.businessName,
    amountKobo: order.amountDueKobo,
    paidAt: order.settledAt,
  };
}

/** One payment in the shop's feed: the payer only as a masked phone (the shop needs to tell payers apart). */
export interface ShopPaymentReceived {
  orderId: string;
  payerPhoneMasked: string;
  amountKobo: number;
  paidAt: Date;
}

/** Where a page of the feed ends: the last payment's time and order id (ties broken by id). */
export interface FeedCursor {
  paidAt: Date;
  orderId: string;
}

export const FEED_PAGE_MAX = 50;

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeFeedCursor(cursor: FeedCursor): string {
  return `${cursor.paidAt.toISOString()}_${cursor.orderId}`;
}

/** Null when the text is not a cursor this feed gave out. */
export function decodeFeedCursor(text: string): FeedCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return null;
  const paidAt = new Date(match[1]!);
  return Number.isNaN(paidAt.getTime()) ? null : { paidAt, orderId: match[2]! };
}

function shopPaidFilter(vendorId: string): SQL {
  return and(
    eq(orders.vendorId, vendorId),
    isNotNull(orders.amountDueKobo),
    isNotNull(orders.settledAt),
    inArray(orders.status, [...SHOP_PAID_STATUSES]),
  )!;
}

/** The shop's payments, newest first, `limit` of them after (older than) `before` when given. */
export async function shopPaymentsReceived(
  executor: Executor,
  input: { vendorId: string; before: FeedCursor | null; limit: number },
): Promise<{ payments: ShopPaymentReceived[]; nextBefore: FeedCursor | null }> {
  const limit = Math.min(Math.max(1, input.limit), FEED_PAGE_MAX);
  const older = input.before
    ? or(
        lt(orders.settledAt, input.before.paidAt),
        and(eq(orders.settledAt, input.before.paidAt), lt(orders.id, input.before.orderId)),
      )
    : undefined;
  const rows = await executor
    .select({
      orderId: orders.id,
      phone: orders.customerPhone,
      amountKobo: orders.amountDueKobo,
      paidAt: orders.settledAt,
    })
    .from(orders)
    .where(and(shopPaidFilter(input.vendorId), older))
    .orderBy(desc(orders.settledAt), desc(orders.id))
    .limit(limit + 1);
  const payments = rows.slice(0, limit).map((row) => ({
    orderId: row.orderId,
    payerPhoneMasked: maskPhone(row.phone),
    amountKobo: row.amountKobo!,
    paidAt: row.paidAt!,
  }));
  const last = payments.at(-1);
  return {
    payments,
    nextBefore: rows.length > limit && last ? { paidAt: last.paidAt, orderId: last.orderId } : null,
  };
}

/** Today's takings on the Lagos calendar (the shop's business day), by the injected clock's `now`. */
export async function takingsOfLagosDay(
  executor: Executor,
  vendorId: string,
  now: Date,
): Promise<{ day: string; totalKobo: number; count: number }> {
  const day = lagosDateOf(now);
  const { start, end } = lagosDayRange(day);
  const [row] = await executor
    .select({
      totalKobo: sql<string>`coalesce(sum(${orders.amountDueKobo}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(shopPaidFilter(vendorId), gte(orders.settledAt, start), lt(orders.settledAt, end)));
  return { day, totalKobo: Number(row?.totalKobo ?? 0), count: Number(row?.count ?? 0) };
}
