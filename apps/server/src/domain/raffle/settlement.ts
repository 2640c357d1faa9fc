import {
  DEFAULT_WINNINGS_TAX_BPS,
  drawOrder,
  formatNaira,
  RAFFLE_TYPE,
  type WinningsTaxBearer,
} from '@chancepay/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { compiledStatement, preparedQuery, queryPreparedRows, tableRow } from '../../db/rows';
import { orders, raffleCycles, users, type OrderStatus } from '../../db/schema';
import {
  PaymentGatewayError,
  type GatewayTransaction,
  type GatewayTransactionStatus,
  type PaymentGateway,
} from '../../providers/payments';
import { completeJobByKeyStatement } from '../jobs/queue';
import {
  insertNotificationsStatement,
  orderEvents,
  orderPaidEvents,
  type NotificationEvent,
} from '../notifications/record';
import {
  accountKeys,
  checkEntry,
  LedgerError,
  lockWallets,
  post,
  postingSteps,
  withLedgerErrors,
  type EntryInput,
  type LedgerTransaction,
} from '../ledger';
import { checkMoneyOut, postWithinCap, WalletLimitError } from '../wallet-limits';
import { budgetExhausted, endCycle, openNextCycles } from './cycles';
import { localized } from '../../i18n/localized';
import { RaffleError } from './errors';
import { orderMessages } from './orders.messages';
import { hasEnded, isSettled, type OrderRow } from './orders';
import { prizeEntry, prizeTax } from './prize-entry';
import { reconcileJobKind } from './reconcile-schedule';

/**
 * Settlement of a paid order, exactly once (DOMAIN.md "Settlement of a card payment"). The browser's
 * verify, the gateway's webhook and the reconciliation job all call verifyAndSettle; they may race.
 *
 *  1. Ask the gateway (never the browser or the webhook body) what happened, outside any transaction.
 *  2. In ONE transaction: lock the order row; if it is already settled, stop; else post the payment, draw,
 *     post the prize, update the cycle's budget (completing it and opening the next when it runs out),
 *     record the status, and mark the order's reconciliation job done.
 *     The common case, a paid card order that lost with nobody to notify, is the same steps in ONE statement
 *     (settleLostCardOrder): the order's row lock, then the payment and the final status only under it.
 *
 * The row lock makes the racers queue; the first settles, the others find it settled. The ledger's
 * idempotency keys (order:<id>:settle, order:<id>:prize, order:<id>:refund) are a second guard.
 */

export type SettlementTrigger = 'verify' | 'webhook' | 'job' | 'wallet' | 'staff';

export interface SettlementContext {
  db: Database;
  gateway: PaymentGateway;
  clock: () => Date;
  /**
   * Settlements running in this process, by order id: a verify that arrives while the webhook's
   * settlement of the same order is running waits for it instead of asking the gateway again. Only an
   * economy; across processes the order's row lock is what makes settlement happen once.
   */
  inFlight?: Map<string, Promise<SettleResult>>;
  /** Orders this process settled moments ago, answered without reading them again (see RecentlySettled). */
  recentlySettled?: RecentlySettled;
  /** Told each time a card order is settled by this process, with what settled it (for the metrics). */
  onSettled?: (trigger: SettlementTrigger) => void;
  /**
   * What the gateway says about an order paid by bank transfer to its one-time account (issue #22): the
   * money-in domain asks the gateway for the account's attempts and records them (domain/money-in). Without
   * it a transfer order stays waiting. Like `gateway.verify`, it throws PaymentGatewayError when the gateway
   * cannot be asked, which is never a verdict.
   */
  transferVerdict?: (order: OrderRow, now: Date) => Promise<Verdict>;
  /**
   * WINNINGS_TAX_BPS (DOMAIN.md "Winnings tax"), read at each settlement: a win is taxed at the rate of the
   * moment it settles, and the order keeps the rate it used. Absent: the statutory 5%.
   */
  winningsTaxBps?: number;
}

