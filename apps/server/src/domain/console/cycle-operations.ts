import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, raffleCycles, type CycleStatus } from '../../db/schema';
import { budgetOverrunKobo, budgetRemainingKobo } from '../raffle/cycle-budget';
import {
  endCycle,
  openNextCycles,
  openScheduledCycleNow,
  scheduleCycle,
  type NewCycleInput,
} from '../raffle/cycles';
import { findCycle, listCyclesNewestFirst, type CycleView } from '../raffle/cycle-views';
import { RaffleError } from '../raffle/errors';
import { orderMessages } from '../raffle/orders.messages';
import { isSeedRevealed } from '../raffle/fairness';
import { verifyAndSettle } from '../raffle/settlement';
import type { SettlementContext } from '../raffle/settlement-context';

/**
 * The console's cycles (issue 15, item 6; DOMAIN.md "Raffle products"). The rules of a cycle stay in
 * domain/raffle; this module is what raffle ops may do to them. Templates: template-operations.ts.
 */

export interface StaffCycleView extends CycleView {
  budgetRemainingKobo: number;
  budgetOverrunKobo: number;
  /** The seed, once DOMAIN.md allows it to be public (ended, no order still waiting for payment). */
  serverSeed: string | null;
  orderCount: number;
}

export async function listCyclesForStaff(
  executor: Executor,
  filter: { typeId?: number | undefined; status?: CycleStatus | undefined; limit?: number },
): Promise<StaffCycleView[]> {
  const conditions = [
    filter.status ? eq(raffleCycles.status, filter.status) : undefined,
    filter.typeId !== undefined
      ? sql`exists (select 1 from raffle_cycle_types ct where ct.raffle_cycle_id = raffle_cycles.id and ct.raffle_type_id = ${filter.typeId})`
      : undefined,
  ];
  const cycles = await listCyclesNewestFirst(executor, and(...conditions), filter.limit ?? 100);
  return cycles.map(({ revealedSeed, ...cycle }) => staffViewOf(cycle, revealedSeed));
}

/**
 * Orders in a cycle are numbered without gaps from 1 (createOrder takes the next seq in the statement that
 * inserts the order), so the cycle's last seq is its order count: no count(*) over its orders (issue #28).
 */
function staffViewOf(cycle: CycleView, serverSeed: string | null): StaffCycleView {
  return {
    ...cycle,
    budgetRemainingKobo: budgetRemainingKobo(cycle),
    budgetOverrunKobo: budgetOverrunKobo(cycle),
    serverSeed,
    orderCount: cycle.lastOrderSeq,
  };
}

export async function staffCycleView(executor: Executor, cycleId: number): Promise<StaffCycleView | null> {
  const cycle = await findCycle(executor, cycleId);
  if (!cycle) return null;
  const [seed] = (await isSeedRevealed(executor, cycle))
    ? await executor
        .select({ serverSeed: raffleCycles.serverSeed })
        .from(raffleCycles)
        .where(eq(raffleCycles.id, cycleId))
    : [];
  return staffViewOf(cycle, seed?.serverSeed ?? null);
}

/** A new scheduled cycle. It opens at `startsAt` (the minute job), or as soon as its types are free. */
export async function createScheduledCycle(
  executor: Executor,
  input: NewCycleInput,
  now: Date,
): Promise<StaffCycleView> {
  if (input.startsAt && input.startsAt.getTime() < now.getTime() - 60_000)
    throw new RaffleError(
      'invalid',
      'The start time is in the past. Choose a later time, or open the cycle now.',
      'starts_at',
    );
  const id = await executor.transaction((tx) => scheduleCycle(tx, input));
  return (await staffCycleView(executor, id))!;
}

/**
 * "Open now" on a scheduled cycle. A type already on sale is a conflict unless the operator chose to
 * replace its cycle (which is then closed: off sale, its orders still drawn when paid).
 */
export async function openCycleNow(
  executor: Executor,
  cycleId: number,
  now: Date,
  options: { replaceOpen: boolean },
): Promise<StaffCycleView> {
  const opened = await openScheduledCycleNow(executor, cycleId, now, options);
  if (!opened) throw new RaffleError('conflict', `Cycle ${cycleId} is not scheduled any more.`);
  return (await staffCycleView(executor, cycleId))!;
}

