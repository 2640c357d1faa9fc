import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatNaira, type Bank } from '@chancepay/shared';
import { transfers, type TransferPurpose } from '../../db/schema';
import type { PayoutResult } from '../../providers/payments';
import {
  feeRevenue,
  gatewayClearing,
  LedgerError,
  lockWallets,
  refuseDebitIfHeld,
  type LedgerTransaction,
  payoutClearing,
  post,
  type Posting,
} from '../ledger';
import { recordNotifications, transferEvents } from '../notifications/record';
import { postWithinCap } from '../wallet-limits';
import { messagesFrom } from '../../i18n/localized';
import type { TransferContext } from './context';
import { checkDailyLimits } from './daily-limit';
import { transferMessages } from './transfers.messages';

const say = messagesFrom(transferMessages);
import { TransferError } from './errors';
import { findTransferByKey, replayOf, type TransferRow } from './idempotency';
import { recordReversalCheck } from './reversal';
import {
  nextReversalCheckAt,
  REQUERY_AFTER_DEBIT_MS,
  requeryDelayMs,
  reviewReasonFor,
} from './requery-schedule';

/** One payout to make: who pays, to which account, how much. */
export interface PayoutOrder {
  purpose: TransferPurpose;
  walletAccount: string;
  requestedByUserId: string | null;
  vendorId: string | null;
  idempotencyKey: string;
  fingerprint: string;
  bank: Bank;
  accountNumber: string;
  /** From the provider's name enquiry. */
  accountName: string;
  /** A fixed amount, or everything the wallet holds when it is locked (a settlement), if at least the minimum. */
  amount: { kobo: number } | { wholeBalance: { minimumKobo: number; atMostKobo?: number } };
  feeKobo: number;
  description: string;
  /** Customers only: TRANSFER_DAILY_LIMIT_KOBO (the tier's limit applies as well; the lower wins). */
  dailyLimitKobo: number | null;
}

const debitKind: Record<TransferPurpose, string> = {
  customer_transfer: 'transfer_debit',
  vendor_settlement: 'settlement_debit',
};

function debitPostings(order: PayoutOrder, amountKobo: number): Posting[] {
  return [
    { account: order.walletAccount, amountKobo: -(amountKobo + order.feeKobo) },
    { account: payoutClearing, amountKobo },
    ...(order.feeKobo > 0 ? [{ account: feeRevenue, amountKobo: order.feeKobo }] : []),
  ];
}

function checkAmount(order: PayoutOrder, balanceKobo: number): number {
  if ('kobo' in order.amount) return order.amount.kobo;
  const { minimumKobo, atMostKobo } = order.amount.wholeBalance;
  if (balanceKobo < minimumKobo)
    throw new TransferError(
      'nothing_to_settle',
      say('walletBelowSettlement', { balance: formatNaira(balanceKobo), minimum: formatNaira(minimumKobo) }),
    );
  // An approved vendor batch line: never more than the approver saw (money audit V1).
  return atMostKobo === undefined ? balanceKobo : Math.min(balanceKobo, atMostKobo);
}

function insufficientFunds(balanceKobo: number, neededKobo: number, feeKobo: number): TransferError {
  const amounts = { balance: formatNaira(balanceKobo), amount: formatNaira(neededKobo) };
  return new TransferError(
    'insufficient_funds',
    feeKobo > 0
      ? say('balanceTooLowWithFee', { ...amounts, fee: formatNaira(feeKobo) })
      : say('balanceTooLow', amounts),
    'amount',
  );
}

/**
 * DOMAIN.md transfer step 3, the debit, in one database transaction. The wallet row is locked first, so
 * every debit of this wallet waits its turn: the idempotency check, the daily total and the balance read
 * below cannot change until commit, and 50 concurrent requests can never together overdraw the wallet.
 */
export async function debitWallet(
  ctx: TransferContext,
  order: PayoutOrder,
): Promise<{ transfer: TransferRow; created: boolean }> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const balances = await lockWallets(tx, [order.walletAccount]);
      const existing = await findTransferByKey(tx, order.walletAccount, order.idempotencyKey);
      if (existing) return { transfer: replayOf(existing, order.fingerprint), created: false };

      // Compliance's hold, judged under the wallet lock (the postings trigger would refuse the debit anyway).
      await refuseDebitIfHeld(tx, order.walletAccount);
      const balanceKobo = balances.get(order.walletAccount) ?? 0;
      const amountKobo = checkAmount(order, balanceKobo);
      // The balance first: a person asking for more than they have needs to hear that, not about a limit.
      if (balanceKobo < amountKobo + order.feeKobo)
        throw insufficientFunds(balanceKobo, amountKobo + order.feeKobo, order.feeKobo);
      await checkDailyLimits(tx, order, amountKobo, now);

      const id = randomUUID();
      const [transfer] = await tx
        .insert(transfers)
        .values({
          id,
          purpose: order.purpose,
          walletAccount: order.walletAccount,
          requestedByUserId: order.requestedByUserId,
          vendorId: order.vendorId,
          idempotencyKey: order.idempotencyKey,
          requestFingerprint: order.fingerprint,
          bankCode: order.bank.cbnCode,
          nipBankCode: order.bank.nipCode,
          accountNumber: order.accountNumber,
          accountName: order.accountName,
          amountKobo,
          feeKobo: order.feeKobo,
          description: order.description,
          status: 'pending',
          nextRequeryAt: new Date(now.getTime() + REQUERY_AFTER_DEBIT_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await post(tx, {
        idempotencyKey: `transfer:${id}:debit`,
        kind: debitKind[order.purpose],
        causeType: 'transfer',
        causeId: id,
        metadata: { bank_code: order.bank.cbnCode, account_number: order.accountNumber },
        postings: debitPostings(order, amountKobo),
      });
      return { transfer: transfer!, created: true };
    });
  } catch (error) {
    // The ledger re-checks under the same lock; should it still refuse, it is the same refusal.
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      throw new TransferError('insufficient_funds', say('balanceNotEnough'), 'amount');
    throw error;
  }
}

