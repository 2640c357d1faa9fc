import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cardRefunds, orders } from '../../db/schema';
import { PaymentGatewayError, type GatewayOperations, type PaymentGateway } from '../../providers/payments';
import { gatewayClearing, post } from '../ledger';
import { FinanceError } from './errors';

/**
 * Card refunds through the gateway (issue 16 §5), for orders a buyer disputes. The refund row is written
 * before the gateway is called, so a crash mid-call leaves a record that is checked, never sent again (a
 * refund call has no idempotency key: a second call could pay back twice). Money moves in the ledger only
 * when the gateway confirms: `clearing:gateway` (the money leaves the gateway's hands) against
 * `expense:refunds`, under the key `refund:<id>`.
 */

export const refundExpense = 'expense:refunds';

export type CardRefund = typeof cardRefunds.$inferSelect;

export interface RefundContext {
  db: Database;
  gateway: PaymentGateway & GatewayOperations;
  clock: () => Date;
}

export interface ApprovedRefund {
  /** The approval request's id: one refund per approved request. */
  refundId: string;
  orderId: string;
  /** Absent: everything the order paid. */
  amountKobo?: number | undefined;
  reason: string;
  requestedBy: string;
  approvedBy: string;
}

/** What an order paid by card, refusing orders that cannot be refunded. */
export async function refundableOrder(db: Executor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new FinanceError('not_found', 'There is no order with that id.');
  if (order.paymentMethodUsed !== 'card' || order.gatewayStatus !== 'success' || !order.paidAmountKobo)
    throw new FinanceError('invalid', 'Only an order paid by card can be refunded to the card.');
  const open = await db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .where(
      and(
        eq(cardRefunds.orderId, orderId),
        inArray(cardRefunds.status, ['approved', 'pending', 'confirmed']),
      ),
    );
  if (open.length > 0) throw new FinanceError('conflict', 'This order already has a refund.');
  return { order, paidKobo: order.paidAmountKobo };
}

/** Refuses a refund that could never be made, before anyone is asked to approve it. */
export async function checkRefund(
  db: Executor,
  input: { orderId: string; amountKobo?: number | undefined; reason: string },
) {
  const { paidKobo } = await refundableOrder(db, input.orderId);
  if (input.amountKobo !== undefined && (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0))
    throw new FinanceError('invalid', 'The amount must be more than zero.');
  if (input.amountKobo !== undefined && input.amountKobo > paidKobo)
    throw new FinanceError('invalid', 'A refund cannot be more than the order paid.');
  if (input.reason.trim().length < 5)
    throw new FinanceError('invalid', 'Give a reason of at least 5 characters.');
  return { paidKobo };
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
  const { paidKobo } = await checkRefund(executor, input);
  const amountKobo = input.amountKobo ?? paidKobo;
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
  return refund ?? (await findRefund(executor, input.refundId));
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
    .set({ status: 'pending', updatedAt: context.clock() })
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
 * Asks the gateway whether a pending refund went through: its listing marks the charge `is_refund`. Until
 * then the refund stays pending; nothing is sent again.
 */
export async function checkPendingRefund(context: RefundContext, refundId: string): Promise<CardRefund> {
  const [refund] = await context.db.select().from(cardRefunds).where(eq(cardRefunds.id, refundId));
  if (!refund) throw new FinanceError('not_found', 'There is no refund with that id.');
  if (refund.status !== 'pending') return refund;
  const [order] = await context.db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  const day = (order?.createdAt ?? refund.createdAt).toISOString().slice(0, 10);
  let rows;
  try {
    rows = await context.gateway.listTransactions({
      startDate: day,
      endDate: day,
      page: 1,
      perPage: 10,
      reference: refund.orderId,
    });
  } catch (error) {
    if (error instanceof PaymentGatewayError) return refund;
    throw error;
  }
  const charge = rows.find((row) => row.reference === refund.orderId);
  return charge?.isRefund ? finishRefund(context, refund.id, 'confirmed') : refund;
}

/** The final state, and on confirmation the ledger entry, in one transaction. */
async function finishRefund(context: RefundContext, refundId: string, status: 'confirmed' | 'failed') {
  return context.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, refundId)).for('update');
    if (!refund || refund.status !== 'pending') return refund!;
    if (status === 'confirmed')
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
    const [finished] = await tx
      .update(cardRefunds)
      .set({ status, updatedAt: context.clock() })
      .where(eq(cardRefunds.id, refund.id))
      .returning();
    return finished!;
  });
}

/** For the job: approved refunds not sent yet are sent; pending ones are checked again. */
export async function checkPendingRefunds(context: RefundContext): Promise<number> {
  const open = await context.db
    .select({ id: cardRefunds.id, status: cardRefunds.status })
    .from(cardRefunds)
    .where(inArray(cardRefunds.status, ['approved', 'pending']));
  let confirmed = 0;
  for (const { id, status } of open) {
    const after =
      status === 'approved' ? await submitRefund(context, id) : await checkPendingRefund(context, id);
    if (after.status === 'confirmed') confirmed++;
  }
  return confirmed;
}
