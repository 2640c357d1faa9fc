import { expect, it } from 'vitest';
import { scheduleJobNoLaterThan } from '../../domain/jobs/queue';
import { accountKeys, balanceOf, checkLedger } from '../../domain/ledger';
import { vendorSettlementJobKind } from '../../jobs/money-jobs';
import { createTestVendor } from '../../testing/accounts';
import { fundWallet } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';

// 19:00 in Lagos, after the daily settlement hour; the threshold is ₦1,000.00.
const now = new Date(Date.UTC(2031, 6, 1, 18, 0, 0));
const t = useTestApp({ clock: () => now, env: { VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO: '100000' } });

async function runDailySettlement() {
  await scheduleJobNoLaterThan(t.database.db, {
    kind: vendorSettlementJobKind,
    key: 'all',
    runAt: now,
    now,
    revive: true,
  });
  await t.app.jobs.runDue();
}

it('a vendor batch above the threshold is sent only after a second finance member approves it', async () => {
  const vendors = [await createTestVendor(t.database), await createTestVendor(t.database)];
  for (const { vendor } of vendors) await fundWallet(t, accountKeys.vendorWallet(vendor.id), 80_000);
  const maker = await createTestStaff(t.database, { roles: ['finance'] });
  const checker = await createTestStaff(t.database, { roles: ['finance'] });
  const makerClient = await signInStaff(t.app, t.database, maker, now);
  const checkerClient = await signInStaff(t.app, t.database, checker, now);

  await runDailySettlement();
  const wallet = accountKeys.vendorWallet(vendors[0]!.vendor.id);
  expect(await balanceOf(t.database.db, wallet)).toBe(80_000);
  const batch = (await makerClient.get('/api/admin/payouts/vendor-batch')).json().data;
  expect(batch).toMatchObject({ needs_approval: true, status: 'held', due_count: 2, due_total: '1600.00' });

  const asked = await makerClient.post('/api/admin/payouts/vendor-batch/approval', {
    reason: 'market day takings',
  });
  expect(asked.statusCode).toBe(202);
  const approvalId = asked.json().data.approval_id as string;
  await runDailySettlement();
  expect(await balanceOf(t.database.db, wallet)).toBe(80_000);

  const own = await makerClient.post(`/api/admin/approvals/${approvalId}/approve`, {
    code: await nextTotpCode(t.database, maker, now),
  });
  expect(own.statusCode).toBe(403);
  const approved = await checkerClient.post(`/api/admin/approvals/${approvalId}/approve`, {
    code: await nextTotpCode(t.database, checker, now),
  });
  expect(approved.statusCode).toBe(200);
  expect((await auditRows(t.database, 'vendor_settlement.batch'))[0]).toMatchObject({ outcome: 'ok' });

  await runDailySettlement();
  expect(await balanceOf(t.database.db, wallet)).toBe(0);
  expect(
    (await makerClient.get('/api/admin/payouts?tab=successful&purpose=vendor_settlement')).json().data.counts
      .successful,
  ).toBe(2);
  expect((await checkLedger(t.database.db)).ok).toBe(true);
});
