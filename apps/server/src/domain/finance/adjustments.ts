import { adjustmentHouseAccounts, adjustmentReasonCodes, formatNaira } from '@chancepay/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { jobs, orders, users, vendors } from '../../db/schema';
import { accountKeys, accountKindOf, LedgerError, type LedgerTransaction, type PostResult } from '../ledger';
import { postWithinCap } from '../wallet-limits';
import { hasEnded, isSettled, type OrderRow } from '../raffle/orders';
import { reconcileJobKind } from '../raffle/reconcile-schedule';
import { FinanceError } from './errors';

/**
 * Adjustments (DOMAIN.md "Staff and the console"; issue 16 §2): a correcting journal entry between one wallet
 * and one house account, with a reason code and a note. It is never an edit: the original entries stay and
 * this one is added. Posting happens only when a second staff member approves (the console's approvals run
 * `postAdjustment` as the executor); its idempotency key is the approval request's id, so an approval that is
 * executed twice posts once.
 */

/** The reason codes and house accounts are the API's (packages/shared `adjustmentRequestSchema`). */
export type AdjustmentReasonCode = (typeof adjustmentReasonCodes)[number];

export type AdjustmentDirection = 'credit' | 'debit';

/** Entry kinds, one per direction, so a statement can say which way the correction went. */
export const ADJUSTMENT_ENTRY_KINDS: Record<AdjustmentDirection, string> = {
  credit: 'adjustment_credit',
  debit: 'adjustment_debit',
};

export interface AdjustmentRequest {
  /** `wallet:customer:<id>`, `wallet:vendor:<id>` or `wallet:phone:<+234...>`. */
  walletAccount: string;
  houseAccount: string;
  /** credit: the wallet gains (e.g. goodwill); debit: the wallet gives back (e.g. a double credit). */
  direction: AdjustmentDirection;
  amountKobo: number;
  reasonCode: AdjustmentReasonCode;
  note: string;
  /**
   * The order this credit makes up for (money audit F6). Required for a missed_credit: the order is then
   * marked as settled by this adjustment, so a late gateway success cannot credit the buyer a second time.
   */
  orderId?: string | null;
}

/** What staff are told to do instead while an order can still settle by itself. */
export const ASK_GATEWAY_AGAIN_HINT =
  'Use “Ask the gateway again” on its reconciliation item (or wait for the order’s own check): settlement credits the buyer once.';

/** Refuses an adjustment that could never be posted, before anyone is asked to approve it. */
export function checkAdjustment(request: AdjustmentRequest): AdjustmentRequest {
  let walletKind: string;
  try {
    walletKind = accountKindOf(request.walletAccount);
  } catch {
    throw new FinanceError('invalid', 'Choose a customer, vendor or phone wallet.');
  }
  if (walletKind !== 'wallet')
    throw new FinanceError('invalid', 'Choose a customer, vendor or phone wallet.');
  if (!(adjustmentHouseAccounts as readonly string[]).includes(request.houseAccount))
    throw new FinanceError(
      'invalid',
      `The house account must be one of ${adjustmentHouseAccounts.join(', ')}.`,
    );
  if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0)
    throw new FinanceError('invalid', 'The amount must be more than zero.');
  if (!(adjustmentReasonCodes as readonly string[]).includes(request.reasonCode))
    throw new FinanceError('invalid', 'Choose a reason code.');
  const note = request.note.trim();
  if (note.length < 5 || note.length > 500)
    throw new FinanceError('invalid', 'Write a note of 5 to 500 characters saying why.');
  const orderId = request.orderId ?? null;
  if (request.reasonCode === 'missed_credit' && orderId === null)
    throw new FinanceError('invalid', 'A missed credit names the order it makes up for: give its order id.');
  if (orderId !== null && request.direction !== 'credit')
    throw new FinanceError(
      'invalid',
      'Only a credit can make up for an order; leave the order out of a debit.',
    );
  return { ...request, note, orderId };
}

/** Who a wallet belongs to, for the approver's summary (money audit F7). */
export interface WalletOwner {
  walletAccount: string;
  /** The customer's username, the vendor's business name, or the phone number. */
  name: string;
}