/**
 * Orders this process settled (or found settled) moments ago. The buyer's verify usually arrives just after
 * the webhook's settlement of the same order finished, and a settled order never changes again (isSettled:
 * nothing updates it after), so the answer is served from here instead of being read again. Only an economy,
 * like inFlight: another process, or a call after `ttlMs`, reads the database. Wall-clock time, not the
 * domain's clock (which tests stop); at most `capacity` orders, the oldest forgotten first.
 */
export class RecentlySettled {
  private readonly entries = new Map<
    string,
    { order: OrderRow; serverSeedHash: string | null; until: number }
  >();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly capacity = 5_000,
  ) {}

  get(orderId: string): { order: OrderRow; serverSeedHash: string | null } | undefined {
    const entry = this.entries.get(orderId);
    if (!entry) return undefined;
    if (entry.until > performance.now()) return entry;
    this.entries.delete(orderId);
    return undefined;
  }

  remember(result: Pick<SettleResult, 'order' | 'serverSeedHash'>): void {
    if (!isSettled(result.order)) return;
    this.entries.delete(result.order.id);
    this.entries.set(result.order.id, {
      order: result.order,
      serverSeedHash: result.serverSeedHash,
      until: performance.now() + this.ttlMs,
    });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** What the gateway's answer means for an order. */
export type Verdict =
  | { kind: 'paid'; amountKobo: number; gatewayStatus: GatewayTransactionStatus }
  | { kind: 'mismatch'; amountKobo: number; gatewayStatus: GatewayTransactionStatus }
  | {
      kind: 'failed';
      status: 'payment_failed' | 'closed';
      gatewayStatus: GatewayTransactionStatus;
      message: string;
    }
  | { kind: 'pending'; gatewayStatus: GatewayTransactionStatus | null; message: string };

export interface SettleResult {
  order: OrderRow;
  /** The published SHA-256 of the order's cycle seed, for the buyer's receipt. */
  serverSeedHash: string | null;
  /** True when this call changed the order (false: it was already settled, or is still pending). */
  settledNow: boolean;
  /** The gateway could not be asked (network, 5xx); the order is unchanged and will be retried. */
  gatewayUnavailable?: string;
  /** The gateway's answer for an order still waiting ('pending', 'not_found'): it was not paid (yet). */
  pendingAtGateway?: GatewayTransactionStatus | null;
}

export function verdictFromGateway(
  order: Pick<OrderRow, 'orderAmountKobo'>,
  transaction: GatewayTransaction,
): Verdict {
  switch (transaction.status) {
    case 'success': {
      if (transaction.amountKobo === null)
        return { kind: 'pending', gatewayStatus: 'success', message: 'The gateway gave no amount.' };
      // Squad reports NGN or USD; we only ever ask for NGN, so anything else waits for a person to look.
      if (transaction.currency !== null && transaction.currency.toUpperCase() !== 'NGN')
        return {
          kind: 'pending',
          gatewayStatus: 'success',
          message: `The gateway reports a ${transaction.currency} payment.`,
        };
      return transaction.amountKobo === order.orderAmountKobo
        ? { kind: 'paid', amountKobo: transaction.amountKobo, gatewayStatus: 'success' }
        : { kind: 'mismatch', amountKobo: transaction.amountKobo, gatewayStatus: 'success' };
    }
    case 'failed':
      return {
        kind: 'failed',
        status: 'payment_failed',
        gatewayStatus: 'failed',
        message: 'The payment was declined.',
      };
    case 'abandoned':
    case 'cancelled':
      // The emulator's "Cancel payment" and a checkout the buyer walked away from: the spec's `closed`.
      return {
        kind: 'failed',
        status: 'closed',
        gatewayStatus: transaction.status,
        message: 'Payment was cancelled.',
      };
    case 'pending':
    case 'not_found':
      return {
        kind: 'pending',
        gatewayStatus: transaction.status,
        message: 'The payment is not complete yet.',
      };
  }
}

/**
 * Asks the gateway about the order and settles it if the answer is final. `giveUp` (the job, after 24 h)
 * turns a still-pending answer into payment_failed.
 */
export async function verifyAndSettle(
  context: SettlementContext,
  orderId: string,
  trigger: SettlementTrigger,
  options: SettleOptions = {},
): Promise<SettleResult> {
  const recent = options.giveUp ? undefined : context.recentlySettled?.get(orderId);
  if (recent) return { order: recent.order, serverSeedHash: recent.serverSeedHash, settledNow: false };
  const running = context.inFlight?.get(orderId);
  if (running && !options.giveUp) return running;
  const settlement = askAndSettle(context, orderId, trigger, options).then((result) => {
    if (result.settledNow) context.onSettled?.(trigger);
    context.recentlySettled?.remember(result);
    return result;
  });
  if (!context.inFlight || options.giveUp) return settlement;
  const inFlight = context.inFlight;
  inFlight.set(orderId, settlement);
  try {
    return await settlement;
  } finally {
    if (inFlight.get(orderId) === settlement) inFlight.delete(orderId);
  }
}

export interface SettleOptions {
  /** The job, 24 hours after the order: a still-pending answer becomes payment_failed. */
  giveUp?: boolean;
  /**
   * The order as the caller just read it (the webhook's statement returns it), so it is not read again. Only
   * a shortcut to asking the gateway: what changes is decided under the order's row lock, as always.
   */
  known?: KnownOrder;
}

/** An order as read without its lock, with its cycle's seed (for the draw) and the seed's published hash. */
export interface KnownOrder {
  order: OrderRow;
  serverSeed: string | null;
  serverSeedHash: string | null;
}

async function askAndSettle(
  context: SettlementContext,
  orderId: string,
  trigger: SettlementTrigger,
  options: SettleOptions,
): Promise<SettleResult> {
  const found =
    options.known?.order.id === orderId ? options.known : await findOrderWithSeedHash(context.db, orderId);
  if (!found) throw new RaffleError('not_found', localized(orderMessages, 'orderNotFound'), 'reference');
  const { order, serverSeed, serverSeedHash } = found;
  if (isSettled(order)) return { order, serverSeedHash, settledNow: false };
  if (order.paymentMethodUsed === 'wallet') return settleWalletOrder(context, orderId);

  let verdict: Verdict;
  try {
    // An order paid by transfer is asked about through its one-time account, never the card checkout.
    if (order.paymentMethodUsed === 'transfer')
      verdict = context.transferVerdict
        ? await context.transferVerdict(order, context.clock())
        : { kind: 'pending', gatewayStatus: null, message: 'The transfer is not confirmed yet.' };
    else verdict = verdictFromGateway(order, await context.gateway.verify(orderId));
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // A gateway error or timeout is never a verdict, not even at the 24-hour give-up: ask again later.
    return { order, serverSeedHash, settledNow: false, gatewayUnavailable: error.message };
  }
  if (verdict.kind === 'pending' && !options.giveUp)
    return { order, serverSeedHash, settledNow: false, pendingAtGateway: verdict.gatewayStatus };
  // An ended order (declined, abandoned, given up) changes only when the gateway now says it was paid.
  if (hasEnded(order) && verdict.kind !== 'paid' && verdict.kind !== 'mismatch')
    return { order, serverSeedHash, settledNow: false };
  const now = context.clock();
  if (verdict.kind === 'paid' && order.status === 'verifying') {
    const settled = await settleLostCardOrder(
      context.db,
      order,
      serverSeed,
      verdict.amountKobo,
      trigger,
      now,
    );
    if (settled) return { order: settled, serverSeedHash, settledNow: true };
  }
  return applyVerdict(context.db, orderId, verdict, trigger, now, context.winningsTaxBps);
}

/**
 * Most paid card orders lose and notify nobody: those are settled by ONE statement, without the transaction's
 * round trips (begin, lock, post, final, commit). The draw is computed first from what never changes once
 * the order exists (its seq, client seed and terms, and its cycle's seed); then the statement locks the order
 * only if it is still a verifying card order, posts the payment only if it got that lock, and marks the
 * order final, its job done and its payment text recorded only if the entry went in. Null when it did not
 * settle the order: the draw won, a notification beside the payment's is due, someone else settled it first, or a ledger account does not exist yet; the
 * transaction path then decides again under the lock, as for every other verdict.
 */
export async function settleLostCardOrder(
  db: Database,
  order: OrderRow,
  serverSeed: string | null,
  paidKobo: number,
  trigger: SettlementTrigger,
  now: Date,
): Promise<OrderRow | null> {
  if (order.paymentMethodUsed !== 'card' || order.amountDueKobo !== null) return null;
  if (drawFor(order, serverSeed).won || orderEvents(order, false, now).length > 0) return null;
  const entry = checkEntry(paymentEntry(order, 'card', trigger));
  if (entry.postings.length !== 2) return null;
  const [row] = await withLedgerErrors(() =>
    queryPreparedRows<Record<string, unknown>>(
      db,
      'raffle_settle_lost_card_order',
      sql`
      with settling as materialized (
        select id from orders
        where id = ${order.id} and status = 'verifying' and payment_method_used = 'card'
        for update
      ),
      ${postingSteps(entry, sql`exists (select 1 from settling)`)},
      job_done as (
        ${completeJobByKeyStatement(reconcileJobKind, order.id, now)} and exists (select 1 from entry)
      ),
      notified as (
        ${insertNotificationsStatement(orderPaidEvents(order, now), now, sql`exists (select 1 from entry)`)}
      )
      update orders set ${finalOrderValues(now, {
        status: 'entry_processed',
        outcome: 'lost',
        paidAmountKobo: paidKobo,
        gatewayStatus: 'success',
        statusMessage: orderMessages.en.entryProcessed,
      })}
      where id = ${order.id} and exists (select 1 from entry)
      returning *`,
    ),
  );
  return row ? tableRow(orders, row) : null;
}

/** Step 2: everything that changes, in one transaction under the order's row lock. */
export async function applyVerdict(
  db: Database,
  orderId: string,
  verdict: Verdict,
  trigger: SettlementTrigger,
  now: Date,
  winningsTaxBps: number = DEFAULT_WINNINGS_TAX_BPS,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new RaffleError('not_found', localized(orderMessages, 'orderNotFound'), 'reference');
    const { order, serverSeed, serverSeedHash } = locked;
    const taxTerms = { rateBps: winningsTaxBps, bearer: locked.winningsTaxBearer };
    if (isSettled(order)) return { order, serverSeedHash, settledNow: false };

    let updated: OrderRow;
    if (hasEnded(order)) {
      // The buyer was told this order ended (declined, cancelled, or given up after 24 hours); the gateway now
      // says it was paid after all (DOMAIN.md Settlement step 6). The draw is over for it (its cycle's seed may
      // be public by now), so the paid amount goes to the buyer's wallet instead.
      if (verdict.kind !== 'paid' && verdict.kind !== 'mismatch')
        return { order, serverSeedHash, settledNow: false };
      updated = await refundToBuyer(tx, order, verdict.amountKobo, 'late', trigger, now, {
        status: 'amount_mismatch_wallet_updated',
        message: latePaymentMessage(verdict.amountKobo),
      });
    } else {
      switch (verdict.kind) {
        case 'paid':
          // 'card': the money is at the gateway, from a card charge or a transfer to the order's one-time
          // account (issue #22): either way it comes out of clearing:gateway, drawn the same.
          updated = await settlePaidOrder(
            tx,
            order,
            serverSeed,
            'card',
            verdict.amountKobo,
            trigger,
            now,
            taxTerms,
          );
          break;
        case 'mismatch':
          updated = await refundToBuyer(tx, order, verdict.amountKobo, 'refund', trigger, now, {
            status: 'amount_mismatch_wallet_updated',
            message: `Due to a payment discrepancy you could not join the raffle; ${formatNaira(verdict.amountKobo)} was credited to your wallet.`,
          });
          break;
        case 'failed':
          // Ended for the buyer, but only "success" is final at the gateway: the reconciliation job keeps
          // asking until 24 hours after creation, so its job stays pending.
          updated = await setOrderFinal(
            tx,
            order.id,
            now,
            { status: verdict.status, gatewayStatus: verdict.gatewayStatus, statusMessage: verdict.message },
            { keepJob: true },
          );
          break;
        case 'pending':
          updated =
            verdict.gatewayStatus === 'success'
              ? await holdForReview(tx, order.id, now, verdict.message)
              : await setOrderFinal(tx, order.id, now, {
                  status: 'payment_failed',
                  gatewayStatus: verdict.gatewayStatus,
                  statusMessage: orderMessages.en.notConfirmedIn24Hours,
                });
          break;
      }
    }
    return { order: updated, serverSeedHash, settledNow: true };
  });
}

