import {
  formatNaira,
  isClientSeedHex,
  MAX_TICKETS_PER_ORDER,
  MIN_TICKETS_PER_ORDER,
  RAFFLE_TYPE,
  randomClientSeedHex,
} from '@chancepay/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery, queryPreparedRows, tableRow } from '../../db/rows';
import { orders, type OrderStatus, type PaymentMethod } from '../../db/schema';
import { accountKeys, balanceOf } from '../ledger';
import { placeOrderWithinPlayLimits } from '../responsible-play';
import { findCycle, type CycleView } from './cycles';
import { RaffleError } from './errors';
import { reconcileJobKind, reconcileSchedule } from './reconcile-schedule';
import { findVendorSummary } from './vendors';

export type OrderRow = typeof orders.$inferSelect;

/** Statuses after which an order never changes again (see isSettled for the one exception). */
export const finalOrderStatuses: readonly OrderStatus[] = [
  'winner_selected',
  'entry_processed',
  'amount_mismatch_wallet_updated',
  'payment_failed',
  'closed',
];

/**
 * True when nothing can change the order any more. The one exception: an order we gave up on after 24 h
 * without the gateway ever saying "failed" may still be reported paid later; that money is then returned
 * to the buyer's wallet (settlement.ts), so such an order stays open to a late "success".
 */
export function isSettled(order: Pick<OrderRow, 'status' | 'gatewayStatus'>): boolean {
  if (order.status === 'verifying') return false;
  if (
    order.status === 'payment_failed' &&
    !['failed', 'abandoned', 'cancelled'].includes(order.gatewayStatus ?? '')
  )
    return false;
  return true;
}

/** Products that can be bought today; 4-7 are announced but have no page (spec: /coming-soon). */
const PURCHASABLE_TYPES: readonly number[] = [
  RAFFLE_TYPE.getCash,
  RAFFLE_TYPE.pay4Me,
  RAFFLE_TYPE.onTheHouse,
];

export interface CreateOrderInput {
  raffleCycleId: number;
  /** Optional in the spec's order request: inferred from the cycle and the vendor when absent. */
  raffleTypeId?: number | undefined;
  /** E.164, already normalised. */
  customerPhone: string;
  customerEmail: string | null;
  ticketQuantity: number;
  /** What the client computed; must equal the server's own computation. */
  orderAmountKobo: number;
  amountDueKobo: number | null;
  vendorId: string | null;
  purchasePlatform: string;
  paymentMethodUsed: PaymentMethod;
  clientSeedHex?: string | undefined;
  ageConfirmed: boolean;
  /** The signed-in customer, when the order came through the signed-in proxy. */
  customerUserId: string | null;
  now: Date;
}

const CYCLE_NOT_OPEN = 'This raffle cycle is no longer open. Refresh the page to see the current one.';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Validates a purchase against the open cycle and records it with the next order_seq of that cycle. The
 * price comes from the cycle, never the client; the client's total is only checked against it.
 */
