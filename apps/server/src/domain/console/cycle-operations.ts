import { nairaFromKobo, RAFFLE_TYPE, winningsTaxBearers, type WinningsTaxBearer } from '@chancepay/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, raffleCycles, raffleTypes, raffleTypeVersions, type CycleStatus } from '../../db/schema';
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
 * The console's cycles and templates (issue 15, item 6; DOMAIN.md "Raffle products"). The rules of a cycle
 * stay in domain/raffle; this module is what raffle ops may do to them.
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

export interface TemplateView {
  id: number;
  name: string;
  version: number;
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  /** Who bears the withholding tax on this product's wins (DOMAIN.md "Winnings tax"). */
  winningsTaxBearer: WinningsTaxBearer;
  autoOpen: boolean;
  updatedAt: Date;
}

export interface TemplateVersionView {
  version: number;
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  winningsTaxBearer: WinningsTaxBearer;
  requestedByStaffId: string | null;
  approvedByStaffId: string | null;
  reason: string | null;
  createdAt: Date;
}

export async function listTemplates(executor: Executor): Promise<TemplateView[]> {
  return executor
    .select({
      id: raffleTypes.id,
      name: raffleTypes.name,
      version: raffleTypes.version,
      ticketPriceKobo: raffleTypes.ticketPriceKobo,
      winnableAmountKobo: raffleTypes.winnableAmountKobo,
      payoutRatioBps: raffleTypes.payoutRatioBps,
      prizeBudgetKobo: raffleTypes.prizeBudgetKobo,
      winningsTaxBearer: raffleTypes.winningsTaxBearer,
      autoOpen: raffleTypes.autoOpen,
      updatedAt: raffleTypes.updatedAt,
    })
    .from(raffleTypes)
    .orderBy(asc(raffleTypes.id));
}

export async function templateVersions(executor: Executor, typeId: number): Promise<TemplateVersionView[]> {
  return executor
    .select({
      version: raffleTypeVersions.version,
      ticketPriceKobo: raffleTypeVersions.ticketPriceKobo,
      winnableAmountKobo: raffleTypeVersions.winnableAmountKobo,
      payoutRatioBps: raffleTypeVersions.payoutRatioBps,
      prizeBudgetKobo: raffleTypeVersions.prizeBudgetKobo,
      winningsTaxBearer: raffleTypeVersions.winningsTaxBearer,
      requestedByStaffId: raffleTypeVersions.requestedByStaffId,
      approvedByStaffId: raffleTypeVersions.approvedByStaffId,
      reason: raffleTypeVersions.reason,
      createdAt: raffleTypeVersions.createdAt,
    })
    .from(raffleTypeVersions)
    .where(eq(raffleTypeVersions.raffleTypeId, typeId))
    .orderBy(desc(raffleTypeVersions.version));
}

export interface TemplateChange {
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  /**
   * Who bears the winnings tax from this version on; absent keeps the current bearer (requests made before
   * the tax existed carry none). Part of the template, so changing it takes the same second operator.
   */
  winningsTaxBearer?: WinningsTaxBearer;
  /** The version the request was made against: a change approved after someone else's is refused. */
  expectedVersion: number;
}

/** Checks a template change before it is put up for approval (the same rules the database enforces). */
export function templateChangeProblem(change: Omit<TemplateChange, 'expectedVersion'>): string | null {
  if (change.winningsTaxBearer !== undefined && !winningsTaxBearers.includes(change.winningsTaxBearer))
    return 'Choose who bears the winnings tax: the winner or the operator.';
  const whole = (value: number) => Number.isSafeInteger(value) && value > 0;
  if (!whole(change.ticketPriceKobo)) return 'The ticket price must be above zero.';
  if (!whole(change.winnableAmountKobo)) return 'The winnable amount must be above zero.';
  if (
    !Number.isSafeInteger(change.payoutRatioBps) ||
    change.payoutRatioBps < 1 ||
    change.payoutRatioBps > 10_000
  )
    return 'The payout ratio must be between 0.01% and 100%.';
  if (!Number.isSafeInteger(change.prizeBudgetKobo) || change.prizeBudgetKobo < change.winnableAmountKobo)
    return 'The prize budget must cover at least one prize.';
  return null;
}

/** A cycle's terms: a template's, less who bears the tax (that stays with the product, not the cycle). */
export type CycleTerms = Omit<TemplateChange, 'expectedVersion' | 'winningsTaxBearer'>;

function sameTerms(template: CycleTerms, terms: CycleTerms): boolean {
  return (
    template.ticketPriceKobo === terms.ticketPriceKobo &&
    template.winnableAmountKobo === terms.winnableAmountKobo &&
    template.payoutRatioBps === terms.payoutRatioBps &&
    template.prizeBudgetKobo === terms.prizeBudgetKobo
  );
}

/**
 * The products whose template (its current, approved version) the terms differ from. A template change
 * takes a second raffle operator, so a cycle on other terms does too (console-security #4): empty means
 * one operator may create it. Throws when a product does not exist.
 */