export const IN_REVIEW_MESSAGE = orderMessages.en.inReview;

/**
 * A gateway "success" that cannot be credited (a non-NGN currency, no amount; money audit finding 15): the
 * money is at the gateway, so the order is not given up as an ordinary failure but held for a person, with
 * the reason, where the console's reconciliation and support screens show it. The buyer is told it is being
 * reviewed. Ended (nothing is drawn for it); a later NGN success still settles it as a late payment.
 */
async function holdForReview(tx: Executor, orderId: string, now: Date, reason: string): Promise<OrderRow> {
  await tx.update(orders).set({ reviewReason: reason }).where(eq(orders.id, orderId));
  return setOrderFinal(tx, orderId, now, {
    status: 'payment_failed',
    gatewayStatus: 'success',
    statusMessage: IN_REVIEW_MESSAGE,
  });
}

export function latePaymentMessage(amountKobo: number): string {
  return `Your payment arrived late, after this order had ended, so it could not join the raffle; ${formatNaira(amountKobo)} was credited to your wallet.`;
}

/**
 * The wallet a buyer's money goes to (DOMAIN.md "Anonymous buyers"): the customer's wallet when the order
 * was placed signed in or its phone belongs to a verified customer; the phone's wallet only while no
 * customer has verified that phone. The phone wallet is locked BEFORE the phone's owner is read: a
 * verification claims the phone wallet under the same lock after marking the phone verified, so either it
 * commits first and is seen here, or it waits for this credit and claims it. No money is stranded.
 */