export async function createOrder(
  executor: Executor,
  input: CreateOrderInput,
): Promise<{ order: OrderRow; cycle: CycleView }> {
  if (!input.ageConfirmed)
    throw new RaffleError(
      'invalid',
      'Please confirm that you are 18 years or older to take part.',
      'age_confirmed',
    );
  if (
    !Number.isSafeInteger(input.ticketQuantity) ||
    input.ticketQuantity < MIN_TICKETS_PER_ORDER ||
    input.ticketQuantity > MAX_TICKETS_PER_ORDER
  )
    throw new RaffleError('invalid', 'Enter the number of tickets, from 1 to 100.', 'ticket_quantity');
  if (input.paymentMethodUsed === 'wallet' && input.customerUserId === null)
    throw new RaffleError(
      'invalid',
      'Sign in to pay from your wallet, or pay by card.',
      'payment_method_used',
    );

  const cycle = await cycleForOrder(executor, input.raffleCycleId);
  if (!cycle) throw new RaffleError('invalid', 'Raffle cycle not found.', 'raffle_cycle_id');
  if (cycle.status !== 'open') throw new RaffleError('invalid', CYCLE_NOT_OPEN, 'raffle_cycle_id');

  const offered = cycle.types.map((type) => type.id);
  const typeId = chooseType(input, offered);
  if (!offered.includes(typeId))
    throw new RaffleError('invalid', 'This raffle cycle does not offer that product.', 'raffle_type_id');
  if (!PURCHASABLE_TYPES.includes(typeId))
    throw new RaffleError('invalid', 'This product is not on sale yet.', 'raffle_type_id');

  const forVendor = typeId === RAFFLE_TYPE.pay4Me;
  if (forVendor && input.vendorId === null)
    throw new RaffleError('invalid', 'Please select a registered vendor.', 'vendor_id');
  if (!forVendor && input.vendorId !== null)
    throw new RaffleError('invalid', 'A vendor can only be chosen for Pay4Me.', 'vendor_id');
  if (!forVendor && input.amountDueKobo !== null)
    throw new RaffleError(
      'invalid',
      'An amount due is only for paying a vendor (Scan2Pay4Me).',
      'amount_due',
    );
  if (input.amountDueKobo !== null) {
    // The spendable amount shown on the page is the open cycle's winnable_amount (DOMAIN.md).
    if (!Number.isSafeInteger(input.amountDueKobo) || input.amountDueKobo < 100)
      throw new RaffleError('invalid', 'The amount due must be at least ₦1.00.', 'amount_due');
    if (input.amountDueKobo > cycle.winnableAmountKobo)
      throw new RaffleError(
        'invalid',
        `The amount due can be at most ${formatNaira(cycle.winnableAmountKobo)}, the spendable amount.`,
        'amount_due',
      );
  }
  if (input.vendorId !== null && !(await findVendorSummary(executor, input.vendorId)))
    throw new RaffleError('invalid', 'Vendor not found. Please select a registered vendor.', 'vendor_id');

  const ticketAmountKobo = input.ticketQuantity * cycle.ticketPriceKobo;
  const orderAmountKobo = ticketAmountKobo + (input.amountDueKobo ?? 0);
  if (input.orderAmountKobo !== orderAmountKobo) {
    const due = input.amountDueKobo === null ? '' : ` plus ${formatNaira(input.amountDueKobo)} due`;
    throw new RaffleError(
      'invalid',
      `The order amount ${formatNaira(input.orderAmountKobo)} does not match ${plural(input.ticketQuantity, 'ticket')} at ${formatNaira(cycle.ticketPriceKobo)}${due}, which is ${formatNaira(orderAmountKobo)}. Refresh the page to see the current price.`,
      'order_amount',
    );
  }
  if (input.clientSeedHex !== undefined && !isClientSeedHex(input.clientSeedHex))
    throw new RaffleError('invalid', 'The client seed must be 32 hex characters (16 bytes).', 'client_seed');
  if (input.paymentMethodUsed === 'wallet') {
    // Checked again under the wallet's lock at settlement; this spares the buyer an order that must fail.
    const balance = await balanceOf(executor, accountKeys.customerWallet(input.customerUserId!));
    if (balance < orderAmountKobo)
      throw new RaffleError(
        'invalid',
        `Your wallet balance (${formatNaira(balance)}) is not enough for this order (${formatNaira(orderAmountKobo)}). Pay by card instead.`,
        'payment_method_used',
      );
  }
  const clientSeed = (input.clientSeedHex ?? randomClientSeedHex()).toLowerCase();
  const prizeKobo = input.amountDueKobo ?? cycle.winnableAmountKobo;

  // One statement: take the next seq under the cycle row's lock, insert the order and its reconciliation
  // job, commit. The hot row is locked only while the server runs this statement (no client round trip
  // in between), so sequences are gapless and unique and concurrent buyers do not queue behind a slow
  // client. The job is enqueued with the order, so a crash can never leave a paid order nobody looks at.
  const id = crypto.randomUUID();
  const now = input.now.toISOString();
  // Responsible play (DOMAIN.md): the statement places the order only when the buyer has no spend limit or
  // self-exclusion (gate.condition); for a buyer who has, it runs again under their limits (play-limits).
  const inserted = await placeOrderWithinPlayLimits(
    executor,
    { ...input, ticketAmountKobo },
    (placer, gate) =>
      queryPreparedRows<Record<string, unknown>>(
        placer,
        `raffle_create_order${gate.nameSuffix}`,
        sql`
    with taken as (
      update raffle_cycles set last_order_seq = last_order_seq + 1
      where id = ${cycle.id} and status = 'open' and ${gate.condition}
      returning id, last_order_seq, ticket_price_kobo, payout_ratio_bps
    ), placed as (
      insert into orders (
        id, raffle_cycle_id, raffle_type_id, order_seq, client_seed, customer_phone, customer_email,
        customer_user_id, vendor_id, ticket_quantity, ticket_price_kobo, ticket_amount_kobo, amount_due_kobo,
        order_amount_kobo, prize_kobo, payout_ratio_bps, purchase_platform, payment_method_used,
        age_confirmed_at, status, created_at, updated_at)
      select ${id}, taken.id, ${typeId}, taken.last_order_seq, ${clientSeed}, ${input.customerPhone},
        ${input.customerEmail}, ${input.customerUserId}, ${input.vendorId}, ${input.ticketQuantity},
        taken.ticket_price_kobo, ${ticketAmountKobo}, ${input.amountDueKobo}, ${orderAmountKobo}, ${prizeKobo},
        taken.payout_ratio_bps, ${input.purchasePlatform}, ${input.paymentMethodUsed}, ${now}, 'verifying',
        ${now}, ${now}
      from taken
      returning *
    ), queued as (
      insert into jobs (kind, key, payload, status, run_at, attempts, created_at, updated_at)
      select ${reconcileJobKind}, placed.id::text, '{}'::jsonb, 'pending',
        ${reconcileSchedule.firstCheckAt(input.now).toISOString()}, 0, ${now}, ${now}
      from placed
      on conflict (kind, key) do nothing
    )
    select * from placed`,
      ),
  );
  const [placed] = inserted;
  if (placed === undefined) {
    openCycleMemory.get(executor)?.delete(cycle.id);
    throw new RaffleError('invalid', CYCLE_NOT_OPEN, 'raffle_cycle_id');
  }
  return { order: tableRow(orders, placed), cycle };
}