export async function templatesDifferingFrom(
  executor: Executor,
  raffleTypeIds: readonly number[],
  terms: CycleTerms,
): Promise<TemplateView[]> {
  const templates = await listTemplates(executor);
  const chosen = [...new Set(raffleTypeIds)].map((id) => {
    const template = templates.find((row) => row.id === id);
    if (!template) throw new RaffleError('invalid', `There is no product ${id}.`, 'raffle_type_ids');
    return template;
  });
  return chosen.filter((template) => !sameTerms(template, terms));
}

/** The cycles on sale now for any of these products (the ones an "open now, replacing" would close). */
export async function openCyclesFor(executor: Executor, raffleTypeIds: readonly number[]) {
  const open = await listCyclesForStaff(executor, { status: 'open' });
  return open.filter((cycle) => cycle.types.some((type) => raffleTypeIds.includes(type.id)));
}

/** A cycle's or template's terms in a line, for an approval summary. */
export function termsLine(terms: CycleTerms): string {
  return `ticket ₦${nairaFromKobo(terms.ticketPriceKobo)}, prize ₦${nairaFromKobo(terms.winnableAmountKobo)}, payout ${terms.payoutRatioBps / 100}%, budget ₦${nairaFromKobo(terms.prizeBudgetKobo)}`;
}

/**
 * Applies an approved template change as a new version (the old one stays on record). Only cycles opened
 * from the template afterwards use it; a cycle's terms never change once it exists.
 */
export async function applyTemplateChange(
  executor: Executor,
  typeId: number,
  change: TemplateChange,
  by: { requestedByStaffId: string; approvedByStaffId: string | null; reason: string },
  now: Date,
): Promise<TemplateView> {
  const problem = templateChangeProblem(change);
  if (problem) throw new RaffleError('invalid', problem);
  return executor.transaction(async (tx) => {
    const [current] = await tx.select().from(raffleTypes).where(eq(raffleTypes.id, typeId)).for('update');
    if (!current) throw new RaffleError('not_found', `Raffle type ${typeId} does not exist.`);
    if (current.version !== change.expectedVersion)
      throw new RaffleError(
        'conflict',
        `The template changed (now version ${current.version}) after this request was made; make a new request.`,
      );
    // The version being replaced is on record too (types defined by the seed had none).
    await tx
      .insert(raffleTypeVersions)
      .values({
        raffleTypeId: typeId,
        version: current.version,
        ticketPriceKobo: current.ticketPriceKobo,
        winnableAmountKobo: current.winnableAmountKobo,
        payoutRatioBps: current.payoutRatioBps,
        prizeBudgetKobo: current.prizeBudgetKobo,
        winningsTaxBearer: current.winningsTaxBearer,
        createdAt: current.updatedAt,
      })
      .onConflictDoNothing();
    const version = current.version + 1;
    const terms = {
      ticketPriceKobo: change.ticketPriceKobo,
      winnableAmountKobo: change.winnableAmountKobo,
      payoutRatioBps: change.payoutRatioBps,
      prizeBudgetKobo: change.prizeBudgetKobo,
      winningsTaxBearer: change.winningsTaxBearer ?? current.winningsTaxBearer,
    };
    await tx.insert(raffleTypeVersions).values({
      raffleTypeId: typeId,
      version,
      ...terms,
      requestedByStaffId: by.requestedByStaffId,
      approvedByStaffId: by.approvedByStaffId,
      reason: by.reason,
      createdAt: now,
    });
    await tx
      .update(raffleTypes)
      .set({ ...terms, version, updatedAt: now })
      .where(eq(raffleTypes.id, typeId));
    return (await listTemplates(tx)).find((template) => template.id === typeId)!;
  });
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d.]*$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const orderLogHeader = [
  'order_seq',
  'order_id',
  'raffle_type_id',
  'product',
  'customer_phone',
  'tickets',
  'ticket_amount',
  'amount_due',
  'order_amount',
  'payment_method',
  'status',
  'outcome',
  'prize',
  'client_seed',
  'created_at',
  'settled_at',
];

/** A cycle's whole order log as CSV (staff see the phone in full; the public log hashes it). */
export async function cycleOrderLogCsv(executor: Executor, cycleId: number): Promise<string | null> {
  const cycle = await findCycle(executor, cycleId);
  if (!cycle) return null;
  const rows = await executor
    .select()
    .from(orders)
    .where(eq(orders.raffleCycleId, cycleId))
    .orderBy(asc(orders.orderSeq));
  const lines = [orderLogHeader.join(',')];
  for (const order of rows) {
    const product =
      order.raffleTypeId === RAFFLE_TYPE.pay4Me && order.amountDueKobo !== null
        ? 'Scan2Pay4Me'
        : (cycle.types.find((type) => type.id === order.raffleTypeId)?.name ?? String(order.raffleTypeId));
    lines.push(
      [
        order.orderSeq,
        order.id,
        order.raffleTypeId,
        product,
        order.customerPhone,
        order.ticketQuantity,
        nairaFromKobo(order.ticketAmountKobo),
        order.amountDueKobo === null ? null : nairaFromKobo(order.amountDueKobo),
        nairaFromKobo(order.orderAmountKobo),
        order.paymentMethodUsed,
        order.status,
        order.outcome,
        order.outcome === 'won' ? nairaFromKobo(order.prizeKobo) : null,
        order.clientSeed,
        order.createdAt.toISOString(),
        order.settledAt?.toISOString() ?? null,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