async function buyerWallet(
  tx: LedgerTransaction,
  order: Pick<OrderRow, 'customerUserId' | 'customerPhone'>,
): Promise<string> {
  if (order.customerUserId) return accountKeys.customerWallet(order.customerUserId);
  const phoneWallet = accountKeys.phoneWallet(order.customerPhone);
  await lockWallets(tx, [phoneWallet]);
  const [owner] = await verifiedCustomerOfPhone(tx, { phone: order.customerPhone });
  return owner ? accountKeys.customerWallet(owner.id) : phoneWallet;
}

const verifiedCustomerOfPhone = preparedQuery('raffle_verified_customer_of_phone', (executor, name) =>
  executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phone, sql.placeholder('phone')),
        isNotNull(users.phoneVerifiedAt),
        eq(users.role, 'customer'),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** Where a winning order's prize goes (DOMAIN.md "Outcomes per product"). */
async function prizeRecipient(
  tx: LedgerTransaction,
  order: Pick<OrderRow, 'raffleTypeId' | 'vendorId' | 'amountDueKobo' | 'customerUserId' | 'customerPhone'>,
): Promise<string> {
  if (order.raffleTypeId === RAFFLE_TYPE.pay4Me && order.amountDueKobo === null && order.vendorId)
    return accountKeys.vendorWallet(order.vendorId);
  // Get Cash, On The House, and Scan2Pay4Me (the amount due comes back: the purchase was on the house).
  return buyerWallet(tx, order);
}