/**
 * Open cycles' terms, remembered for a moment per database: every order reads them, and they never change
 * once a cycle is open (price, prize, odds, products, seed hash). Only an open cycle is remembered, and
 * whether it is still open is checked again by the statement that takes the order's seq, so a cycle that
 * closes in the meantime refuses the order all the same. A cache, so it keeps wall-clock time, not the
 * domain's clock (which tests stop).
 */
const openCycleMemory = new WeakMap<Executor, Map<number, { cycle: CycleView; until: number }>>();
const OPEN_CYCLE_MEMORY_MS = 2_000;

async function cycleForOrder(executor: Executor, cycleId: number): Promise<CycleView | null> {
  let memory = openCycleMemory.get(executor);
  const remembered = memory?.get(cycleId);
  if (remembered && remembered.until > performance.now()) return remembered.cycle;
  const cycle = await findCycle(executor, cycleId);
  if (cycle?.status === 'open') {
    if (!memory) openCycleMemory.set(executor, (memory = new Map()));
    // Bounded: a handful of cycles are open at once; expired entries are replaced as they are read.
    if (memory.size > 100) memory.clear();
    memory.set(cycleId, { cycle, until: performance.now() + OPEN_CYCLE_MEMORY_MS });
  }
  return cycle;
}

function chooseType(input: CreateOrderInput, offered: number[]): number {
  if (input.raffleTypeId !== undefined) return input.raffleTypeId;
  if (input.vendorId !== null || input.amountDueKobo !== null) return RAFFLE_TYPE.pay4Me;
  const forBuyer = offered.filter((id) => id !== RAFFLE_TYPE.pay4Me);
  if (forBuyer.length === 1) return forBuyer[0]!;
  if (offered.length === 1) return offered[0]!;
  throw new RaffleError('invalid', 'Choose which product you are buying (raffle_type_id).', 'raffle_type_id');
}

const selectOrder = preparedQuery('raffle_find_order', (executor, name) =>
  executor
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(name),
);

export async function findOrder(executor: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await selectOrder(executor, { id: orderId });
  return row ?? null;
}

const claimCheckoutStatement = preparedQuery('raffle_claim_checkout', (executor, name) =>
  executor
    .update(orders)
    .set({
      checkoutStartedAt: sql`${sql.placeholder('now')}::timestamptz`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(orders.id, sql.placeholder('id')),
        sql`${orders.checkoutStartedAt} is null`,
        eq(orders.status, 'verifying'),
        eq(orders.paymentMethodUsed, 'card'),
        eq(orders.orderAmountKobo, sql.placeholder('amount')),
      ),
    )
    .returning()
    .prepare(name),
);

/**
 * Claims the order's checkout (once), in one statement when all is well: only a card order still awaiting
 * payment, for exactly its amount, whose checkout nobody has started. Otherwise the order as it is, so the
 * caller can say why (not found, a wallet order, finished, another amount, or already started).
 */
export async function claimCheckout(
  executor: Executor,
  orderId: string,
  amountKobo: number,
  now: Date,
): Promise<{ claimed: true; order: OrderRow } | { claimed: false; order: OrderRow | null }> {
  const [claimed] = await claimCheckoutStatement(executor, {
    id: orderId,
    amount: amountKobo,
    now: now.toISOString(),
  });
  if (claimed) return { claimed: true, order: claimed };
  return { claimed: false, order: await findOrder(executor, orderId) };
}

const recordCheckoutUrl = preparedQuery('raffle_record_checkout', (executor, name) =>
  executor
    .update(orders)
    .set({
      checkoutUrl: sql`${sql.placeholder('url')}`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(name),
);

/** The hosted checkout's URL once the gateway gave it; null releases the claim so a later attempt can retry. */
export async function recordCheckout(
  executor: Executor,
  orderId: string,
  checkoutUrl: string | null,
  now: Date,
): Promise<void> {
  if (checkoutUrl !== null) {
    await recordCheckoutUrl(executor, { id: orderId, url: checkoutUrl, now: now.toISOString() });
    return;
  }
  await executor
    .update(orders)
    .set({ checkoutStartedAt: null, updatedAt: now })
    .where(eq(orders.id, orderId));
}
