import { lagosDayRange } from '@chancepay/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { reconciliationItems, reconciliationRuns, type ReconciliationRunTrigger } from '../../db/schema';
import {
  PaymentGatewayError,
  type GatewayListedTransaction,
  type GatewayOperations,
  type PaymentGateway,
} from '../../providers/payments';
import type { VirtualAccountGateway } from '../../providers/virtual-accounts';
import { gatewayClearing } from '../ledger';
import { verifyAndSettle } from '../raffle/settlement';
import type { SettlementContext } from '../raffle/settlement-context';
import { FinanceError } from './errors';
import { askAgainForInflow, compareInflows } from './reconciliation-inflows';
import { payoutDiscrepancies, refundDiscrepancies, type Discrepancy } from './reconciliation-payouts';

/**
 * Reconciliation (issue 16 §4): the gateway's transactions of a Lagos day against our card orders and what
 * reached `clearing:gateway` for them. Matching is by reference (our order id is the gateway's
 * transaction_ref) and amount. Nothing here moves money: "ask the gateway again" runs the ordinary settlement
 * (which settles exactly once), and "resolve" only records a person's reason.
 */

export interface ReconciliationContext {
  db: Database;
  gateway: PaymentGateway & GatewayOperations;
  settlement: SettlementContext;
  /** Credits to customers' own account numbers (issue #22): money in joins the day's comparison. */
  virtualAccounts: VirtualAccountGateway;
  clock: () => Date;
}

export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;
export type ReconciliationItem = typeof reconciliationItems.$inferSelect;

const PAGE_SIZE = 100;
/** A Lagos day of a busy product is far below this; a gateway that keeps answering full pages is a bug. */
const PAGES_MAX = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The gateway's transactions created during the Lagos day, every page. */
export async function gatewayTransactionsOf(
  gateway: GatewayOperations,
  lagosDay: string,
): Promise<GatewayListedTransaction[]> {
  const { start, end } = lagosDayRange(lagosDay);
  // The gateway's dates are calendar days; a Lagos day (UTC+1) spans two UTC days, so ask for both and keep
  // what falls inside the day.
  const startDate = start.toISOString().slice(0, 10);
  const endDate = new Date(end.getTime() - 1).toISOString().slice(0, 10);
  const found: GatewayListedTransaction[] = [];
  for (let page = 1; page <= PAGES_MAX; page++) {
    const rows = await gateway.listTransactions({ startDate, endDate, page, perPage: PAGE_SIZE });
    // Only an empty page ends the listing: a gateway that caps perPage below ours answers short pages that
    // are not the last (money audit finding 14).
    if (rows.length === 0) return found.filter((row) => inRange(row.createdAt, start, end));
    found.push(...rows);
  }
  throw new FinanceError(
    'gateway_unavailable',
    `The gateway listed more than ${PAGES_MAX} pages for ${lagosDay}`,
  );
}

function inRange(instant: string, start: Date, end: Date): boolean {
  const at = Date.parse(instant);
  return at >= start.getTime() && at < end.getTime();
}

interface OrderReceipt {
  order_id: string;
  status: string;
  /** What reached clearing:gateway for the order (its settle, mismatch or late-payment entries). */
  received_kobo: number;
}

/**
 * Money received per card order: the inflows to clearing:gateway of the entries caused by the order, and of
 * the approved adjustment that made up for it (a missed credit booked against clearing:gateway). A card
 * refund (money going back out) is not counted: the gateway lists the original charge at its full amount.
 */
function receiptsQuery(where: ReturnType<typeof sql>) {
  return sql`select o.id::text as order_id, o.status,
                    coalesce(-sum(p.amount_kobo) filter (where p.amount_kobo < 0), 0)::bigint as received_kobo
             from orders o
             left join journal_entries e on (e.cause_type = 'order' and e.cause_id = o.id::text)
               or (e.cause_type = 'adjustment' and e.cause_id = o.compensated_by_adjustment_id::text)
             left join postings p on p.entry_id = e.id
               and p.account_id = (select id from ledger_accounts where key = ${gatewayClearing})
             where o.payment_method_used = 'card' and ${where}
             group by o.id`;
}

async function receiptsOfDay(executor: Executor, lagosDay: string): Promise<OrderReceipt[]> {
  const { start, end } = lagosDayRange(lagosDay);
  return queryRows<OrderReceipt>(
    executor,
    receiptsQuery(sql`o.created_at >= ${start.toISOString()} and o.created_at < ${end.toISOString()}`),
  );
}

