import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cycleOrderCounts, orders, raffleCycles } from '../../db/schema';
import { endedCycleStatuses, findCycle, type CycleView } from './cycle-views';
import { findOrder, type OrderRow } from './orders';

/**
 * The public record behind "provably fair" (DOMAIN.md "The draw"): a cycle's commitment, budget and order
 * log, and each order's receipt.
 *
 * When the seed is revealed: DOMAIN.md says when the cycle ends. We also wait until none of its orders is
 * still waiting for payment (at most 24 h, when reconciliation gives up): with the seed public, a buyer
 * holding an unpaid order could compute its outcome and pay only if it wins. A payment that arrives after
 * we gave up is refunded, never drawn (settlement.ts), so revealing then is safe.
 */

export async function isSeedRevealed(
  executor: Executor,
  cycle: Pick<CycleView, 'id' | 'status'>,
): Promise<boolean> {
  if (!endedCycleStatuses.includes(cycle.status)) return false;
  const [waiting] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.raffleCycleId, cycle.id), eq(orders.status, 'verifying')))
    .limit(1);
  return !waiting;
}

async function revealedSeed(executor: Executor, cycle: CycleView): Promise<string | null> {
  if (!(await isSeedRevealed(executor, cycle))) return null;
  const [row] = await executor
    .select({ serverSeed: raffleCycles.serverSeed })
    .from(raffleCycles)
    .where(eq(raffleCycles.id, cycle.id));
  return row?.serverSeed ?? null;
}

export interface OrderLogLine {
  orderSeq: number;
  raffleTypeId: number;
  customerPhone: string;
  ticketQuantity: number;
  status: OrderRow['status'];
  outcome: OrderRow['outcome'];
  createdAt: Date;
  settledAt: Date | null;
}

export interface CycleRecord {
  cycle: CycleView;
  serverSeed: string | null;
  /** A page of the order log, by order_seq. */
  orders: OrderLogLine[];
  /** Pass as afterSeq for the next page; null at the end. */
  nextAfterSeq: number | null;
}

export async function cycleRecord(
  executor: Executor,
  cycleId: number,
  page: { afterSeq: number; limit: number },
): Promise<CycleRecord | null> {
  const cycle = await findCycle(executor, cycleId);
  if (!cycle) return null;
  const lines = await executor
    .select({
      orderSeq: orders.orderSeq,
      raffleTypeId: orders.raffleTypeId,
      customerPhone: orders.customerPhone,
      ticketQuantity: orders.ticketQuantity,
      status: orders.status,
      outcome: orders.outcome,
      createdAt: orders.createdAt,
      settledAt: orders.settledAt,
    })
    .from(orders)
    .where(and(eq(orders.raffleCycleId, cycleId), gt(orders.orderSeq, page.afterSeq)))
    .orderBy(asc(orders.orderSeq))
    .limit(page.limit + 1);
  const more = lines.length > page.limit;
  const shown = more ? lines.slice(0, page.limit) : lines;
  return {
    cycle,
    serverSeed: await revealedSeed(executor, cycle),
    orders: shown,
    nextAfterSeq: more ? shown[shown.length - 1]!.orderSeq : null,
  };
}

export interface OrderReceipt {
  order: OrderRow;
  cycle: CycleView;
  serverSeed: string | null;
}

export async function orderReceipt(executor: Executor, orderId: string): Promise<OrderReceipt | null> {
  const order = await findOrder(executor, orderId);
  if (!order) return null;
  const cycle = await findCycle(executor, order.raffleCycleId);
  if (!cycle) return null;
  return { order, cycle, serverSeed: await revealedSeed(executor, cycle) };
}

/**
 * Counts for the cycle's public summary (orders by status), cheap enough for every page view: the kept counts
 * of the statuses after 'verifying' (cycle_order_counts, written by the orders triggers in each settlement's own
 * transaction; checkBooks proves them against the orders), and the waiting ones as the rest of the cycle's
 * orders, which are numbered without gaps (last_order_seq is their number). A few rows however many orders the
 * cycle has (issue #28).
 */
export async function orderCounts(
  executor: Executor,
  cycle: Pick<CycleView, 'id' | 'lastOrderSeq'>,
): Promise<Record<string, number>> {
  const rows = await executor
    .select({ status: cycleOrderCounts.status, count: sql<number>`sum(${cycleOrderCounts.orders})::int` })
    .from(cycleOrderCounts)
    .where(eq(cycleOrderCounts.raffleCycleId, cycle.id))
    .groupBy(cycleOrderCounts.status)
    .having(sql`sum(${cycleOrderCounts.orders}) <> 0`);
  const counts: Record<string, number> = Object.fromEntries(
    rows.map((row) => [row.status, Number(row.count)]),
  );
  const waiting = cycle.lastOrderSeq - rows.reduce((total, row) => total + Number(row.count), 0);
  return waiting > 0 ? { verifying: waiting, ...counts } : counts;
}