const lockOrderStatement = compiledStatement<
  Record<string, unknown> & {
    server_seed: string | null;
    server_seed_hash: string | null;
    type_winnings_tax_bearer: WinningsTaxBearer;
  }
>(
  'raffle_lock_order',
  sql`select orders.*, raffle_cycles.server_seed, raffle_cycles.server_seed_hash,
             raffle_types.winnings_tax_bearer as type_winnings_tax_bearer
      from orders join raffle_cycles on raffle_cycles.id = orders.raffle_cycle_id
      join raffle_types on raffle_types.id = orders.raffle_type_id
      where orders.id = ${sql.placeholder('id')}
      for update of orders`,
);

/**
 * The order's row lock, and in the same statement its cycle's seed and seed hash and who bears the winnings
 * tax on its product now (the template's choice at settlement, like the rate: no extra statement per order).
 */
async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await lockOrderStatement(tx, { id: orderId });
  if (!row) return null;
  return {
    order: tableRow(orders, row),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    winningsTaxBearer: row.type_winnings_tax_bearer,
  };
}

const orderWithSeedHash = compiledStatement<
  Record<string, unknown> & { server_seed: string | null; server_seed_hash: string | null }
>(
  'raffle_order_with_seed_hash',
  sql`select orders.*, raffle_cycles.server_seed, raffle_cycles.server_seed_hash
      from orders join raffle_cycles on raffle_cycles.id = orders.raffle_cycle_id
      where orders.id = ${sql.placeholder('id')}`,
);

