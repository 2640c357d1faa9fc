import { describe, expect, it } from 'vitest';
import { createTestVendor } from '../../testing/accounts';
import { fundWallet, signedInCustomer, testTransactionPin, transferContextFor } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import {
  approveVendorBatch,
  runDailyVendorSettlements,
  settleVendorWallet,
  vendorBatchOf,
} from '../transfers';
import { payoutsView, requeryTransferNow, retryFailedTransfer } from './payouts';

let now = new Date('2031-05-05T18:00:00Z'); // 19:00 in Lagos: after the daily settlement hour
const t = useTestApp({ clock: () => now });

describe('payouts', () => {
  it('shows transfers by tab with age and SLA; requery now finishes an unknown one; retry only after a failure', async () => {
    const ada = await signedInCustomer(t);
    await fundWallet(t, ada.wallet, 1_000_000);
    const send = async (account: string) => {
      const response = await ada.client.post(
        '/api/user/transfer',
        {
          bank: '058',
          recipientAccount: account,
          amount: '1000',
          description: 'rent',
          pin: testTransactionPin,
        },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      return response.json().data.transfer_id as string;
    };
    const succeeded = await send('1111111112');
    const failed = await send('2222222223');
    const unknown = await send('3333333334');
    const view = (tab: 'pending' | 'unknown' | 'failed' | 'successful') =>
      payoutsView(t.database.db, { tab, page: 1, perPage: 50, now });

    expect((await view('successful')).rows.map((row) => row.id)).toContain(succeeded);
    expect((await view('failed')).rows.map((row) => row.id)).toContain(failed);
    const pending = await view('pending');
    expect(pending.rows.map((row) => row.id)).toContain(unknown);
    expect(pending.counts).toMatchObject({ pending: 1, failed: 1, successful: 1, unknown: 0 });

    now = new Date(now.getTime() + 25 * 60 * 60_000);
    const late = (await view('pending')).rows.find((row) => row.id === unknown)!;
    expect(late.slaBreached).toBe(true);
    expect(late.ageMs).toBeGreaterThan(24 * 60 * 60_000);

    // An unknown outcome is never retried.
    const context = transferContextFor(t, () => now);
    await expect(retryFailedTransfer(context, unknown)).rejects.toMatchObject({ code: 'conflict' });
    await expect(retryFailedTransfer(context, succeeded)).rejects.toMatchObject({ code: 'conflict' });

    const requeried = await requeryTransferNow(context, unknown);
    expect(requeried.status).toBe('successful');
    await expect(requeryTransferNow(context, unknown)).rejects.toMatchObject({ code: 'conflict' });

    const balanceBefore = await balanceOf(t.database.db, ada.wallet);
    const retry = await retryFailedTransfer(context, failed);
    expect(retry.id).not.toBe(failed);
    expect(retry.amountKobo).toBe(100_000);
    // Retrying the same failure again is the same retry, not a second payout.
    const again = await retryFailedTransfer(context, failed);
    expect(again.id).toBe(retry.id);
    const failedRow = (await view('failed')).rows.find((row) => row.id === failed)!;
    expect(failedRow.retriedBy).toBe(retry.id);
    // The sandbox account always fails: the retry's money is back in the wallet too.
    expect(await balanceOf(t.database.db, ada.wallet)).toBe(balanceBefore);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

/** Vendors are paid what a test left them, so the next day's batch starts empty. */
async function settleEverything(context: ReturnType<typeof transferContextFor>, vendorIds: string[]) {
  for (const vendorId of vendorIds)
    await settleVendorWallet(context, {
      vendorId,
      idempotencyKey: crypto.randomUUID(),
      requestedByUserId: null,
    });
}

describe('vendor settlement batch', () => {
  it('holds a batch above the threshold until it is approved, then sends it once', async () => {
    now = new Date('2031-06-01T18:30:00Z');
    const first = await createTestVendor(t.database);
    const second = await createTestVendor(t.database);
    for (const { vendor } of [first, second])
      await fundWallet(t, accountKeys.vendorWallet(vendor.id), 80_000);
    const context = { ...transferContextFor(t, () => now), vendorBatchApprovalThresholdKobo: 100_000 };

    const held = await runDailyVendorSettlements(context);
    expect(held).toMatchObject({ settled: 0, held: 2 });
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(first.vendor.id))).toBe(80_000);
    const batch = await vendorBatchOf(context, now, 100_000);
    expect(batch).toMatchObject({ dueKobo: 160_000, dueCount: 2, needsApproval: true, status: 'held' });

    // An approval names its vendors: one approved vendor goes, the other waits for its own approval.
    await approveVendorBatch(t.database.db, {
      lagosDay: batch.lagosDay,
      approvedTotalKobo: 80_000,
      approvedLines: [{ vendorId: first.vendor.id, amountKobo: 80_000 }],
      approvedBy: crypto.randomUUID(),
      now,
    });
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 1, held: 1 });
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(second.vendor.id))).toBe(80_000);

    await approveVendorBatch(t.database.db, {
      lagosDay: batch.lagosDay,
      approvedTotalKobo: 80_000,
      approvedLines: [{ vendorId: second.vendor.id, amountKobo: 80_000 }],
      approvedBy: crypto.randomUUID(),
      now,
    });
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 1, held: 0 });
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 0 });
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(first.vendor.id))).toBe(0);
    expect(await vendorBatchOf(context, now, 100_000)).toMatchObject({ dueKobo: 0, status: 'approved' });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('V1: a vendor the approver never saw is not paid under the approval; an approved one gets at most its line', async () => {
    now = new Date('2031-06-03T18:30:00Z');
    const a = await createTestVendor(t.database);
    const b = await createTestVendor(t.database);
    const c = await createTestVendor(t.database);
    const context = { ...transferContextFor(t, () => now), vendorBatchApprovalThresholdKobo: 100_000 };
    await fundWallet(t, accountKeys.vendorWallet(a.vendor.id), 150_000);
    await fundWallet(t, accountKeys.vendorWallet(c.vendor.id), 150_000);
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 0, held: 2 });
    const batch = await vendorBatchOf(context, now, 100_000);
    await approveVendorBatch(t.database.db, {
      lagosDay: batch.lagosDay,
      approvedTotalKobo: 300_000,
      approvedLines: [
        { vendorId: a.vendor.id, amountKobo: 150_000 },
        { vendorId: c.vendor.id, amountKobo: 150_000 },
      ],
      approvedBy: crypto.randomUUID(),
      now,
    });
    // A settles to bank by itself; B (never shown to the approver) fills up; C's balance grows past its line.
    await settleVendorWallet(context, {
      vendorId: a.vendor.id,
      idempotencyKey: crypto.randomUUID(),
      requestedByUserId: null,
    });
    await fundWallet(t, accountKeys.vendorWallet(b.vendor.id), 140_000);
    await fundWallet(t, accountKeys.vendorWallet(c.vendor.id), 50_000);

    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 1, held: 1 });
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(b.vendor.id))).toBe(140_000);
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(c.vendor.id))).toBe(50_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
    await settleEverything(context, [b.vendor.id, c.vendor.id]);
  });

  it('V2: two runs under the threshold on one day count together: the second waits for approval', async () => {
    now = new Date('2031-06-04T18:30:00Z');
    const a = await createTestVendor(t.database);
    const b = await createTestVendor(t.database);
    const context = { ...transferContextFor(t, () => now), vendorBatchApprovalThresholdKobo: 100_000 };
    await fundWallet(t, accountKeys.vendorWallet(a.vendor.id), 90_000);
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 1, held: 0 });
    await fundWallet(t, accountKeys.vendorWallet(b.vendor.id), 90_000);
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 0, held: 1 });
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(b.vendor.id))).toBe(90_000);
    expect(await vendorBatchOf(context, now, 100_000)).toMatchObject({
      sentKobo: 90_000,
      dueKobo: 90_000,
      needsApproval: true,
      status: 'held',
    });
    await settleEverything(context, [b.vendor.id]);
  });

  it('sends a batch within the threshold without asking anyone', async () => {
    now = new Date('2031-06-02T18:30:00Z');
    const vendor = await createTestVendor(t.database);
    await fundWallet(t, accountKeys.vendorWallet(vendor.vendor.id), 50_000);
    const context = { ...transferContextFor(t, () => now), vendorBatchApprovalThresholdKobo: 100_000 };
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 1, held: 0 });
  });
});
