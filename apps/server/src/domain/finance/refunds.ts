import { formatNaira } from '@chancepay/shared';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { approvalRequests, cardRefunds, orders } from '../../db/schema';
import { PaymentGatewayError } from '../../providers/payments';
import { gatewayClearing, post } from '../ledger';
import { FinanceError } from './errors';
import { findCharge, refundLookupWindow } from './refund-charge-lookup';
import type { RefundContext } from './refund-context';
import { refundableOrder, type RefundableOrder } from './refundable-order';

/**
 * Card refunds through the gateway (issue 16 §5), for orders a buyer disputes. The refund row is written
 * before the gateway is called, so a crash mid-call leaves a record that is checked, never sent again (a
 * refund call has no idempotency key: a second call could pay back twice). Money moves in the ledger only
 * when the gateway confirms: `clearing:gateway` (the money leaves the gateway's hands) against
 * `expense:refunds`, under the key `refund:<id>`.
 *
 * Refunds know their order (issue 20, money audit 2, 3, 5, 6, 7): what can be refunded is the payment less
 * what settlement already gave back to the buyer's wallet and less earlier refunds; won orders and orders
 * whose vendor was credited are refused; an order holds at most one refund that has not failed; a refund the
 * gateway does not confirm within REFUND_REVIEW_AFTER_MS goes to `review` for a four-eyes decision.
 */

export const refundExpense = 'expense:refunds';

/** How long a sent refund may stay unconfirmed before two finance members must decide it (money audit 6). */
export const REFUND_REVIEW_AFTER_MS = 3 * 24 * 60 * 60_000;

/** The approval action of a refund request (one pending per order) and of a review decision. */
export const REFUND_ACTION = 'order.refund';
export const REFUND_REVIEW_ACTION = 'order.refund_review';

export type CardRefund = typeof cardRefunds.$inferSelect;

export interface ApprovedRefund {
  /** The approval request's id: one refund per approved request. */
  refundId: string;
  orderId: string;
  /** Absent: everything that can still be refunded. */
  amountKobo?: number | undefined;
  reason: string;
  requestedBy: string;
  approvedBy: string;
}

/** Refuses a refund that could never be made, before anyone is asked to approve it. */
export async function checkRefund(
  db: Executor,
  input: { orderId: string; amountKobo?: number | undefined; reason: string },
  options: { lock?: boolean } = {},
): Promise<RefundableOrder> {
  const refundable = await refundableOrder(db, input.orderId, options);
  if (input.amountKobo !== undefined && (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0))
    throw new FinanceError('invalid', 'The amount must be more than zero.');
  if (input.amountKobo !== undefined && input.amountKobo > refundable.refundableKobo)
    throw new FinanceError(
      'invalid',
      refundable.refundableKobo < refundable.paidKobo
        ? `A refund cannot be more than ${formatNaira(refundable.refundableKobo)}, what is left of the payment after the wallet credit and earlier refunds.`
        : 'A refund cannot be more than the order paid.',
    );
  if (input.reason.trim().length < 5)
    throw new FinanceError('invalid', 'Give a reason of at least 5 characters.');
  return refundable;
}

/** What the approver reads: the amount, and what the order was (outcome, vendor, wallet credit). */
export function refundSummary(refundable: RefundableOrder, amountKobo: number): string {
  const { order } = refundable;
  const what = [
    order.outcome === 'lost' ? 'entered, lost' : `not entered (${order.status})`,
    order.amountDueKobo !== null ? 'vendor not credited' : 'no vendor',
    refundable.returnedToWalletKobo > 0
      ? `${formatNaira(refundable.returnedToWalletKobo)} already in the wallet`
      : 'nothing returned to the wallet',
  ].join('; ');
  return `Refund ${formatNaira(amountKobo)} of ${formatNaira(refundable.paidKobo)} paid to the card for order ${order.id} (${what})`;
}