/** The order, its cycle's published seed hash and its (secret) seed, in one read (no lock). */
export async function findOrderWithSeedHash(executor: Executor, orderId: string): Promise<KnownOrder | null> {
  const [row] = await orderWithSeedHash(executor, { id: orderId });
  return row
    ? { order: tableRow(orders, row), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash }
    : null;
}

function drawFor(order: OrderRow, serverSeed: string | null) {
  if (!serverSeed) throw new Error(`Cycle ${order.raffleCycleId} has no server seed`);
  return drawOrder({
    serverSeedHex: serverSeed,
    cycleId: order.raffleCycleId,
    orderSeq: order.orderSeq,
    clientSeedHex: order.clientSeed,
    tickets: order.ticketQuantity,
    ticketPriceKobo: order.ticketPriceKobo,
    payoutRatioBps: order.payoutRatioBps,
    prizeKobo: order.prizeKobo,
  });
}

/**
 * Payment in, draw, prize out. `source` is where the money came from: the gateway's clearing account for
 * a card, the buyer's wallet for a wallet payment (which may be refused for insufficient funds).
 */
async function settlePaidOrder(
  tx: LedgerTransaction,
  order: OrderRow,
  serverSeed: string | null,
  source: 'card' | 'wallet',
  paidKobo: number,
  trigger: SettlementTrigger,
  now: Date,
  taxTerms: { rateBps: number; bearer: WinningsTaxBearer },
): Promise<OrderRow> {
  const draw = drawFor(order, serverSeed);
  const vendorPaid = order.amountDueKobo !== null && order.vendorId !== null;
  const payer = paymentEntry(order, source, trigger).postings[0]!.account;
  const winner = draw.won ? await prizeRecipient(tx, order) : null;
  const wallets = new Set<string>();
  if (source === 'wallet') wallets.add(payer);
  if (vendorPaid) wallets.add(accountKeys.vendorWallet(order.vendorId!));
  if (winner) wallets.add(winner);
  const balances = await lockWallets(tx, [...wallets]);
  // Money out of a customer's wallet: within the tier's daily limit, judged under the wallet's lock. A
  // debit the balance cannot cover is refused for the balance first (by post, below).
  if (source === 'wallet' && (balances.get(payer) ?? 0) >= order.orderAmountKobo)
    await checkMoneyOut(tx, { userId: order.customerUserId!, amountKobo: order.orderAmountKobo, now });

  await post(tx, paymentEntry(order, source, trigger));

  // The tax is fixed now, with this moment's rate, and posted inside the prize's own entry (prize-entry.ts).
  const tax = draw.won ? prizeTax(order, taxTerms.rateBps, taxTerms.bearer) : null;
  // A prize is never refused for the balance cap: the part above it is held (domain/wallet-limits).
  if (tax) await postWithinCap(tx, prizeEntry(order, winner!, tax));

  const settled = await setOrderFinal(
    tx,
    order.id,
    now,
    {
      status: draw.won ? 'winner_selected' : 'entry_processed',
      outcome: draw.won ? 'won' : 'lost',
      paidAmountKobo: paidKobo,
      gatewayStatus: source === 'card' ? 'success' : null,
      statusMessage: draw.won ? orderMessages.en.won : orderMessages.en.entryProcessed,
      ...(tax
        ? { winningsTaxKobo: tax.taxKobo, winningsTaxBps: tax.rateBps, winningsTaxBearer: tax.bearer }
        : {}),
    },
    // Notifications (the payment; a win; a Scan2Pay4Me payment to the vendor) ride in the same statement.
    { notify: [...orderPaidEvents(order, now), ...orderEvents(order, draw.won, now)] },
  );
  // Last: the cycle row is also what order creation locks, so it is held for as short a time as possible.
  if (draw.won) await recordPrize(tx, order.raffleCycleId, order.prizeKobo, now);
  return settled;
}