async function receiptsOfOrders(executor: Executor, orderIds: string[]): Promise<OrderReceipt[]> {
  if (orderIds.length === 0) return [];
  return queryRows<OrderReceipt>(
    executor,
    receiptsQuery(
      sql`o.id in (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
}

export interface ReconciliationResult {
  run: ReconciliationRun;
  items: ReconciliationItem[];
}

/** Compares one Lagos day and stores the run with its unmatched items. */
export async function runReconciliation(
  context: ReconciliationContext,
  input: { lagosDay: string; trigger: ReconciliationRunTrigger; requestedBy?: string | null },
): Promise<ReconciliationResult> {
  let listed: GatewayListedTransaction[];
  try {
    listed = await gatewayTransactionsOf(context.gateway, input.lagosDay);
  } catch (error) {
    if (error instanceof PaymentGatewayError)
      throw new FinanceError(
        'gateway_unavailable',
        `The gateway could not list its transactions: ${error.message}`,
      );
    throw error;
  }
  const paidAtGateway = new Map<string, GatewayListedTransaction>();
  for (const row of listed) if (row.status === 'success') paidAtGateway.set(row.reference, row);

  const ours = new Map((await receiptsOfDay(context.db, input.lagosDay)).map((row) => [row.order_id, row]));
  // A charge created just before midnight may belong to an order of the day before: look those up by id.
  const strays = [...paidAtGateway.keys()].filter(
    (reference) => !ours.has(reference) && UUID.test(reference),
  );
  for (const row of await receiptsOfOrders(context.db, strays)) ours.set(row.order_id, row);

  const unmatched: Discrepancy[] = [];
  let matchedCount = 0;
  let matchedTotalKobo = 0;
  for (const [reference, charge] of paidAtGateway) {
    const order = ours.get(reference);
    const gatewayAmountKobo = charge.amountKobo;
    const base = { reference, gatewayAmountKobo, gatewayStatus: charge.status };
    if (!order) unmatched.push({ ...base, kind: 'no_order', orderId: null, ledgerAmountKobo: null });
    else if (order.received_kobo === 0)
      unmatched.push({ ...base, kind: 'paid_not_settled', orderId: order.order_id, ledgerAmountKobo: 0 });
    else if (order.received_kobo !== gatewayAmountKobo)
      unmatched.push({
        ...base,
        kind: 'amount_differs',
        orderId: order.order_id,
        ledgerAmountKobo: order.received_kobo,
      });
    else {
      matchedCount += 1;
      matchedTotalKobo += order.received_kobo;
    }
  }
  for (const order of ours.values()) {
    if (order.received_kobo === 0 || paidAtGateway.has(order.order_id)) continue;
    const seen = listed.find((row) => row.reference === order.order_id);
    unmatched.push({
      kind: 'settled_not_at_gateway',
      reference: order.order_id,
      orderId: order.order_id,
      gatewayAmountKobo: seen?.amountKobo ?? null,
      gatewayStatus: seen?.status ?? null,
      ledgerAmountKobo: order.received_kobo,
    });
  }

  // Money audit finding 8: refunds and payouts, each compared in its own function (reconciliation-payouts.ts).
  unmatched.push(...(await refundDiscrepancies(context, listed, input.lagosDay)));
  unmatched.push(...(await payoutDiscrepancies(context, input.lagosDay)));
  // Issue #22: credits to customers' own account numbers against their `inflow:<reference>` postings.
  const inflows = await compareInflows(context, input.lagosDay);
  unmatched.push(...inflows.unmatched);

  const receipts = [...ours.values()].filter((order) => order.received_kobo > 0);
  const now = context.clock();
  return context.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(reconciliationRuns)
      .values({
        id: crypto.randomUUID(),
        lagosDay: input.lagosDay,
        trigger: input.trigger,
        requestedBy: input.requestedBy ?? null,
        gatewayCount: paidAtGateway.size + inflows.gatewayCount,
        gatewayTotalKobo:
          sum([...paidAtGateway.values()].map((row) => row.amountKobo ?? 0)) + inflows.gatewayTotalKobo,
        ledgerCount: receipts.length + inflows.ledgerCount,
        ledgerTotalKobo: sum(receipts.map((order) => order.received_kobo)) + inflows.ledgerTotalKobo,
        matchedCount: matchedCount + inflows.matchedCount,
        matchedTotalKobo: matchedTotalKobo + inflows.matchedTotalKobo,
        unmatchedCount: unmatched.length,
        createdAt: now,
      })
      .returning();
    const items =
      unmatched.length === 0
        ? []
        : await tx
            .insert(reconciliationItems)
            .values(
              unmatched.map((item) => ({ ...item, id: crypto.randomUUID(), runId: run!.id, createdAt: now })),
            )
            .returning();
    return { run: run!, items };
  });
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export async function findReconciliationItem(
  executor: Executor,
  itemId: string,
): Promise<ReconciliationItem> {
  const [item] = await executor.select().from(reconciliationItems).where(eq(reconciliationItems.id, itemId));
  if (!item) throw new FinanceError('not_found', 'There is no reconciliation item with that id.');
  return item;
}

/**
 * "Ask the gateway again": runs the ordinary settlement of the item's order (exactly once, as the webhook
 * or the job would), then compares the order with the gateway once more. When both now agree the item is
 * closed as matched on recheck. The answer says what the gateway said and whether money moved.
 */
export async function askGatewayAgain(
  context: ReconciliationContext,
  itemId: string,
): Promise<{ item: ReconciliationItem; settledNow: boolean; gatewayStatus: string | null }> {
  const item = await findReconciliationItem(context.db, itemId);
  refuseAskAgainOfPayoutOrRefund(item);
  if (item.resolution !== null) return { item, settledNow: false, gatewayStatus: item.gatewayStatus };
  if (item.kind.startsWith('inflow_')) return askAgainForInflow(context, item);
  let settledNow = false;
  if (item.orderId) {
    const result = await verifyAndSettle(context.settlement, item.orderId, 'job');
    if (result.gatewayUnavailable)
      throw new FinanceError(
        'gateway_unavailable',
        `The gateway could not be asked: ${result.gatewayUnavailable}`,
      );
    settledNow = result.settledNow;
  }
  let charge;
  try {
    charge = await context.gateway.verify(item.reference);
  } catch (error) {
    if (error instanceof PaymentGatewayError)
      throw new FinanceError('gateway_unavailable', `The gateway could not be asked: ${error.message}`);
    throw error;
  }
  await context.db
    .update(reconciliationItems)
    .set({ askedAgainAt: context.clock() })
    .where(and(eq(reconciliationItems.id, itemId), isNull(reconciliationItems.resolution)));
  const [receipt] = item.orderId ? await receiptsOfOrders(context.db, [item.orderId]) : [];
  const agrees =
    receipt !== undefined &&
    ((charge.status === 'success' && receipt.received_kobo === charge.amountKobo) ||
      (charge.status !== 'success' && receipt.received_kobo === 0));
  if (!agrees) return { item, settledNow, gatewayStatus: charge.status };
  const [closed] = await context.db
    .update(reconciliationItems)
    .set({
      resolution: 'matched_on_recheck',
      resolvedAt: context.clock(),
      gatewayStatus: charge.status,
      gatewayAmountKobo: charge.amountKobo,
      ledgerAmountKobo: receipt.received_kobo,
    })
    .where(and(eq(reconciliationItems.id, itemId), isNull(reconciliationItems.resolution)))
    .returning();
  return {
    item: closed ?? (await findReconciliationItem(context.db, itemId)),
    settledNow,
    gatewayStatus: charge.status,
  };
}

/**
 * "Ask again" settles card charges; it knows nothing of transfers or refunds (it could even close a refund
 * item because the charge itself matches). Those are checked on the Payouts screen (Requery) or with the
 * gateway, then resolved with a reason.
 */
function refuseAskAgainOfPayoutOrRefund(item: ReconciliationItem): void {
  if (item.kind.startsWith('transfer_'))
    throw new FinanceError(
      'conflict',
      'Ask again applies to card charges. For a transfer, use Requery on the Payouts screen, then resolve this item with a reason.',
    );
  if (item.kind.startsWith('refund_'))
    throw new FinanceError(
      'conflict',
      'Ask again applies to card charges. Check the refund with the gateway, then resolve this item with a reason.',
    );
}

/** "Resolve with a reason": a person explains an item; nothing moves. Only an open item can be resolved. */
export async function resolveReconciliationItem(
  db: Executor,
  input: { itemId: string; reason: string; staffId: string; now: Date },
): Promise<ReconciliationItem> {
  const reason = input.reason.trim();
  if (reason.length < 5) throw new FinanceError('invalid', 'Give a reason of at least 5 characters.');
  const item = await findReconciliationItem(db, input.itemId);
  if (
    (item.kind === 'paid_not_settled' || item.kind === 'inflow_not_posted') &&
    item.resolution === null &&
    item.askedAgainAt === null
  )
    throw new FinanceError(
      'conflict',
      'Ask the gateway again first: it settles the order if the gateway has the money. Resolve with a reason only what it cannot settle.',
    );
  const [resolved] = await db
    .update(reconciliationItems)
    .set({
      resolution: 'resolved',
      resolutionReason: reason,
      resolvedBy: input.staffId,
      resolvedAt: input.now,
    })
    .where(and(eq(reconciliationItems.id, item.id), isNull(reconciliationItems.resolution)))
    .returning();
  if (!resolved) throw new FinanceError('conflict', 'This item is already resolved.');
  return resolved;
}

/** The newest runs, and one run with its items (the screen). */
export async function latestReconciliationRuns(executor: Executor, limit = 30): Promise<ReconciliationRun[]> {
  return executor.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.createdAt)).limit(limit);
}

export async function reconciliationRunWithItems(
  executor: Executor,
  runId: string,
): Promise<ReconciliationResult> {
  const [run] = await executor.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, runId));
  if (!run) throw new FinanceError('not_found', 'There is no reconciliation run with that id.');
  const items = await executor
    .select()
    .from(reconciliationItems)
    .where(eq(reconciliationItems.runId, runId))
    .orderBy(reconciliationItems.kind, reconciliationItems.reference);
  return { run, items };
}

/** Whether the nightly job has already compared this day (it runs once per day). */
export async function hasJobRunFor(executor: Executor, lagosDay: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(and(eq(reconciliationRuns.lagosDay, lagosDay), eq(reconciliationRuns.trigger, 'job')))
    .limit(1);
  return row !== undefined;
}
