import { lagosDateOf, MIN_TRANSFER_KOBO } from '@chancepay/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendors, vendorSettlementBatches, type ApprovedVendorLine } from '../../db/schema';
import { accountKeys, balanceOf } from '../ledger';
import type { TransferContext } from './context';
import { findTransferByKey } from './idempotency';
import { dailySettlementKey } from './vendor-settlement-key';

/**
 * Today's vendor settlement batch (issue 16 §1): every vendor the daily settlement would pay, with the total.
 * Above the configured threshold the batch waits for a second person's approval before anything is sent.
 */

export interface VendorBatchLine {
  vendorId: string;
  businessName: string;
  balanceKobo: number;
  /** Already paid out today (its transfer exists under the day's key). */
  settled: boolean;
}

export interface VendorBatch {
  lagosDay: string;
  lines: VendorBatchLine[];
  /** What is still to be sent today. */
  dueKobo: number;
  /** What the day's batch already sent (its transfers not failed or reversed). */
  sentKobo: number;
  dueCount: number;
  thresholdKobo: number;
  needsApproval: boolean;
  status: 'none' | 'held' | 'approved';
  approvedTotalKobo: number | null;
}

export async function vendorBatchOf(
  ctx: Pick<TransferContext, 'db'>,
  now: Date,
  thresholdKobo: number,
): Promise<VendorBatch> {
  const lagosDay = lagosDateOf(now);
  const key = dailySettlementKey(now);
  const all = await ctx.db.select({ id: vendors.id, businessName: vendors.businessName }).from(vendors);
  const lines: VendorBatchLine[] = [];
  let sentKobo = 0;
  for (const vendor of all) {
    const wallet = accountKeys.vendorWallet(vendor.id);
    const sent = await findTransferByKey(ctx.db, wallet, key);
    if (sent && sent.status !== 'failed' && sent.status !== 'reversed') sentKobo += sent.amountKobo;
    const settled = Boolean(sent);
    const balanceKobo = await balanceOf(ctx.db, wallet);
    if (settled || balanceKobo >= MIN_TRANSFER_KOBO)
      lines.push({ vendorId: vendor.id, businessName: vendor.businessName, balanceKobo, settled });
  }
  const due = lines.filter((line) => !line.settled);
  const dueKobo = due.reduce((total, line) => total + line.balanceKobo, 0);
  const [batch] = await ctx.db
    .select()
    .from(vendorSettlementBatches)
    .where(eq(vendorSettlementBatches.lagosDay, lagosDay));
  return {
    lagosDay,
    lines,
    dueKobo,
    dueCount: due.length,
    thresholdKobo,
    sentKobo,
    // The day's whole batch counts (money audit V2), not only what one run would send.
    needsApproval: dueKobo > 0 && sentKobo + dueKobo > thresholdKobo,
    status: batch?.status ?? 'none',
    approvedTotalKobo: batch?.approvedTotalKobo ?? null,
  };
}

/** What the daily job may send today: everything, only the approved lines, or nothing (held). */
export type VendorBatchDecision =
  { kind: 'all' } | { kind: 'approved'; lines: Map<string, number> } | { kind: 'held' };

/**
 * Whether the daily job may send what is due today. The threshold counts the Lagos day's whole batch, what
 * was already sent today plus what is due now (money audit V2: two runs under it add up). Within it: all.
 * Above it: only an approved batch's lines, each vendor at most its approved amount (V1: a vendor the
 * approver never saw is not paid under the approval); otherwise the batch is (re)held for the console.
 */
export async function vendorBatchDecision(
  executor: Executor,
  input: {
    lagosDay: string;
    dueKobo: number;
    sentKobo: number;
    vendorCount: number;
    thresholdKobo: number;
    now: Date;
  },
): Promise<VendorBatchDecision> {
  if (input.sentKobo + input.dueKobo <= input.thresholdKobo) return { kind: 'all' };
  const [batch] = await executor
    .select()
    .from(vendorSettlementBatches)
    .where(eq(vendorSettlementBatches.lagosDay, input.lagosDay));
  if (batch?.status === 'approved' && batch.approvedLines)
    return {
      kind: 'approved',
      lines: new Map(batch.approvedLines.map((line) => [line.vendorId, line.amountKobo])),
    };
  await executor
    .insert(vendorSettlementBatches)
    .values({
      lagosDay: input.lagosDay,
      status: 'held',
      heldTotalKobo: input.dueKobo,
      vendorCount: input.vendorCount,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: vendorSettlementBatches.lagosDay,
      set: {
        status: 'held',
        heldTotalKobo: input.dueKobo,
        vendorCount: input.vendorCount,
        updatedAt: input.now,
      },
    });
  return { kind: 'held' };
}

/** The approval's executor: the day's batch may go out up to `approvedTotalKobo`. Runs in the approval's transaction. */
export async function approveVendorBatch(
  executor: Executor,
  input: {
    lagosDay: string;
    approvedTotalKobo: number;
    /** The vendors and amounts the approver saw: the only ones paid under this approval. */
    approvedLines: ApprovedVendorLine[];
    approvedBy: string;
    now: Date;
  },
): Promise<void> {
  await executor
    .insert(vendorSettlementBatches)
    .values({
      lagosDay: input.lagosDay,
      status: 'approved',
      heldTotalKobo: input.approvedTotalKobo,
      vendorCount: 0,
      approvedTotalKobo: input.approvedTotalKobo,
      approvedLines: input.approvedLines,
      approvedBy: input.approvedBy,
      approvedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: vendorSettlementBatches.lagosDay,
      set: {
        status: 'approved',
        approvedTotalKobo: input.approvedTotalKobo,
        approvedLines: input.approvedLines,
        approvedBy: input.approvedBy,
        approvedAt: input.now,
        updatedAt: input.now,
      },
    });
}
