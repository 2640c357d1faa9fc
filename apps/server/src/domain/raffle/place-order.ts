import {
  formatNaira,
  isClientSeedHex,
  MAX_TICKETS_PER_ORDER,
  MIN_TICKETS_PER_ORDER,
  RAFFLE_TYPE,
  randomClientSeedHex,
} from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPreparedRows, tableRow } from '../../db/rows';
import { orders, type PaymentMethod } from '../../db/schema';
import { placeOrderWithinPlayLimits } from '../responsible-play';
import { checkBuyerAge, checkWalletPayment } from './buyer-checks';
import { findCycle, type CycleView } from './cycle-views';
import { messagesFrom } from '../../i18n/localized';
import { RaffleError } from './errors';
import { orderMessages } from './orders.messages';
import { reconcileJobKind, reconcileSchedule } from './reconcile-schedule';
import { findVendorSummary } from './vendors';
import type { OrderRow } from './orders';

const say = messagesFrom(orderMessages);

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
  /** The spec's 18+ box; a customer with a verified record is judged by its date of birth instead. */
  ageConfirmed: boolean;
  /** The signed-in customer, when the order came through the signed-in proxy. */
  customerUserId: string | null;
  now: Date;
}

const ticketsOf = (count: number) => (count === 1 ? say('oneTicket') : say('manyTickets', { count }));

/**
 * Validates a purchase against the open cycle and records it with the next order_seq of that cycle. The
 * price comes from the cycle, never the client; the client's total is only checked against it.
 */
export async function createOrder(
  executor: Executor,
  input: CreateOrderInput,
): Promise<{ order: OrderRow; cycle: CycleView }> {
  await checkBuyerAge(executor, input);
  if (
    !Number.isSafeInteger(input.ticketQuantity) ||
    input.ticketQuantity < MIN_TICKETS_PER_ORDER ||
    input.ticketQuantity > MAX_TICKETS_PER_ORDER
  )
    throw new RaffleError('invalid', say('tickets'), 'ticket_quantity');
  if (input.paymentMethodUsed === 'wallet' && input.customerUserId === null)
    throw new RaffleError('invalid', say('walletNeedsSignIn'), 'payment_method_used');

  // The spec's client sends amount_due with every product: 0 there means "no vendor payment" (Get Cash,
  // Pay4Me), the same as null or absent. Only a positive amount makes a Scan2Pay4Me order.
  if (input.amountDueKobo === 0) input = { ...input, amountDueKobo: null };

  const cycle = await cycleForOrder(executor, input.raffleCycleId);
  if (!cycle) throw new RaffleError('invalid', say('cycleNotFound'), 'raffle_cycle_id');
  if (cycle.status !== 'open') throw new RaffleError('invalid', say('cycleNotOpen'), 'raffle_cycle_id');

  const offered = cycle.types.map((type) => type.id);
  const typeId = chooseType(input, offered);
  if (!offered.includes(typeId)) throw new RaffleError('invalid', say('productNotOffered'), 'raffle_type_id');
  if (!PURCHASABLE_TYPES.includes(typeId))
    throw new RaffleError('invalid', say('productNotOnSale'), 'raffle_type_id');

  const forVendor = typeId === RAFFLE_TYPE.pay4Me;
  if (forVendor && input.vendorId === null)
    throw new RaffleError('invalid', say('chooseVendor'), 'vendor_id');
  if (!forVendor && input.vendorId !== null)
    throw new RaffleError('invalid', say('vendorOnlyForPay4Me'), 'vendor_id');
  if (!forVendor && input.amountDueKobo !== null)
    throw new RaffleError('invalid', say('amountDueOnlyForVendor'), 'amount_due');
  if (input.amountDueKobo !== null) {
    // The spendable amount shown on the page is the open cycle's winnable_amount (DOMAIN.md).
    if (!Number.isSafeInteger(input.amountDueKobo) || input.amountDueKobo < 100)
      throw new RaffleError('invalid', say('amountDueMinimum'), 'amount_due');
    if (input.amountDueKobo > cycle.winnableAmountKobo)
      throw new RaffleError(
        'invalid',
        say('amountDueMaximum', { amount: formatNaira(cycle.winnableAmountKobo) }),
        'amount_due',
      );
  }
  if (input.vendorId !== null) {
    const vendor = await findVendorSummary(executor, input.vendorId);
    if (!vendor) throw new RaffleError('invalid', say('vendorNotFound'), 'vendor_id');
    // Suspended by staff (console): the server refuses, whatever page the buyer came from.
    if (vendor.suspended) throw new RaffleError('invalid', say('vendorSuspended'), 'vendor_id');
  }

  const ticketAmountKobo = input.ticketQuantity * cycle.ticketPriceKobo;
  const orderAmountKobo = ticketAmountKobo + (input.amountDueKobo ?? 0);
  if (input.orderAmountKobo !== orderAmountKobo) {
    const amounts = {
      amount: formatNaira(input.orderAmountKobo),
      tickets: ticketsOf(input.ticketQuantity),
      price: formatNaira(cycle.ticketPriceKobo),
      total: formatNaira(orderAmountKobo),
    };
    throw new RaffleError(
      'invalid',
      input.amountDueKobo === null
        ? say('orderAmountMismatch', amounts)
        : say('orderAmountMismatchWithDue', { ...amounts, due: formatNaira(input.amountDueKobo) }),
      'order_amount',
    );
  }
  if (input.clientSeedHex !== undefined && !isClientSeedHex(input.clientSeedHex))
    throw new RaffleError('invalid', 'The client seed must be 32 hex characters (16 bytes).', 'client_seed');
  if (input.paymentMethodUsed === 'wallet')
    await checkWalletPayment(executor, {
      customerUserId: input.customerUserId!,
      orderAmountKobo,
      now: input.now,
    });
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
    throw new RaffleError('invalid', say('cycleNotOpen'), 'raffle_cycle_id');
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
