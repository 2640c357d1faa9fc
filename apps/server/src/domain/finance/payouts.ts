import { findBankByCbnCode, validateBankAccount, type Bank } from '@chancepay/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { transfers, vendors, type TransferPurpose } from '../../db/schema';
import { type LedgerTransaction } from '../ledger';
import { inTransaction } from '../ledger/database';
import { requeryDueTransfers, TransferError, type TransferContext, type TransferRow } from '../transfers';
import { payOut, recordOutcomeIn } from '../transfers/payout';
import { findTransferByKey, requestFingerprint } from '../transfers/idempotency';
import { confirmAccountName } from '../transfers/recipient';
import { FinanceError } from './errors';

/**
 * The payouts screen (issue 16 §1): customer transfers and vendor settlements by tab, each with its age and
 * the 24-hour service level. Actions: requery now (the ordinary requery, brought forward), and retry a
 * transfer that definitely failed as a NEW transfer with a new reference. An unknown outcome is never
 * reversed or retried (DOMAIN.md "Transfers to a bank" step 4).
 */

export const PAYOUT_TABS = ['pending', 'unknown', 'failed', 'successful'] as const;
export type PayoutTab = (typeof PAYOUT_TABS)[number];
export const PAYOUT_SLA_MS = 24 * 60 * 60_000;

/**
 * Pending: sent, no answer asked for yet. Unknown: the provider has been asked and could not say (or a
 * person must look). Both are the table's `pending`; only failed and successful are final.
 */
function tabFilter(tab: PayoutTab): SQL {
  switch (tab) {
    case 'pending':
      return sql`${transfers.status} = 'pending' and ${transfers.requeryAttempts} = 0 and ${transfers.reviewFlaggedAt} is null`;
    case 'unknown':
      return sql`${transfers.status} = 'pending' and (${transfers.requeryAttempts} > 0 or ${transfers.reviewFlaggedAt} is not null)`;
    case 'failed':
      // A reversal is a failure the bank reported late (the money is back in the wallet).
      return sql`${transfers.status} in ('failed', 'reversed')`;
    case 'successful':
      return sql`${transfers.status} = 'successful'`;
  }
}

export interface PayoutRow {
  id: string;
  purpose: TransferPurpose;
  walletAccount: string;
  vendorId: string | null;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amountKobo: number;
  feeKobo: number;
  status: TransferRow['status'];
  tab: PayoutTab;
  providerMessage: string | null;
  reviewReason: string | null;
  requeryAttempts: number;
  createdAt: Date;
  completedAt: Date | null;
  /** From creation to completion, or to now while open. */
  ageMs: number;
  slaBreached: boolean;
  /** A failed transfer that staff already sent again (the new transfer's id). */
  retriedBy: string | null;
}

function tabOf(row: TransferRow): PayoutTab {
  if (row.status === 'reversed') return 'failed';
  if (row.status !== 'pending') return row.status;
  return row.requeryAttempts > 0 || row.reviewFlaggedAt ? 'unknown' : 'pending';
}

export async function payoutsView(
  executor: Executor,
  input: { tab: PayoutTab; purpose?: TransferPurpose | undefined; page: number; perPage: number; now: Date },
): Promise<{
  rows: PayoutRow[];
  /** The tab's count, at most COUNT_CAP (countsCapped says when there are more). */
  total: number;
  counts: Record<PayoutTab, number>;
  countsCapped: Record<PayoutTab, boolean>;
}> {
  const filters = [tabFilter(input.tab)];
  if (input.purpose) filters.push(eq(transfers.purpose, input.purpose));
  const where = and(...filters);
  const found = await executor
    .select()
    .from(transfers)
    .where(where)
    .orderBy(input.tab === 'successful' ? desc(transfers.createdAt) : transfers.createdAt)
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const retries = await retriesOf(executor, found);
  // Each tab's count read through its own partial index and stopped at COUNT_CAP: the successful tab holds
  // every transfer ever paid, and counting it on each request grew with the table (issue #28).
  const counts = {} as Record<PayoutTab, number>;
  const countsCapped = {} as Record<PayoutTab, boolean>;
  for (const tab of PAYOUT_TABS) {
    const purpose = input.purpose ? sql` and ${transfers.purpose} = ${input.purpose}` : sql``;
    const counted = await cappedCount(executor, sql`from ${transfers} where ${tabFilter(tab)}${purpose}`);
    counts[tab] = counted.count;
    countsCapped[tab] = counted.capped;
  }
  return {
    rows: found.map((row) => {
      const ageMs = (row.completedAt ?? input.now).getTime() - row.createdAt.getTime();
      return {
        id: row.id,
        purpose: row.purpose,
        walletAccount: row.walletAccount,
        vendorId: row.vendorId,
        bankName: findBankByCbnCode(row.bankCode)?.name ?? row.bankCode,
        accountNumber: row.accountNumber,
        accountName: row.accountName,
        amountKobo: row.amountKobo,
        feeKobo: row.feeKobo,
        status: row.status,
        tab: tabOf(row),
        providerMessage: row.providerMessage,
        reviewReason: row.reviewReason,
        requeryAttempts: row.requeryAttempts,
        createdAt: row.createdAt,
        completedAt: row.completedAt,
        ageMs,
        slaBreached: ageMs > PAYOUT_SLA_MS,
        retriedBy: retries.get(row.id) ?? null,
      };
    }),
    total: counts[input.tab],
    counts,
    countsCapped,
  };
}

