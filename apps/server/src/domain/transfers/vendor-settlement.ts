import {
  formatNaira,
  lagosClockOf,
  lagosDateOf,
  MIN_TRANSFER_KOBO,
  validateBankAccount,
} from '@chancepay/shared';
import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import { accountKeys, balanceOf, LedgerError } from '../ledger';
import { messagesFrom } from '../../i18n/localized';
import { sharedRuleMessage } from '../../i18n/shared.messages';
import type { TransferContext } from './context';
import { TransferError } from './errors';
import { transferMessages } from './transfers.messages';
import { findTransferByKey, replayOf, requestFingerprint, type TransferRow } from './idempotency';
import { payOut } from './payout';
import { confirmAccountName } from './recipient';
import { vendorBatchDecision } from './vendor-batch';
import { dailySettlementKey } from './vendor-settlement-key';

const say = messagesFrom(transferMessages);

/** The daily settlement runs from this hour (Lagos time): after the working day's takings are in. */
export const DAILY_SETTLEMENT_HOUR_LAGOS = 18;

export interface SettlementInput {
  vendorId: string;
  idempotencyKey: string;
  /** The vendor user who pressed "Settle to bank"; null for the daily job. */
  requestedByUserId: string | null;
  /** An approved batch line: pay at most this much (the balance, if less). */
  atMostKobo?: number;
}

/**
 * Pays everything in a vendor's wallet to the business's bank account (DOMAIN.md "Vendors": same machinery
 * as transfers). The amount is the balance when the wallet is locked, so money arriving meanwhile waits for
 * the next settlement instead of being counted twice. No fee and no daily limit: it is the vendor's takings.
 */
export async function settleVendorWallet(
  ctx: TransferContext,
  input: SettlementInput,
): Promise<{ transfer: TransferRow; replayed: boolean }> {
  const [vendor] = await ctx.db.select().from(vendors).where(eq(vendors.id, input.vendorId));
  if (!vendor) throw new TransferError('no_bank_account', say('noVendorRecord'));
  const walletAccount = accountKeys.vendorWallet(vendor.id);
  const fingerprint = requestFingerprint({
    purpose: 'vendor_settlement',
    bank: vendor.bankCode,
    recipientAccount: vendor.bankAccountNumber,
  });
  const existing = await findTransferByKey(ctx.db, walletAccount, input.idempotencyKey);
  if (existing) return { transfer: replayOf(existing, fingerprint), replayed: true };

  const bankAccount = validateBankAccount(vendor.bankCode, vendor.bankAccountNumber);
  if (!bankAccount.ok)
    throw new TransferError(
      'no_bank_account',
      say('vendorBankUnusable', { problem: sharedRuleMessage(bankAccount.message) ?? bankAccount.message }),
    );
  const balanceKobo = await balanceOf(ctx.db, walletAccount);
  if (balanceKobo < MIN_TRANSFER_KOBO)
    throw new TransferError(
      'nothing_to_settle',
      say('yourWalletBelowSettlement', {
        balance: formatNaira(balanceKobo),
        minimum: formatNaira(MIN_TRANSFER_KOBO),
      }),
    );
  const accountName = await confirmAccountName(ctx, bankAccount.bank, vendor.bankAccountNumber);
  return payOut(ctx, {
    purpose: 'vendor_settlement',
    walletAccount,
    requestedByUserId: input.requestedByUserId,
    vendorId: vendor.id,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    bank: bankAccount.bank,
    accountNumber: vendor.bankAccountNumber,
    accountName,
    amount: {
      wholeBalance: {
        minimumKobo: MIN_TRANSFER_KOBO,
        ...(input.atMostKobo === undefined ? {} : { atMostKobo: input.atMostKobo }),
      },
    },
    feeKobo: 0,
    description: `Settlement to ${vendor.businessName}`.slice(0, 100),
    dailyLimitKobo: null,
  });
}

export { dailySettlementKey };

/**
 * The daily settlement: from DAILY_SETTLEMENT_HOUR_LAGOS, every vendor whose wallet holds at least the
 * minimum is paid out once for the day. Safe to run often and on several servers: the day's key makes a
 * second run a replay. One vendor's problem (bad bank details, a failed enquiry) never stops the others.
 */
export async function runDailyVendorSettlements(
  ctx: TransferContext,
): Promise<{ settled: number; skipped: number; refused: number; held: number }> {
  const now = ctx.clock();
  const tally = { settled: 0, skipped: 0, refused: 0, held: 0 };
  if (lagosClockOf(now).hour < DAILY_SETTLEMENT_HOUR_LAGOS) return tally;
  const idempotencyKey = dailySettlementKey(now);
  const all = await ctx.db.select({ id: vendors.id }).from(vendors);
  const due: { id: string; balanceKobo: number }[] = [];
  let dueKobo = 0;
  let sentKobo = 0;
  for (const { id } of all) {
    const walletAccount = accountKeys.vendorWallet(id);
    const sent = await findTransferByKey(ctx.db, walletAccount, idempotencyKey);
    if (sent && sent.status !== 'failed' && sent.status !== 'reversed') sentKobo += sent.amountKobo;
    const balanceKobo = sent ? 0 : await balanceOf(ctx.db, walletAccount);
    if (balanceKobo < MIN_TRANSFER_KOBO) {
      tally.skipped++;
      continue;
    }
    due.push({ id, balanceKobo });
    dueKobo += balanceKobo;
  }
  // Issue 16 §1: a day's batch above the threshold (what was sent today plus what is due) waits for a second
  // person's approval, and then pays only the approved vendors, each at most its approved amount (V1, V2).
  const decision =
    ctx.vendorBatchApprovalThresholdKobo === undefined
      ? ({ kind: 'all' } as const)
      : await vendorBatchDecision(ctx.db, {
          lagosDay: lagosDateOf(now),
          dueKobo,
          sentKobo,
          vendorCount: due.length,
          thresholdKobo: ctx.vendorBatchApprovalThresholdKobo,
          now,
        });
  for (const { id } of due) {
    const atMostKobo = decision.kind === 'approved' ? decision.lines.get(id) : undefined;
    if (decision.kind === 'held' || (decision.kind === 'approved' && atMostKobo === undefined)) {
      tally.held++;
      continue;
    }
    try {
      await settleVendorWallet(ctx, {
        vendorId: id,
        idempotencyKey,
        requestedByUserId: null,
        ...(atMostKobo === undefined ? {} : { atMostKobo }),
      });
      tally.settled++;
    } catch (error) {
      // A vendor whose wallet compliance holds is not paid out; the others still are.
      const held = error instanceof LedgerError && error.code === 'wallet_on_hold';
      if (!(error instanceof TransferError) && !held) throw error;
      tally.refused++;
      ctx.logger.warn({ vendorId: id, reason: error.message }, 'daily settlement refused');
    }
  }
  return tally;
}
