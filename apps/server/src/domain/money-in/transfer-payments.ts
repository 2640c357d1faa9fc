import { PLACEHOLDER_EMAIL_DOMAIN } from '@chancepay/shared';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { inboundCredits, transferPaymentAccounts, type InboundCreditReporter } from '../../db/schema';
import { PaymentGatewayError } from '../../providers/payments';
import type { DynamicAttempt } from '../../providers/virtual-accounts';
import { claimTransferCheckout, recordCheckout } from '../raffle/checkout-claims';
import { findOrder, hasEnded, type OrderRow } from '../raffle/orders';
import { verifyAndSettle } from '../raffle/settlement';
import type { Verdict } from '../raffle/verdict';
import { storedStatusMessage } from '../raffle/status-messages';
import type { MoneyInContext } from './context';
import { messagesFrom, type LocalizedMessage, type MessageText } from '../../i18n/localized';
import { MoneyInError } from './errors';
import {
  lateAttemptMessage,
  mismatchAttemptMessage,
  TRANSFER_EXPIRED_MESSAGE,
  TRANSFER_WAITING_MESSAGE,
  waitingMessage,
} from './messages';
import { moneyInMessages } from './money-in.messages';

/**
 * Paying one order by bank transfer (DOMAIN.md "Money in by bank transfer"): the gateway gives the order a
 * one-time account for its exact amount that expires (TRANSFER_PAYMENT_MINUTES). The first exact transfer in
 * time (SUCCESS) pays the order as a card payment would: raffle settlement asks `transferVerdict` instead of the
 * card checkout, under the same order lock and keys. Other transfers (MISMATCH, EXPIRED) are recorded and told
 * plainly, never drawn: the gateway returns them to the sender. An order whose account expired unpaid ends as
 * `payment_failed`, nothing taken.
 */

export type TransferPaymentAccount = typeof transferPaymentAccounts.$inferSelect;

/**
 * After the account's expiry the order waits this long before it ends, so a transfer made in its last seconds
 * (which the bank may take a moment to report) is still found. A SUCCESS seen after the order ended is credited
 * to the buyer's wallet as a late payment (settlement step 6), never lost.
 */
export const TRANSFER_EXPIRY_GRACE_MS = 2 * 60_000;
/** The waiting page polls; the gateway is asked about one order at most this often. */
export const TRANSFER_REQUERY_EVERY_MS = 10_000;

export interface TransferAttemptView {
  amountKobo: number;
  status: 'MISMATCH' | 'EXPIRED';
  returned: boolean;
  message: LocalizedMessage;
}

export interface TransferPaymentView {
  orderId: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  amountKobo: number;
  expiresAt: Date;
  status: 'waiting' | 'paid' | 'expired';
  attempts: TransferAttemptView[];
  /** From the book, or the order's stored status message (English, as settlement wrote it). */
  message: MessageText;
}

export async function findTransferPaymentAccount(
  executor: Executor,
  orderId: string,
): Promise<TransferPaymentAccount | null> {
  const [account] = await executor
    .select()
    .from(transferPaymentAccounts)
    .where(eq(transferPaymentAccounts.orderId, orderId));
  return account ?? null;
}

const say = messagesFrom(moneyInMessages);

/**
 * Gives the order its one-time account, once: a second call returns the same account. Only a transfer order
 * still waiting for payment; the order's claim (`checkout_started_at`) makes racing calls ask the gateway once.
 */
