import { lagosDateOf, MIN_TRANSFER_KOBO } from '@chancepay/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendors, vendorSettlementBatches } from '../../db/schema';
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
  for (const vendor of all) {
    const wallet = accountKeys.vendorWallet(vendor.id);
    const settled = Boolean(await findTransferByKey(ctx.db, wallet, key));
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
    needsApproval: dueKobo > thresholdKobo,
    status: batch?.status ?? 'none',
    approvedTotalKobo: batch?.approvedTotalKobo ?? null,
  };
}

/**
 * Whether the daily job may send `dueKobo` today. Under the threshold: yes. Above it: only once approved for
 * at least that total; otherwise the batch is (re)held with what is due now, for the console to show.
 */
export async function maySendVendorBatch(
  executor: Executor,
  input: { lagosDay: string; dueKobo: number; vendorCount: number; thresholdKobo: number; now: Date },
): Promise<boolean> {
  if (input.dueKobo <= input.thresholdKobo) return true;
  const [batch] = await executor
    .select()
    .from(vendorSettlementBatches)
    .where(eq(vendorSettlementBatches.lagosDay, input.lagosDay));
  if (batch?.status === 'approved' && (batch.approvedTotalKobo ?? 0) >= input.dueKobo) return true;
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
  return false;
}

/** The approval's executor: the day's batch may go out up to `approvedTotalKobo`. Runs in the approval's transaction. */
export async function approveVendorBatch(
  executor: Executor,
  input: { lagosDay: string; approvedTotalKobo: number; approvedBy: string; now: Date },
): Promise<void> {
  await executor
    .insert(vendorSettlementBatches)
    .values({
      lagosDay: input.lagosDay,
      status: 'approved',
      heldTotalKobo: input.approvedTotalKobo,
      vendorCount: 0,
      approvedTotalKobo: input.approvedTotalKobo,
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
        approvedBy: input.approvedBy,
        approvedAt: input.now,
        updatedAt: input.now,
      },
    });
}