/** Payment in: from the gateway's clearing account (card) or the buyer's wallet, to revenue and any vendor. */
function paymentEntry(order: OrderRow, source: 'card' | 'wallet', trigger: SettlementTrigger): EntryInput {
  const vendorPaid = order.amountDueKobo !== null && order.vendorId !== null;
  // A wallet payment is always a signed-in customer's: their own wallet, no lookup.
  const payer =
    source === 'card' ? accountKeys.gatewayClearing : accountKeys.customerWallet(order.customerUserId!);
  return {
    idempotencyKey: `order:${order.id}:settle`,
    kind: source === 'card' ? 'ticket_payment' : 'ticket_payment_wallet',
    causeType: 'order',
    causeId: order.id,
    metadata: { trigger, raffle_cycle_id: order.raffleCycleId, order_seq: order.orderSeq },
    postings: [
      { account: payer, amountKobo: -order.orderAmountKobo },
      { account: accountKeys.ticketRevenue, amountKobo: order.ticketAmountKobo },
      ...(vendorPaid
        ? [{ account: accountKeys.vendorWallet(order.vendorId!), amountKobo: order.amountDueKobo! }]
        : []),
    ],
  };
}

/** Adds a prize to the cycle's tally; when the budget can no longer cover a prize the cycle completes. */
async function recordPrize(tx: Executor, cycleId: number, prizeKobo: number, now: Date): Promise<void> {
  const [cycle] = await tx
    .update(raffleCycles)
    .set({
      prizesPaidKobo: sql`${raffleCycles.prizesPaidKobo} + ${prizeKobo}`,
      winnerCount: sql`${raffleCycles.winnerCount} + 1`,
    })
    .where(eq(raffleCycles.id, cycleId))
    .returning();
  if (cycle && cycle.status === 'open' && budgetExhausted(cycle)) {
    const types = await endCycle(tx, cycleId, 'completed', now);
    await openNextCycles(tx, types, now);
  }
}

async function refundToBuyer(
  tx: LedgerTransaction,
  order: OrderRow,
  paidKobo: number,
  keySuffix: 'refund' | 'late',
  trigger: SettlementTrigger,
  now: Date,
  result: { status: OrderStatus; message: string },
): Promise<OrderRow> {
  const wallet = await buyerWallet(tx, order);
  await lockWallets(tx, [wallet]);
  await postWithinCap(tx, {
    idempotencyKey: `order:${order.id}:${keySuffix}`,
    kind: 'ticket_payment_refund',
    causeType: 'order',
    causeId: order.id,
    metadata: { trigger, expected_kobo: order.orderAmountKobo, paid_kobo: paidKobo },
    postings: [
      { account: accountKeys.gatewayClearing, amountKobo: -paidKobo },
      { account: wallet, amountKobo: paidKobo },
    ],
  });
  return setOrderFinal(tx, order.id, now, {
    status: result.status,
    paidAmountKobo: paidKobo,
    gatewayStatus: 'success',
    statusMessage: result.message,
  });
}

/**
 * The order's final state, and its reconciliation job marked done in the same statement (nothing is left
 * for the job to do). Every settlement ends here, inside its transaction, after the ledger postings.
 * `keepJob`: the order ended without money (a decline, a cancel) but the job keeps asking the gateway until
 * 24 hours after creation, in case the buyer pays after all.
 * `notify`: notifications recorded by the same statement (a data-modifying CTE, no extra round trip).
 */