const WALLET_KEY = /^wallet:(customer|vendor|phone):(.+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner of an adjustment's wallet, or a 'not_found' refusal: money must never park in a wallet nobody
 * owns (money audit F7). A customer wallet needs a user with the customer role, a vendor wallet an existing
 * vendor, and a phone wallet a phone that placed an order and that no verified customer holds (once verified,
 * the phone's money belongs in that customer's wallet).
 */
export async function adjustmentWalletOwner(executor: Executor, walletAccount: string): Promise<WalletOwner> {
  const [, kind, id] = WALLET_KEY.exec(walletAccount) ?? [];
  if (kind === 'customer' && UUID.test(id!)) {
    const [customer] = await executor
      .select({ username: users.username })
      .from(users)
      .where(and(eq(users.id, id!), eq(users.role, 'customer')));
    if (customer) return { walletAccount, name: customer.username };
    throw new FinanceError('not_found', 'There is no customer with that id.');
  }
  if (kind === 'vendor' && UUID.test(id!)) {
    const [vendor] = await executor
      .select({ businessName: vendors.businessName })
      .from(vendors)
      .where(eq(vendors.id, id!));
    if (vendor) return { walletAccount, name: vendor.businessName };
    throw new FinanceError('not_found', 'There is no vendor with that id.');
  }
  if (kind === 'phone') {
    const [holder] = await executor
      .select({ username: users.username })
      .from(users)
      .where(and(eq(users.phone, id!), isNotNull(users.phoneVerifiedAt), eq(users.role, 'customer')));
    if (holder)
      throw new FinanceError(
        'invalid',
        `The phone ${id} belongs to the customer ${holder.username}: adjust their wallet by username instead.`,
      );
    const [order] = await executor
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerPhone, id!))
      .limit(1);
    if (order) return { walletAccount, name: `phone ${id}` };
    throw new FinanceError('not_found', `No order was ever placed with the phone ${id}.`);
  }
  throw new FinanceError('invalid', 'Choose a customer, vendor or phone wallet.');
}

/**
 * The order a compensating credit names, when it may be made up for: a card order that ended without money
 * (declined, cancelled, given up), whose buyer the wallet is, and that can no longer settle by itself (money
 * audit F6). "Can still settle" means: it is still verifying, or its reconciliation job is still asking the
 * gateway, or the gateway already said success (settlement, or a person's review, deals with it). The caller
 * asks the gateway too before anyone is asked to approve; `lock` takes the order's row lock (the approval's
 * transaction), the same lock settlement takes, so the two cannot both credit it.
 */
export async function orderToCompensate(
  executor: Executor,
  input: { orderId: string; walletAccount: string; lock?: boolean },
): Promise<OrderRow> {
  const select = executor.select().from(orders).where(eq(orders.id, input.orderId));
  const [order] = input.lock ? await select.for('update') : await select;
  if (!order) throw new FinanceError('not_found', 'There is no order with that id.');
  if (order.compensatedByAdjustmentId !== null)
    throw new FinanceError('conflict', 'An adjustment already made up for this order.');
  if (isSettled(order))
    throw new FinanceError(
      'conflict',
      `This order is settled (${order.status}): its payment is already in the ledger, so there is no missed credit.`,
    );
  if (order.reviewReason !== null)
    throw new FinanceError(
      'conflict',
      `This order is waiting for review (${order.reviewReason}): refund the card payment instead of crediting the wallet.`,
    );
  if (!hasEnded(order) || order.gatewayStatus === 'success')
    throw new FinanceError('conflict', `This order can still settle by itself. ${ASK_GATEWAY_AGAIN_HINT}`);
  const [job] = await executor
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.kind, reconcileJobKind), eq(jobs.key, order.id), eq(jobs.status, 'pending')));
  if (job)
    throw new FinanceError(
      'conflict',
      `This order is still being checked with the gateway and can still settle. ${ASK_GATEWAY_AGAIN_HINT}`,
    );
  if (!(await buyerWallets(executor, order)).includes(input.walletAccount))
    throw new FinanceError('invalid', 'This order was not placed by the owner of this wallet.');
  return order;
}

/** The wallets an order's buyer may hold: the customer's, or the phone's and its verified customer's. */
async function buyerWallets(executor: Executor, order: OrderRow): Promise<string[]> {
  if (order.customerUserId) return [accountKeys.customerWallet(order.customerUserId)];
  const holders = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.phone, order.customerPhone), isNotNull(users.phoneVerifiedAt), eq(users.role, 'customer')),
    );
  return [
    accountKeys.phoneWallet(order.customerPhone),
    ...holders.map((holder) => accountKeys.customerWallet(holder.id)),
  ];
}