export async function startTransferPayment(
  context: MoneyInContext,
  orderId: string,
): Promise<TransferPaymentView> {
  const { db } = context;
  const order = await findOrder(db, orderId);
  if (!order) throw new MoneyInError('not_found', say('orderNotFound'));
  if (order.paymentMethodUsed !== 'transfer')
    throw new MoneyInError(
      'invalid',
      order.paymentMethodUsed === 'wallet' ? say('paidFromWallet') : say('paidByCard'),
    );
  const existing = await findTransferPaymentAccount(db, orderId);
  if (existing) return viewOf(db, order, existing, context.clock());
  if (order.status !== 'verifying') throw new MoneyInError('conflict', say('orderFinished'));
  const now = context.clock();
  const claimed = await claimTransferCheckout(db, orderId, now);
  if (!claimed) {
    const raced = await findTransferPaymentAccount(db, orderId);
    if (raced) return viewOf(db, order, raced, now);
    throw new MoneyInError('conflict', say('accountBeingPrepared'));
  }
  let dynamic;
  try {
    dynamic = await context.virtualAccounts.initiateDynamicAccount({
      transactionReference: order.id,
      amountKobo: order.orderAmountKobo,
      durationSeconds: context.transferPaymentMinutes * 60,
      email: order.customerEmail ?? `orders@${PLACEHOLDER_EMAIL_DOMAIN}`,
    });
  } catch (error) {
    // Let a later attempt try again; nothing was taken.
    await recordCheckout(db, order.id, null, context.clock());
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw new MoneyInError(
      error.kind === 'rejected' ? 'gateway_refused' : 'unavailable',
      say('noAccountNumber'),
    );
  }
  if (dynamic.expectedAmountKobo !== order.orderAmountKobo)
    throw new Error(`the gateway expects ${dynamic.expectedAmountKobo} kobo for order ${order.id}`);
  const [account] = await db
    .insert(transferPaymentAccounts)
    .values({
      orderId: order.id,
      accountNumber: dynamic.accountNumber,
      accountName: dynamic.accountName,
      bankName: dynamic.bankName,
      expectedAmountKobo: dynamic.expectedAmountKobo,
      expiresAt: new Date(dynamic.expiresAt),
      status: 'waiting',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return viewOf(db, order, account!, now);
}

/**
 * Where the order's transfer stands. `requery`: while it waits, ask the gateway (at most every
 * TRANSFER_REQUERY_EVERY_MS per order, whoever polls) and settle it if the money arrived.
 */
export async function transferPaymentState(
  context: MoneyInContext,
  orderId: string,
  options: { requery: boolean },
): Promise<TransferPaymentView> {
  const { db } = context;
  let order = await findOrder(db, orderId);
  if (!order) throw new MoneyInError('not_found', say('orderNotFound'));
  let account = await findTransferPaymentAccount(db, orderId);
  if (!account) throw new MoneyInError('not_found', say('noTransferStarted'));
  const now = context.clock();
  if (options.requery && account.status === 'waiting' && (await claimRequery(db, orderId, now))) {
    order = (await verifyAndSettle(context.settlement, orderId, 'verify')).order;
    account = (await syncTransferPaymentStatus(db, order)) ?? account;
  }
  return viewOf(db, order, account, now);
}

async function claimRequery(db: Database, orderId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(transferPaymentAccounts)
    .set({ lastCheckedAt: now })
    .where(
      and(
        eq(transferPaymentAccounts.orderId, orderId),
        or(
          isNull(transferPaymentAccounts.lastCheckedAt),
          lt(transferPaymentAccounts.lastCheckedAt, new Date(now.getTime() - TRANSFER_REQUERY_EVERY_MS)),
        ),
      ),
    )
    .returning({ orderId: transferPaymentAccounts.orderId });
  return claimed.length > 0;
}

const paidStatuses: readonly OrderRow['status'][] = [
  'winner_selected',
  'entry_processed',
  'amount_mismatch_wallet_updated',
];

/** The one-time account's status follows its order: paid once settled with money, expired once ended. */
export async function syncTransferPaymentStatus(
  executor: Executor,
  order: OrderRow,
): Promise<TransferPaymentAccount | null> {
  const status = paidStatuses.includes(order.status) ? 'paid' : hasEnded(order) ? 'expired' : null;
  if (status === null) return null;
  const [updated] = await executor
    .update(transferPaymentAccounts)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(transferPaymentAccounts.orderId, order.id), eq(transferPaymentAccounts.status, 'waiting')))
    .returning();
  return updated ?? null;
}

async function viewOf(
  executor: Executor,
  order: OrderRow,
  account: TransferPaymentAccount,
  now: Date,
): Promise<TransferPaymentView> {
  const status = paidStatuses.includes(order.status) ? 'paid' : hasEnded(order) ? 'expired' : 'waiting';
  const message =
    status === 'paid'
      ? order.statusMessage
        ? storedStatusMessage(order.statusMessage)
        : say('transferArrived')
      : status === 'expired'
        ? order.statusMessage
          ? storedStatusMessage(order.statusMessage)
          : say('transferExpired')
        : now >= account.expiresAt
          ? say('timeIsUp')
          : waitingMessage({
              amountKobo: account.expectedAmountKobo,
              accountNumber: account.accountNumber,
              bankName: account.bankName,
              expiresAt: account.expiresAt,
            });
  return {
    orderId: order.id,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    bankName: account.bankName,
    amountKobo: account.expectedAmountKobo,
    expiresAt: account.expiresAt,
    status,
    attempts: await returnedAttempts(executor, order.id, account.expectedAmountKobo),
    message,
  };
}