async function setOrderFinal(
  tx: Executor,
  orderId: string,
  now: Date,
  values: FinalOrderValues,
  options: { keepJob?: boolean; notify?: readonly NotificationEvent[] } = {},
): Promise<OrderRow> {
  const notify = options.notify ?? [];
  const steps = [
    ...(options.keepJob
      ? []
      : [sql`job_done as (${completeJobByKeyStatement(reconcileJobKind, orderId, now)})`]),
    // The events travel as one JSON parameter, so the text stays the same for any number of them.
    ...(notify.length > 0 ? [sql`notified as (${insertNotificationsStatement(notify, now)})`] : []),
  ];
  // One text per variant (prepared statements); an absent outcome or amount keeps the column's value.
  const name = `raffle_set_order_${options.keepJob ? 'ended' : 'final'}${notify.length > 0 ? '_notify' : ''}`;
  const [row] = await queryPreparedRows<Record<string, unknown>>(
    tx,
    name,
    sql`
    ${steps.length > 0 ? sql`with ${sql.join(steps, sql`, `)}` : sql``}
    update orders set ${finalOrderValues(now, values)}
    where id = ${orderId}
    returning *`,
  );
  return tableRow(orders, row!);
}

type FinalOrderValues = Pick<OrderRow, 'status' | 'gatewayStatus' | 'statusMessage'> &
  Partial<
    Pick<OrderRow, 'outcome' | 'paidAmountKobo' | 'winningsTaxKobo' | 'winningsTaxBps' | 'winningsTaxBearer'>
  >;

/** The SET list of an order's final state; an absent outcome or amount keeps the column's value. */
function finalOrderValues(now: Date, values: FinalOrderValues) {
  const at = now.toISOString();
  return sql`status = ${values.status},
      outcome = coalesce(${values.outcome ?? null}, outcome),
      paid_amount_kobo = coalesce(${values.paidAmountKobo ?? null}::bigint, paid_amount_kobo),
      winnings_tax_kobo = coalesce(${values.winningsTaxKobo ?? null}::bigint, winnings_tax_kobo),
      winnings_tax_bps = coalesce(${values.winningsTaxBps ?? null}::integer, winnings_tax_bps),
      winnings_tax_bearer = coalesce(${values.winningsTaxBearer ?? null}::text, winnings_tax_bearer),
      gateway_status = ${values.gatewayStatus},
      status_message = ${values.statusMessage},
      settled_at = ${at}, updated_at = ${at}`;
}

/**
 * A signed-in customer's wallet payment: same draw, no card. The order was created in its own short
 * transaction (taking the cycle's lock for its seq); this one locks the order, then wallets, then (on a
 * win) the cycle, the same order as card settlement, so the two never deadlock.
 */
export async function settleWalletOrder(context: SettlementContext, orderId: string): Promise<SettleResult> {
  const now = context.clock();
  return context.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new RaffleError('not_found', localized(orderMessages, 'orderNotFound'), 'reference');
    const { order, serverSeed, serverSeedHash } = locked;
    const taxTerms = {
      rateBps: context.winningsTaxBps ?? DEFAULT_WINNINGS_TAX_BPS,
      bearer: locked.winningsTaxBearer,
    };
    if (isSettled(order) || order.paymentMethodUsed !== 'wallet')
      return { order, serverSeedHash, settledNow: false };
    try {
      // A savepoint: a refused debit must not spoil the transaction that records the refusal.
      const settled = await tx.transaction((savepoint) =>
        settlePaidOrder(
          savepoint,
          order,
          serverSeed,
          'wallet',
          order.orderAmountKobo,
          'wallet',
          now,
          taxTerms,
        ),
      );
      return { order: settled, serverSeedHash, settledNow: true };
    } catch (error) {
      // The tier's daily limit, passed by debits that raced this one since the order was placed.
      const overLimit = error instanceof WalletLimitError;
      if (!overLimit && (!(error instanceof LedgerError) || error.code !== 'insufficient_funds')) throw error;
      const failed = await setOrderFinal(tx, order.id, now, {
        status: 'payment_failed',
        gatewayStatus: 'failed',
        statusMessage: overLimit ? error.message : orderMessages.en.walletNotEnoughForOrder,
      });
      return { order: failed, serverSeedHash, settledNow: true };
    }
  });
}
