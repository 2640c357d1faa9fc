import { findBankByCbnCode } from '@chancepay/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema';
import { balanceOf, checkLedger } from '../../domain/ledger';
import type { TransferContext } from '../../domain/transfers';
import { debitWallet, submitToProvider } from '../../domain/transfers/payout';
import { requeryDueTransfers } from '../../domain/transfers/requery';
import { fundWallet, signedInCustomer, transferContextFor } from '../../testing/money';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';
import { useTestApp } from '../../testing/test-app';

/**
 * Money audit finding 1: a payout in review (its re-send was refused, the provider has no answer) is finalised
 * by hand only when one finance member proposes the outcome with evidence and ANOTHER approves it.
 */

const t = useTestApp({ env: { TRANSFER_FEE_KOBO: '5000' } });

/** A transfer whose first submission timed out and whose re-send was refused 401: Unknown, needs review. */
async function transferInReview() {
  const customer = await signedInCustomer(t);
  await fundWallet(t, customer.wallet, 200_000);
  const real = transferContextFor(t);
  const timesOut: TransferContext = {
    ...real,
    payouts: {
      ...real.payouts,
      transfer: async () => ({ status: 'unknown', message: 'The operation was aborted due to timeout' }),
    },
  };
  const { transfer } = await debitWallet(timesOut, {
    purpose: 'customer_transfer',
    walletAccount: customer.wallet,
    requestedByUserId: customer.user.id,
    vendorId: null,
    idempotencyKey: crypto.randomUUID(),
    fingerprint: 'f',
    bank: findBankByCbnCode('058')!,
    accountNumber: '1111111112',
    accountName: 'ADAEZE OKAFOR',
    amount: { kobo: 100_000 },
    feeKobo: 5_000,
    description: 'rent',
    dailyLimitKobo: null,
  });
  await submitToProvider(timesOut, transfer);
  const later = new Date(Date.now() + 10 * 60_000);
  await requeryDueTransfers(
    {
      ...timesOut,
      clock: () => later,
      payouts: {
        ...real.payouts,
        requery: async () => ({ status: 'unknown', message: 'Transaction not found', notFound: true }),
        transfer: async () => ({
          status: 'failed',
          message: 'Squad refused the credentials: IP not whitelisted',
        }),
      },
    },
    { limit: 200 },
  );
  const [row] = await t.database.db.select().from(transfers).where(eq(transfers.id, transfer.id));
  expect(row).toMatchObject({ status: 'pending' });
  expect(row!.reviewFlaggedAt).not.toBeNull();
  return { customer, transfer: row! };
}