/** The wallet a console form names: a customer, a vendor or a phone number. */
export function adjustmentWallet(target: { customerId: string } | { vendorId: string } | { phone: string }) {
  if ('customerId' in target) return accountKeys.customerWallet(target.customerId);
  if ('vendorId' in target) return accountKeys.vendorWallet(target.vendorId);
  return accountKeys.phoneWallet(target.phone);
}

export interface ApprovedAdjustment extends AdjustmentRequest {
  /** The approval request's id: one adjustment per approved request. */
  adjustmentId: string;
  requestedBy: string;
  approvedBy: string;
}

/**
 * Posts an approved adjustment. A debit that would take the wallet below zero is refused by the ledger
 * ('insufficient_funds'), as any other movement would be.
 */
export async function postAdjustment(
  executor: Executor,
  adjustment: ApprovedAdjustment,
): Promise<PostResult> {
  const checked = checkAdjustment(adjustment);
  if (adjustment.requestedBy === adjustment.approvedBy)
    throw new FinanceError('invalid', 'An adjustment needs a second person to approve it.');
  return inOwnTransaction(executor, async (tx) => {
    await adjustmentWalletOwner(tx, checked.walletAccount);
    const orderId = checked.orderId ?? null;
    // Replayed approvals post once (the ledger's key); only the first marks the order.
    if (orderId !== null && !(await alreadyCompensatedBy(tx, orderId, adjustment.adjustmentId)))
      await orderToCompensate(tx, { orderId, walletAccount: checked.walletAccount, lock: true });
    const posted = await postAdjustmentEntry(tx, adjustment.adjustmentId, checked, adjustment);
    if (orderId !== null)
      await markOrderCompensated(tx, orderId, adjustment.adjustmentId, checked.amountKobo);
    return posted;
  });
}

function inOwnTransaction<Result>(
  executor: Executor,
  work: (tx: Executor) => Promise<Result>,
): Promise<Result> {
  return is(executor, PgTransaction) ? work(executor) : (executor as Database).transaction(work);
}

async function alreadyCompensatedBy(tx: Executor, orderId: string, adjustmentId: string): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.compensatedByAdjustmentId, adjustmentId)));
  return order !== undefined;
}

/**
 * The order is settled by the adjustment: the buyer was credited, so settlement (which stops at a settled
 * order, under the same row lock) never credits it again, whatever the gateway says later.
 */
async function markOrderCompensated(tx: Executor, orderId: string, adjustmentId: string, amountKobo: number) {
  await tx
    .update(orders)
    .set({
      status: 'amount_mismatch_wallet_updated',
      compensatedByAdjustmentId: adjustmentId,
      statusMessage: `${formatNaira(amountKobo)} was credited to your wallet by a correction for this order.`,
      settledAt: sql`coalesce(${orders.settledAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), sql`${orders.compensatedByAdjustmentId} is null`));
}

async function postAdjustmentEntry(
  executor: Executor,
  adjustmentId: string,
  checked: AdjustmentRequest,
  people: { requestedBy: string; approvedBy: string },
): Promise<PostResult> {
  const signed = checked.direction === 'credit' ? checked.amountKobo : -checked.amountKobo;
  const adjustment = { adjustmentId, ...people };
  try {
    // A credit above the customer's tier cap is held, never refused (DOMAIN.md "Identity and wallet tiers").
    const { entryId, replayed } = await postWithinCap(executor as LedgerTransaction, {
      idempotencyKey: `adjustment:${adjustment.adjustmentId}`,
      kind: ADJUSTMENT_ENTRY_KINDS[checked.direction],
      causeType: 'adjustment',
      causeId: adjustment.adjustmentId,
      metadata: {
        reason_code: checked.reasonCode,
        note: checked.note,
        requested_by: adjustment.requestedBy,
        approved_by: adjustment.approvedBy,
        ...(checked.orderId ? { order_id: checked.orderId } : {}),
      },
      postings: [
        { account: checked.walletAccount, amountKobo: signed },
        { account: checked.houseAccount, amountKobo: -signed },
      ],
    });
    return { entryId, replayed };
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      throw new FinanceError('insufficient_funds', 'The wallet holds less than this debit.');
    if (error instanceof LedgerError && error.code === 'idempotency_conflict')
      throw new FinanceError('conflict', 'This adjustment was already posted with other amounts.');
    throw error;
  }
}