const retryKeyPrefix = 'staff-retry:';

/**
 * The staff retries of these transfers. A retry pays from the failed transfer's own wallet under the key
 * `staff-retry:<id>`, so it is looked up by (wallet, key): the unique index. By the key alone the lookup read
 * every transfer ever made on each page of the payouts screen (issue #28).
 */
async function retriesOf(
  executor: Executor,
  found: { id: string; walletAccount: string }[],
): Promise<Map<string, string>> {
  if (found.length === 0) return new Map();
  const rows = await queryRows<{ id: string; key: string }>(
    executor,
    sql`select id, idempotency_key as key from transfers
        where (wallet_account, idempotency_key) in (${sql.join(
          found.map((row) => sql`(${row.walletAccount}, ${`${retryKeyPrefix}${row.id}`})`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.key.slice(retryKeyPrefix.length), row.id]));
}

async function findTransfer(executor: Executor, transferId: string): Promise<TransferRow> {
  const [row] = await executor.select().from(transfers).where(eq(transfers.id, transferId));
  if (!row) throw new FinanceError('not_found', 'There is no transfer with that id.');
  return row;
}

/** "Requery now": brings the transfer's next requery forward and runs the ordinary requery sweep. */
export async function requeryTransferNow(ctx: TransferContext, transferId: string): Promise<TransferRow> {
  const now = ctx.clock();
  const transfer = await findTransfer(ctx.db, transferId);
  if (transfer.status !== 'pending')
    throw new FinanceError(
      'conflict',
      'Only a Pending or Unknown transfer can be re-queried: this one is final.',
    );
  await ctx.db
    .update(transfers)
    .set({ nextRequeryAt: now })
    .where(and(eq(transfers.id, transferId), eq(transfers.status, 'pending')));
  await requeryDueTransfers(ctx, { limit: 20 });
  return findTransfer(ctx.db, transferId);
}

/**
 * Sends a definitely failed transfer again as a new transfer (new id, so a new reference at the provider);
 * the failure already gave the money back to the wallet. Once per failed transfer: a second retry of it
 * replays the first. Before anything is sent:
 * - the provider is asked again (money audit finding 1): only a failure it confirms, or a reference it has no
 *   record of, may be sent again; a transfer it shows as paid or cannot answer for is never retried;
 * - the payee is the CURRENT one, confirmed by a fresh name enquiry (finding 13): a vendor's approved bank
 *   account as it is now (after a bank change), a customer's account as they chose it;
 * - a customer's daily transfer limit applies as to any transfer (finding 13).
 */
export async function retryFailedTransfer(ctx: TransferContext, transferId: string): Promise<TransferRow> {
  const failed = await findTransfer(ctx.db, transferId);
  if (failed.status !== 'failed')
    throw new FinanceError(
      'conflict',
      failed.status === 'pending'
        ? 'This transfer’s outcome is not known yet: it is never retried or reversed; requery it instead.'
        : 'This transfer succeeded; there is nothing to retry.',
    );
  const idempotencyKey = `${retryKeyPrefix}${failed.id}`;
  const fingerprint = requestFingerprint({ retryOf: failed.id });
  const earlier = await findTransferByKey(ctx.db, failed.walletAccount, idempotencyKey);
  if (earlier) return earlier;

  await confirmFailureWithProvider(ctx, failed);
  try {
    const payee = await currentPayeeOf(ctx, failed);
    const { transfer } = await payOut(ctx, {
      purpose: failed.purpose,
      walletAccount: failed.walletAccount,
      requestedByUserId: failed.requestedByUserId,
      vendorId: failed.vendorId,
      idempotencyKey,
      fingerprint,
      bank: payee.bank,
      accountNumber: payee.accountNumber,
      accountName: payee.accountName,
      amount: { kobo: failed.amountKobo },
      feeKobo: failed.feeKobo,
      description: failed.description,
      dailyLimitKobo: failed.purpose === 'customer_transfer' ? ctx.dailyLimitKobo : null,
    });
    return transfer;
  } catch (error) {
    if (error instanceof TransferError) throw financeErrorOf(error);
    throw error;
  }
}

export const RETRY_PROVIDER_SHOWS_PAID_MESSAGE =
  'The provider now shows this transfer as paid: it must not be sent again. Check it with the provider and in reconciliation.';

/** A retry only after a failure the provider confirms on requery (or a reference it never recorded). */
async function confirmFailureWithProvider(ctx: TransferContext, failed: TransferRow): Promise<void> {
  let answer;
  try {
    answer = await ctx.payouts.requery(failed.id);
  } catch (error) {
    answer = { status: 'unknown' as const, message: error instanceof Error ? error.message : String(error) };
  }
  if (answer.status === 'failed' || answer.notFound) return;
  if (answer.status === 'success') {
    ctx.logger.error({ transferId: failed.id }, 'a failed transfer shows as paid at the provider');
    throw new FinanceError('conflict', RETRY_PROVIDER_SHOWS_PAID_MESSAGE);
  }
  throw new FinanceError(
    'gateway_unavailable',
    `The provider could not confirm the failure (${answer.message}); nothing was sent. Try again shortly.`,
  );
}

/** Where a retry pays: the payee's current bank account, its holder's name confirmed again now. */
async function currentPayeeOf(
  ctx: TransferContext,
  failed: TransferRow,
): Promise<{ bank: Bank; accountNumber: string; accountName: string }> {
  let bankCode = failed.bankCode;
  let accountNumber = failed.accountNumber;
  if (failed.purpose === 'vendor_settlement' && failed.vendorId) {
    const [vendor] = await ctx.db.select().from(vendors).where(eq(vendors.id, failed.vendorId));
    if (!vendor) throw new FinanceError('not_found', 'The business of this settlement no longer exists.');
    bankCode = vendor.bankCode;
    accountNumber = vendor.bankAccountNumber;
  }
  const checked = validateBankAccount(bankCode, accountNumber);
  if (!checked.ok)
    throw new FinanceError(
      'invalid',
      `The payee’s bank details cannot receive a transfer: ${checked.message}`,
    );
  const accountName = await confirmAccountName(ctx, checked.bank, accountNumber);
  return { bank: checked.bank, accountNumber, accountName };
}

function financeErrorOf(error: TransferError): FinanceError {
  switch (error.code) {
    case 'insufficient_funds':
    case 'daily_limit':
      return new FinanceError('insufficient_funds', error.message);
    case 'recipient_unconfirmed':
      return new FinanceError('invalid', error.message);
    default:
      return new FinanceError('conflict', error.message);
  }
}

// ---- A person's decision on a transfer in review (money audit finding 1) ------------------------------

export const payoutDecisionOutcomes = ['failed', 'successful'] as const;
export type PayoutDecisionOutcome = (typeof payoutDecisionOutcomes)[number];

export const PAYOUT_DECISION_NOT_IN_REVIEW_MESSAGE =
  'Only a transfer whose outcome is unknown and flagged for review can be decided by hand; requery it first.';

/** The transfer a finance member proposes to decide: still Pending and flagged for review. */
export async function checkPayoutDecision(executor: Executor, transferId: string): Promise<TransferRow> {
  const transfer = await findTransfer(executor, transferId);
  if (transfer.status !== 'pending' || !transfer.reviewFlaggedAt)
    throw new FinanceError('conflict', PAYOUT_DECISION_NOT_IN_REVIEW_MESSAGE);
  return transfer;
}

/**
 * Runs inside the approval's transaction once a SECOND finance member approves: posts the completion or the
 * reversal exactly as a provider answer would (recordOutcome), with the evidence as the provider message.
 * Refused if the transfer has become final meanwhile (a requery answered): nothing is posted twice.
 */
export async function recordPayoutDecision(
  ctx: TransferContext,
  executor: Executor,
  input: { transferId: string; outcome: PayoutDecisionOutcome; evidence: string; approvalId: string },
): Promise<TransferRow> {
  return inTransaction(executor, (tx) => decideInTransaction(ctx, tx, input));
}

async function decideInTransaction(
  ctx: TransferContext,
  tx: LedgerTransaction,
  input: { transferId: string; outcome: PayoutDecisionOutcome; evidence: string; approvalId: string },
): Promise<TransferRow> {
  const [current] = await tx.select().from(transfers).where(eq(transfers.id, input.transferId)).for('update');
  if (!current) throw new FinanceError('not_found', 'There is no transfer with that id.');
  if (current.status !== 'pending')
    throw new FinanceError(
      'conflict',
      `This transfer is already ${current.status}: the provider answered before the decision was approved.`,
    );
  const message = `Finance decision (approval ${input.approvalId}): ${input.outcome}. Evidence: ${input.evidence}`;
  return recordOutcomeIn(
    ctx,
    tx,
    input.transferId,
    { status: input.outcome === 'successful' ? 'success' : 'failed', message },
    null,
  );
}