describe('F1: four-eyes decision on a payout in review', () => {
  it('F1: one finance member proposes "mark failed" with evidence, a second approves; only then is the wallet re-credited', async () => {
    const { customer, transfer } = await transferInReview();
    const maker = await createTestStaff(t.database, { roles: ['finance'] });
    const checker = await createTestStaff(t.database, { roles: ['finance'] });
    const makerClient = await signInStaff(t.app, t.database, maker);
    const checkerClient = await signInStaff(t.app, t.database, checker);
    const url = `/api/admin/payouts/${transfer.id}/decision`;
    const evidence = 'Squad support ticket 4471: no transfer under this reference; bank statement shows none';

    expect((await makerClient.post(url, { outcome: 'failed', evidence: 'short' })).statusCode).toBe(400);
    expect((await makerClient.post(url, { outcome: 'reversed', evidence })).statusCode).toBe(400);
    const asked = await makerClient.post(url, { outcome: 'failed', evidence });
    expect(asked.statusCode).toBe(202);
    const approvalId = asked.json().data.approval_id as string;
    // Nothing moved on the proposal alone.
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(200_000 - 105_000);
    expect((await auditRows(t.database, 'payout.decide'))[0]).toMatchObject({
      outcome: 'requested',
      entityId: transfer.id,
    });

    // The proposer cannot approve it.
    const own = await makerClient.post(`/api/admin/approvals/${approvalId}/approve`, {
      code: await nextTotpCode(t.database, maker),
    });
    expect(own.statusCode).toBe(403);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(200_000 - 105_000);

    const approved = await checkerClient.post(`/api/admin/approvals/${approvalId}/approve`, {
      code: await nextTotpCode(t.database, checker),
    });
    expect(approved.statusCode).toBe(200);
    const [decided] = await t.database.db.select().from(transfers).where(eq(transfers.id, transfer.id));
    expect(decided).toMatchObject({ status: 'failed' });
    expect(decided!.providerMessage).toContain(evidence);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(200_000);
    expect((await auditRows(t.database, 'payout.decide'))[0]).toMatchObject({
      outcome: 'ok',
      entityId: transfer.id,
    });
    expect((await checkLedger(t.database.db)).ok).toBe(true);

    // Final now: no second decision.
    expect((await makerClient.post(url, { outcome: 'successful', evidence })).statusCode).toBe(409);
  });

  it('F1: "mark successful" completes the transfer; a transfer not in review cannot be decided; other roles are refused', async () => {
    const { customer, transfer } = await transferInReview();
    const maker = await createTestStaff(t.database, { roles: ['finance'] });
    const checker = await createTestStaff(t.database, { roles: ['finance'] });
    const support = await createTestStaff(t.database, { roles: ['support', 'raffle_ops'] });
    const makerClient = await signInStaff(t.app, t.database, maker);
    const checkerClient = await signInStaff(t.app, t.database, checker);
    const supportClient = await signInStaff(t.app, t.database, support);
    const evidence = 'GTBank confirmation letter: NIP session 0000123 credited on 21 Nov';

    expect(
      (
        await supportClient.post(`/api/admin/payouts/${transfer.id}/decision`, {
          outcome: 'failed',
          evidence,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await makerClient.post(`/api/admin/payouts/${crypto.randomUUID()}/decision`, {
          outcome: 'failed',
          evidence,
        })
      ).statusCode,
    ).toBe(404);

    const asked = await makerClient.post(`/api/admin/payouts/${transfer.id}/decision`, {
      outcome: 'successful',
      evidence,
    });
    expect(asked.statusCode).toBe(202);
    // A support member cannot approve it either.
    const bySupport = await supportClient.post(
      `/api/admin/approvals/${asked.json().data.approval_id}/approve`,
      { code: await nextTotpCode(t.database, support) },
    );
    expect(bySupport.statusCode).toBe(403);
    const approved = await checkerClient.post(
      `/api/admin/approvals/${asked.json().data.approval_id}/approve`,
      { code: await nextTotpCode(t.database, checker) },
    );
    expect(approved.statusCode).toBe(200);
    const [decided] = await t.database.db.select().from(transfers).where(eq(transfers.id, transfer.id));
    expect(decided).toMatchObject({ status: 'successful' });
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(200_000 - 105_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);

    // An ordinary Pending transfer (not flagged for review) is asked about, not decided by hand.
    const other = await signedInCustomer(t);
    await fundWallet(t, other.wallet, 200_000);
    const ctx = transferContextFor(t);
    const { transfer: fresh } = await debitWallet(ctx, {
      purpose: 'customer_transfer',
      walletAccount: other.wallet,
      requestedByUserId: other.user.id,
      vendorId: null,
      idempotencyKey: crypto.randomUUID(),
      fingerprint: 'f',
      bank: findBankByCbnCode('058')!,
      accountNumber: '1111111112',
      accountName: 'ADAEZE OKAFOR',
      amount: { kobo: 100_000 },
      feeKobo: 5_000,
      description: 'rent',
      dailyLimitKobo: null,
    });
    const refused = await makerClient.post(`/api/admin/payouts/${fresh.id}/decision`, {
      outcome: 'failed',
      evidence,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/flagged for review/);
  });
});