/** Stored on the order (English); the buyer reads it in their language (raffle/status-messages.ts). */
export const CYCLE_CANCELLED_ORDER_MESSAGE = orderMessages.en.cycleCancelled;

export interface CancelResult {
  cycle: StaffCycleView;
  /** Orders the gateway reported paid at cancellation: settled and drawn as any paid order. */
  settledOrderIds: string[];
  /** Orders still unpaid: closed (payment_failed); a payment that arrives later is credited to the wallet. */
  closedOrderIds: string[];
}

/**
 * Cancels a scheduled or open cycle (an approved request; DOMAIN.md "Staff and the console"):
 *  1. the cycle ends as `cancelled` at once, so it takes no new order (order creation checks `open`);
 *  2. each order still verifying is asked about at the gateway: one the gateway reports paid is settled and
 *     drawn exactly as the rules say (its outcome was fixed when it was created);
 *  3. the rest close as payment_failed without a gateway verdict: their reconciliation job keeps asking
 *     until 24 h after creation and a signed webhook is honoured, and a payment seen then is credited to the
 *     buyer's wallet, never drawn (settlement.ts, "late" payment), because
 *  4. with no order left verifying the seed is revealed (fairness.ts).
 * The next scheduled cycle of its types (or the template's) opens, so the products stay on sale.
 */
export async function cancelCycle(context: SettlementContext, cycleId: number): Promise<CancelResult> {
  await context.db.transaction((tx) => endCycleAsCancelled(tx, cycleId, context.clock()));
  return settleCancelledCycleOrders(context, cycleId);
}

/**
 * Step 1, in the caller's transaction (the approval's): the cycle ends as `cancelled` and the next cycle of
 * its types opens. Returns the status it had.
 */
export async function endCycleAsCancelled(
  executor: Executor,
  cycleId: number,
  now: Date,
): Promise<CycleStatus> {
  const [cycle] = await executor
    .select({ status: raffleCycles.status })
    .from(raffleCycles)
    .where(eq(raffleCycles.id, cycleId))
    .for('update');
  if (!cycle) throw new RaffleError('not_found', `Cycle ${cycleId} does not exist.`);
  if (cycle.status !== 'open' && cycle.status !== 'scheduled')
    throw new RaffleError('conflict', `Cycle ${cycleId} has already ended (${cycle.status}).`);
  const types = await endCycle(executor, cycleId, 'cancelled', now);
  if (types.length > 0) await openNextCycles(executor, types, now);
  return cycle.status;
}

/**
 * Steps 2-3, once the cancellation has committed (they call the gateway, outside any transaction). Safe to
 * run again: an order settles once, and only orders still verifying are closed.
 */
export async function settleCancelledCycleOrders(
  context: SettlementContext,
  cycleId: number,
): Promise<CancelResult> {
  const now = context.clock();
  const waiting = await context.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.raffleCycleId, cycleId), eq(orders.status, 'verifying')))
    .orderBy(asc(orders.orderSeq));
  const settledOrderIds: string[] = [];
  for (const { id } of waiting) {
    const result = await verifyAndSettle(context, id, 'job');
    if (result.settledNow && result.order.status !== 'payment_failed') settledOrderIds.push(id);
  }

  const closed = await context.db
    .update(orders)
    .set({
      status: 'payment_failed',
      gatewayStatus: null,
      statusMessage: CYCLE_CANCELLED_ORDER_MESSAGE,
      settledAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.raffleCycleId, cycleId), eq(orders.status, 'verifying')))
    .returning({ id: orders.id });
  return {
    cycle: (await staffCycleView(context.db, cycleId))!,
    settledOrderIds,
    closedOrderIds: closed.map((row) => row.id),
  };
}

/** The cycles on sale now for any of these products (the ones an "open now, replacing" would close). */
export async function openCyclesFor(executor: Executor, raffleTypeIds: readonly number[]) {
  const open = await listCyclesForStaff(executor, { status: 'open' });
  return open.filter((cycle) => cycle.types.some((type) => raffleTypeIds.includes(type.id)));
}