/** Squad asks for "a unique remark"; the reference's first block keeps it unique whatever the description. */
function remarkFor(transfer: TransferRow): string {
  const text =
    transfer.description.trim() || (transfer.purpose === 'vendor_settlement' ? 'Settlement' : 'Transfer');
  return `${text} ${transfer.id.slice(0, 8)}`.slice(0, 120);
}

/**
 * Records that the transfer is about to be sent (DOMAIN.md transfer step 5), committed before the provider
 * is called. False when it is no longer pending (or, for the sweep, no longer its claim): then do not send.
 */
export async function markSubmitted(
  ctx: TransferContext,
  transferId: string,
  claim: { requeryAttempts: number } | null,
): Promise<boolean> {
  const now = ctx.clock();
  const marked = await ctx.db
    .update(transfers)
    .set({ submittedAt: now, updatedAt: now })
    .where(
      and(
        eq(transfers.id, transferId),
        eq(transfers.status, 'pending'),
        ...(claim ? [eq(transfers.requeryAttempts, claim.requeryAttempts)] : []),
      ),
    )
    .returning({ id: transfers.id });
  return marked.length > 0;
}

/** The provider's transfer API, always with the transfer's own id as the reference (a resend reuses it). */
export async function callProviderTransfer(
  ctx: TransferContext,
  transfer: TransferRow,
): Promise<PayoutResult> {
  try {
    return await ctx.payouts.transfer({
      reference: transfer.id,
      nipBankCode: transfer.nipBankCode,
      accountNumber: transfer.accountNumber,
      accountName: transfer.accountName,
      amountKobo: transfer.amountKobo,
      remark: remarkFor(transfer),
    });
  } catch (error) {
    return { status: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * DOMAIN.md transfer step 3, the provider call: outside every database transaction (a slow bank must not
 * hold the wallet's lock). A call that throws tells nothing about the money, so it counts as unknown.
 */
export async function submitToProvider(ctx: TransferContext, transfer: TransferRow): Promise<TransferRow> {
  if (!(await markSubmitted(ctx, transfer.id, null)))
    return (await ctx.db.select().from(transfers).where(eq(transfers.id, transfer.id)))[0]!;
  return recordOutcome(ctx, transfer.id, await callProviderTransfer(ctx, transfer), null);
}

/**
 * DOMAIN.md transfer step 4. Success: the money left through the gateway's balance, so clearing moves to
 * `clearing:gateway`. Failure: the debit is reversed (fee included). Unknown: the transfer stays Pending and
 * the requery sweep asks again later; it is never reversed on a guess. Only a pending transfer changes, under
 * its row lock, so the request and the sweep racing on one transfer post its outcome once.
 *
 * `claim` is the sweep's fence: its answer is ignored if another sweep has claimed the transfer since.
 */
export async function recordOutcome(
  ctx: TransferContext,
  transferId: string,
  result: PayoutResult,
  claim: { requeryAttempts: number } | null,
): Promise<TransferRow> {
  return ctx.db.transaction((tx) => recordOutcomeIn(ctx, tx, transferId, result, claim));
}

/** recordOutcome inside the caller's transaction (a four-eyes decision records it in its approval's). */
export async function recordOutcomeIn(
  ctx: TransferContext,
  tx: LedgerTransaction,
  transferId: string,
  result: PayoutResult,
  claim: { requeryAttempts: number } | null,
): Promise<TransferRow> {
  const now = ctx.clock();
  const [current] = await tx.select().from(transfers).where(eq(transfers.id, transferId)).for('update');
  if (!current) throw new Error(`Transfer ${transferId} vanished`);
  if (claim && current.requeryAttempts !== claim.requeryAttempts) return current;
  // A successful transfer is watched for a bank reversal (reversal.ts); only the sweep asks about it.
  if (current.status === 'successful' && claim) return recordReversalCheck(ctx, tx, current, result, now);
  if (current.status !== 'pending') return current;
  // Any answer that shows the provider holds the transfer: it was submitted, so it is never sent again.
  const submissionConfirmedAt =
    current.submissionConfirmedAt ?? (result.known || result.status !== 'unknown' ? now : null);

  if (result.status === 'unknown') {
    const reviewReason =
      current.reviewReason ?? reviewReasonFor(now.getTime() - current.createdAt.getTime(), result);
    if (reviewReason && !current.reviewReason)
      ctx.logger.error(
        { transferId, providerMessage: result.message },
        'transfer needs manual review: outcome still unknown',
      );
    const [row] = await tx
      .update(transfers)
      .set({
        providerMessage: result.message,
        nextRequeryAt: new Date(now.getTime() + requeryDelayMs(current.requeryAttempts)),
        requeryLockedUntil: null,
        reviewReason: reviewReason ?? null,
        reviewFlaggedAt: current.reviewFlaggedAt ?? (reviewReason ? now : null),
        submissionConfirmedAt,
        updatedAt: now,
      })
      .where(eq(transfers.id, transferId))
      .returning();
    return row!;
  }

  const cause = { causeType: 'transfer', causeId: current.id };
  if (result.status === 'success') {
    await post(tx, {
      idempotencyKey: `transfer:${current.id}:complete`,
      kind: 'transfer_complete',
      ...cause,
      postings: [
        { account: payoutClearing, amountKobo: -current.amountKobo },
        { account: gatewayClearing, amountKobo: current.amountKobo },
      ],
    });
  } else {
    await lockWallets(tx, [current.walletAccount]);
    // Money returned is a credit like any other: the part above the tier's cap is held, never refused.
    await postWithinCap(tx, {
      idempotencyKey: `transfer:${current.id}:reversal`,
      kind: 'transfer_reversal',
      ...cause,
      metadata: { provider_message: result.message.slice(0, 500) },
      postings: [
        { account: current.walletAccount, amountKobo: current.amountKobo + current.feeKobo },
        { account: payoutClearing, amountKobo: -current.amountKobo },
        ...(current.feeKobo > 0 ? [{ account: feeRevenue, amountKobo: -current.feeKobo }] : []),
      ],
    });
  }
  const [row] = await tx
    .update(transfers)
    .set({
      status: result.status === 'success' ? 'successful' : 'failed',
      providerMessage: result.message,
      submissionConfirmedAt,
      // A success is asked about again for 72 hours, in case the bank reverses it (DOMAIN.md step 6).
      nextRequeryAt: result.status === 'success' ? nextReversalCheckAt(now, now) : null,
      requeryLockedUntil: null,
      completedAt: now,
      updatedAt: now,
    })
    .where(eq(transfers.id, transferId))
    .returning();
  await recordNotifications(tx, transferEvents(row!, now), now);
  ctx.logger.info({ transferId, status: row!.status }, 'transfer final');
  return row!;
}

export const RESEND_REFUSED_REVIEW_PREFIX = 'Needs review: the re-send with the same reference was refused';

/**
 * Money audit finding 1: a refusal of a RE-SEND (same reference) says nothing about the first submission,
 * which may still be live at the provider and pay. So it is not the transfer's outcome: the transfer stays
 * Pending (tab Unknown) with a review reason, is never sent again (Squad: never re-use a reference after a
 * failure), and is finalised only by a requery answer or a four-eyes finance decision with evidence.
 */
export async function recordRefusedResend(
  ctx: TransferContext,
  transferId: string,
  refusal: PayoutResult,
  claim: { requeryAttempts: number },
): Promise<TransferRow | undefined> {
  const now = ctx.clock();
  const reviewReason = `${RESEND_REFUSED_REVIEW_PREFIX} (${refusal.message}). That says nothing about the first submission, which may still pay: the transfer is asked about again but never sent again. Finalise it only on the provider's answer, or by a four-eyes decision with evidence.`;
  ctx.logger.error(
    { transferId, providerMessage: refusal.message },
    'transfer needs manual review: the re-send was refused',
  );
  const [row] = await ctx.db
    .update(transfers)
    .set({
      providerMessage: refusal.message,
      reviewReason,
      reviewFlaggedAt: now,
      resendRefusedAt: now,
      nextRequeryAt: new Date(now.getTime() + requeryDelayMs(claim.requeryAttempts)),
      requeryLockedUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(transfers.id, transferId),
        eq(transfers.status, 'pending'),
        eq(transfers.requeryAttempts, claim.requeryAttempts),
      ),
    )
    .returning();
  return row;
}

/** Debit, then call the provider unless this was a replay of an earlier request. */
export async function payOut(
  ctx: TransferContext,
  order: PayoutOrder,
): Promise<{ transfer: TransferRow; replayed: boolean }> {
  const { transfer, created } = await debitWallet(ctx, order);
  if (!created) return { transfer, replayed: true };
  return { transfer: await submitToProvider(ctx, transfer), replayed: false };
}
