import { describe, expect, it } from 'vitest';
import { createTestVendor } from '../../testing/accounts';
import { fundWallet, signedInCustomer, transferContextFor } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import { approveVendorBatch, runDailyVendorSettlements, vendorBatchOf } from '../transfers';
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
        { bank: '058', recipientAccount: account, amount: '1000', description: 'rent' },
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

    // An approval for less than what is due does not let it go.
    await approveVendorBatch(t.database.db, {
      lagosDay: batch.lagosDay,
      approvedTotalKobo: 150_000,
      approvedBy: crypto.randomUUID(),
      now,
    });
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 0, held: 2 });

    await approveVendorBatch(t.database.db, {
      lagosDay: batch.lagosDay,
      approvedTotalKobo: 160_000,
      approvedBy: crypto.randomUUID(),
      now,
    });
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 2, held: 0 });
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 0 });
    expect(await balanceOf(t.database.db, accountKeys.vendorWallet(first.vendor.id))).toBe(0);
    expect(await vendorBatchOf(context, now, 100_000)).toMatchObject({ dueKobo: 0, status: 'approved' });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('sends a batch within the threshold without asking anyone', async () => {
    now = new Date('2031-06-02T18:30:00Z');
    const vendor = await createTestVendor(t.database);
    await fundWallet(t, accountKeys.vendorWallet(vendor.vendor.id), 50_000);
    const context = { ...transferContextFor(t, () => now), vendorBatchApprovalThresholdKobo: 100_000 };
    expect(await runDailyVendorSettlements(context)).toMatchObject({ settled: 1, held: 0 });
  });
});