async function returnedAttempts(
  executor: Executor,
  orderId: string,
  expectedKobo: number,
): Promise<TransferAttemptView[]> {
  const rows = await executor
    .select()
    .from(inboundCredits)
    .where(
      and(
        eq(inboundCredits.orderId, orderId),
        inArray(inboundCredits.attemptStatus, ['MISMATCH', 'EXPIRED']),
      ),
    )
    .orderBy(asc(inboundCredits.transactionDate));
  return rows.map((row) => {
    const status = row.attemptStatus as 'MISMATCH' | 'EXPIRED';
    return {
      amountKobo: row.principalKobo,
      status,
      returned: row.returned,
      message:
        status === 'MISMATCH'
          ? mismatchAttemptMessage(row.principalKobo, expectedKobo)
          : lateAttemptMessage(row.principalKobo),
    };
  });
}

/**
 * Records the attempts the gateway reported for an order's one-time account, once per gateway reference
 * (later reports of the same one change nothing). Attempts for another order's reference are ignored.
 */
export async function recordAttempts(
  executor: Executor,
  orderId: string,
  attempts: readonly DynamicAttempt[],
  reportedBy: InboundCreditReporter,
  now: Date,
): Promise<void> {
  const mine = attempts.filter((attempt) => attempt.merchantReference.toLowerCase() === orderId);
  if (mine.length === 0) return;
  await executor
    .insert(inboundCredits)
    .values(
      mine.map((attempt) => ({
        transactionReference: attempt.transactionReference,
        kind: 'dynamic' as const,
        status: attempt.status === 'SUCCESS' ? ('order_paid' as const) : ('returned' as const),
        orderId,
        attemptStatus: attempt.status,
        returned: attempt.status !== 'SUCCESS' && attempt.refunded,
        principalKobo: attempt.amountReceivedKobo,
        settledKobo: attempt.amountReceivedKobo,
        senderName: attempt.senderName,
        transactionDate: new Date(attempt.date),
        firstReportedBy: reportedBy,
        receivedAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: inboundCredits.transactionReference });
}

/**
 * Raffle settlement's question for a transfer order (SettlementContext.transferVerdict): the gateway's attempts
 * (recorded as they are read) and any SUCCESS a signed webhook already reported. Paid: the first SUCCESS. Still
 * nothing some minutes after the account expired: failed, nothing taken. A gateway error is thrown, never a
 * verdict.
 */
export async function transferVerdict(context: MoneyInContext, order: OrderRow, now: Date): Promise<Verdict> {
  const account = await findTransferPaymentAccount(context.db, order.id);
  if (!account)
    return {
      kind: 'pending',
      gatewayStatus: 'not_found',
      message: 'No bank transfer was started for this order.',
    };
  const attempts = await context.virtualAccounts.dynamicAttempts(order.id);
  await recordAttempts(context.db, order.id, attempts, 'requery', now);
  const success = await firstSuccess(context.db, order.id);
  if (success)
    return success.amountKobo === order.orderAmountKobo
      ? { kind: 'paid', amountKobo: success.amountKobo, gatewayStatus: 'success' }
      : { kind: 'mismatch', amountKobo: success.amountKobo, gatewayStatus: 'success' };
  if (now.getTime() >= account.expiresAt.getTime() + TRANSFER_EXPIRY_GRACE_MS)
    return {
      kind: 'failed',
      status: 'payment_failed',
      gatewayStatus: 'abandoned',
      message: TRANSFER_EXPIRED_MESSAGE,
    };
  return { kind: 'pending', gatewayStatus: 'pending', message: TRANSFER_WAITING_MESSAGE };
}

async function firstSuccess(executor: Executor, orderId: string): Promise<{ amountKobo: number } | null> {
  const [row] = await executor
    .select({ amountKobo: inboundCredits.principalKobo })
    .from(inboundCredits)
    .where(and(eq(inboundCredits.orderId, orderId), eq(inboundCredits.attemptStatus, 'SUCCESS')))
    .orderBy(asc(inboundCredits.transactionDate))
    .limit(1);
  return row ?? null;
}

/** One-time accounts still waiting, soonest expiry first (the sweep asks the gateway about each). */
export async function waitingTransferPayments(executor: Executor, limit: number): Promise<string[]> {
  const rows = await executor
    .select({ orderId: transferPaymentAccounts.orderId })
    .from(transferPaymentAccounts)
    .where(eq(transferPaymentAccounts.status, 'waiting'))
    .orderBy(asc(transferPaymentAccounts.expiresAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}