/** Whether a request for this action on this record is still waiting for an approver (and has not lapsed). */
async function approvalWaiting(
  tx: Executor,
  request: { actionType: string; entityType?: string; entityId: string },
  now: Date,
): Promise<boolean> {
  const [pending] = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.actionType, request.actionType),
        request.entityType === undefined ? undefined : eq(approvalRequests.entityType, request.entityType),
        eq(approvalRequests.entityId, request.entityId),
        eq(approvalRequests.status, 'pending'),
        gt(approvalRequests.expiresAt, now),
      ),
    )
    .limit(1);
  return pending !== undefined;
}

/**
 * Refuses a second refund request for an order while one waits for approval (console review 3). The order
 * row is locked first, so two requests for one order made at the same moment are taken one at a time.
 */
export async function refuseSecondRefundRequest(tx: Executor, orderId: string, now: Date): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (await approvalWaiting(tx, { actionType: REFUND_ACTION, entityType: 'order', entityId: orderId }, now))
    throw new FinanceError(
      'conflict',
      'A refund of this order is already waiting for approval: approve or reject that request first.',
    );
}

/**
 * Records an approved refund (status `approved`, nothing sent yet) in the caller's transaction: the
 * approval's executor runs this, and the gateway is called only after that transaction commits
 * (`submitRefund`), never inside it.
 */
export async function recordApprovedRefund(
  executor: Executor,
  input: ApprovedRefund & { now: Date },
): Promise<CardRefund> {
  const [existing] = await executor.select().from(cardRefunds).where(eq(cardRefunds.id, input.refundId));
  if (existing) return existing;
  if (input.requestedBy === input.approvedBy)
    throw new FinanceError('invalid', 'A refund needs a second person to approve it.');
  // The order row is locked before the check, so of racing approvals the second sees the first's refund.
  const { paidKobo, refundableKobo } = await checkRefund(executor, input, { lock: true });
  const amountKobo = input.amountKobo ?? refundableKobo;
  const [refund] = await executor
    .insert(cardRefunds)
    .values({
      id: input.refundId,
      orderId: input.orderId,
      amountKobo,
      refundType: amountKobo < paidKobo ? 'Partial' : 'Full',
      reason: input.reason.trim(),
      status: 'approved',
      requestedBy: input.requestedBy,
      approvedBy: input.approvedBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (refund) return refund;
  // Either this approval's refund (written by a racing executor) or another live refund of the order.
  const [same] = await executor.select().from(cardRefunds).where(eq(cardRefunds.id, input.refundId));
  if (!same) throw new FinanceError('conflict', 'This order already has a refund.');
  return same;
}

async function findRefund(executor: Executor, refundId: string): Promise<CardRefund> {
  const [refund] = await executor.select().from(cardRefunds).where(eq(cardRefunds.id, refundId));
  if (!refund) throw new FinanceError('not_found', 'There is no refund with that id.');
  return refund;
}

/**
 * Sends an approved refund to the gateway. The row is claimed (approved -> pending) before the call, so of
 * two senders only one calls, and a crash after the call leaves a pending refund that is checked, not sent
 * again. A confirmed answer posts the entry at once; a pending or unknown one waits for `checkPendingRefund`.
 */
export async function submitRefund(context: RefundContext, refundId: string): Promise<CardRefund> {
  const refund = await findRefund(context.db, refundId);
  if (refund.status !== 'approved') return refund;
  let gatewayReference: string | null | undefined;
  try {
    gatewayReference = (await context.gateway.verify(refund.orderId)).gatewayReference;
  } catch (error) {
    // Nothing was sent: it stays approved and the job tries again.
    if (error instanceof PaymentGatewayError) return refund;
    throw error;
  }
  if (!gatewayReference) {
    await context.db
      .update(cardRefunds)
      .set({
        status: 'failed',
        gatewayMessage: 'The gateway has no reference for this payment.',
        updatedAt: context.clock(),
      })
      .where(and(eq(cardRefunds.id, refundId), eq(cardRefunds.status, 'approved')));
    return findRefund(context.db, refundId);
  }
  const [claimed] = await context.db
    .update(cardRefunds)
    .set({ status: 'pending', sentAt: context.clock(), updatedAt: context.clock() })
    .where(and(eq(cardRefunds.id, refundId), eq(cardRefunds.status, 'approved')))
    .returning();
  if (!claimed) return findRefund(context.db, refundId);

  const partial = claimed.refundType === 'Partial';
  const result = await context.gateway.refund({
    transactionReference: claimed.orderId,
    gatewayTransactionReference: gatewayReference,
    reason: claimed.reason,
    ...(partial ? { partialAmountKobo: claimed.amountKobo } : {}),
  });
  await context.db
    .update(cardRefunds)
    .set({
      gatewayRefundReference: result.refundReference,
      gatewayMessage: result.message,
      updatedAt: context.clock(),
    })
    .where(eq(cardRefunds.id, refundId));
  if (result.status === 'failed') return finishRefund(context, refundId, 'failed');
  if (result.status === 'confirmed') return finishRefund(context, refundId, 'confirmed');
  return checkPendingRefund(context, refundId);
}

/** Records and sends in one go (outside the approvals, e.g. tests and scripts). */
export async function sendApprovedRefund(context: RefundContext, input: ApprovedRefund): Promise<CardRefund> {
  const refund = await recordApprovedRefund(context.db, { ...input, now: context.clock() });
  return submitRefund(context, refund.id);
}

/**
 * Asks the gateway whether a pending (or in-review) refund went through: its listing marks the charge
 * `is_refund`. Until then nothing is sent again; a pending refund still unconfirmed REFUND_REVIEW_AFTER_MS
 * after it was sent goes to `review`, where two finance members decide it (money audit 6).
 */
export async function checkPendingRefund(context: RefundContext, refundId: string): Promise<CardRefund> {
  const [refund] = await context.db.select().from(cardRefunds).where(eq(cardRefunds.id, refundId));
  if (!refund) throw new FinanceError('not_found', 'There is no refund with that id.');
  if (refund.status !== 'pending' && refund.status !== 'review') return refund;
  const [order] = await context.db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  const now = context.clock();
  let charge;
  try {
    charge = await findCharge(
      context,
      refund.orderId,
      refundLookupWindow(order?.createdAt ?? refund.createdAt, now),
    );
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
  }
  if (charge?.isRefund) return finishRefund(context, refund.id, 'confirmed');
  return refund.status === 'pending' ? moveToReviewWhenOverdue(context, refund, now) : refund;
}

async function moveToReviewWhenOverdue(context: RefundContext, refund: CardRefund, now: Date) {
  const sentAt = refund.sentAt ?? refund.createdAt;
  if (now.getTime() - sentAt.getTime() < REFUND_REVIEW_AFTER_MS) return refund;
  const [moved] = await context.db
    .update(cardRefunds)
    .set({ status: 'review', updatedAt: now })
    .where(and(eq(cardRefunds.id, refund.id), eq(cardRefunds.status, 'pending')))
    .returning();
  return moved ?? findRefund(context.db, refund.id);
}

/** The final state, and on confirmation the ledger entry, in one transaction. */
async function finishRefund(context: RefundContext, refundId: string, status: 'confirmed' | 'failed') {
  return context.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, refundId)).for('update');
    if (!refund || (refund.status !== 'pending' && refund.status !== 'review')) return refund!;
    return settleRefund(tx, refund, status, context.clock());
  });
}

/**
 * Writes a refund's final state on a row the caller has locked. A confirmed refund posts its entry (once:
 * the key is the refund's) and is recorded on the order, where receipts, winners and reports see it.
 */
async function settleRefund(
  tx: Executor,
  refund: CardRefund,
  status: 'confirmed' | 'failed',
  now: Date,
  resolution?: { evidence: string; resolvedBy: string },
): Promise<CardRefund> {
  if (status === 'confirmed') {
    await post(tx, {
      idempotencyKey: `refund:${refund.id}`,
      kind: 'card_refund',
      causeType: 'card_refund',
      causeId: refund.id,
      metadata: { order_id: refund.orderId, reason: refund.reason, approved_by: refund.approvedBy },
      postings: [
        { account: gatewayClearing, amountKobo: refund.amountKobo },
        { account: refundExpense, amountKobo: -refund.amountKobo },
      ],
    });
    await tx
      .update(orders)
      .set({ refundedKobo: sql`${orders.refundedKobo} + ${refund.amountKobo}` })
      .where(eq(orders.id, refund.orderId));
  }
  const [finished] = await tx
    .update(cardRefunds)
    .set({
      status,
      updatedAt: now,
      ...(resolution ? { resolutionEvidence: resolution.evidence, resolvedBy: resolution.resolvedBy } : {}),
    })
    .where(eq(cardRefunds.id, refund.id))
    .returning();
  return finished!;
}

/** A refund in review, before anyone is asked to decide it; refuses a second pending decision. */
export async function checkRefundReview(tx: Executor, refundId: string, now: Date): Promise<CardRefund> {
  const [refund] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, refundId)).for('update');
  if (!refund) throw new FinanceError('not_found', 'There is no refund with that id.');
  if (refund.status !== 'review')
    throw new FinanceError(
      'conflict',
      `This refund is ${refund.status}: only a refund in review can be marked failed or confirmed.`,
    );
  if (await approvalWaiting(tx, { actionType: REFUND_REVIEW_ACTION, entityId: refundId }, now))
    throw new FinanceError(
      'conflict',
      'A decision on this refund is already waiting for approval: approve or reject that request first.',
    );
  return refund;
}

export interface RefundReviewDecision {
  refundId: string;
  outcome: 'failed' | 'confirmed';
  evidence: string;
  requestedBy: string;
  approvedBy: string;
  now: Date;
}

/**
 * Carries out an approved review decision in the approval's transaction. `failed`: no money left, and the
 * order may be refunded again; `confirmed`: the money left the gateway, and the entry is posted once.
 */
export async function resolveRefundReview(tx: Executor, input: RefundReviewDecision): Promise<CardRefund> {
  if (input.requestedBy === input.approvedBy)
    throw new FinanceError('invalid', 'A review decision needs a second person to approve it.');
  const [refund] = await tx
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.id, input.refundId))
    .for('update');
  if (!refund) throw new FinanceError('not_found', 'There is no refund with that id.');
  if (refund.status !== 'review')
    throw new FinanceError(
      'conflict',
      `This refund is ${refund.status} now: the decision no longer applies. Reject the request.`,
    );
  return settleRefund(tx, refund, input.outcome, input.now, {
    evidence: input.evidence.trim(),
    resolvedBy: input.approvedBy,
  });
}

/** The refunds screen: the newest first, optionally one status (e.g. `review`). */
export async function listRefunds(
  db: Executor,
  filter: { status?: CardRefund['status'] | undefined; limit: number },
) {
  return db
    .select()
    .from(cardRefunds)
    .where(filter.status ? eq(cardRefunds.status, filter.status) : undefined)
    .orderBy(sql`${cardRefunds.createdAt} desc`)
    .limit(filter.limit);
}

/**
 * For the job: approved refunds not sent yet are sent; pending and in-review ones are looked up again (a
 * refund in review the gateway now shows as refunded is confirmed without waiting for the decision).
 */
export async function checkPendingRefunds(context: RefundContext): Promise<number> {
  const open = await context.db
    .select({ id: cardRefunds.id, status: cardRefunds.status })
    .from(cardRefunds)
    .where(inArray(cardRefunds.status, ['approved', 'pending', 'review']));
  let confirmed = 0;
  for (const { id, status } of open) {
    const after =
      status === 'approved' ? await submitRefund(context, id) : await checkPendingRefund(context, id);
    if (after.status === 'confirmed') confirmed++;
  }
  return confirmed;
}
