import { findBankByCbnCode } from '@chancepay/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers, vendors } from '../../db/schema';
import { createTestVendor } from '../../testing/accounts';
import { fundWallet, signedInCustomer, transferContextFor } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import { debitWallet, recordOutcome, submitToProvider } from '../transfers/payout';
import { RETRY_PROVIDER_SHOWS_PAID_MESSAGE, retryFailedTransfer } from './payouts';

/**
 * Staff "Retry" of a failed payout (money audit findings 1 and 13): only after a failure the provider
 * confirms on requery, to the payee's current account confirmed by a fresh name enquiry, within the
 * customer's daily limit. The Squad emulator's accounts: sandbox/squad/README.md.
 */

const t = useTestApp({ env: { TRANSFER_FEE_KOBO: '0' } });
const gtBank = findBankByCbnCode('058')!;

async function failedCustomerTransfer(
  ctx: ReturnType<typeof transferContextFor>,
  customer: { user: { id: string }; wallet: string },
  account: { number: string; name: string },
  amountKobo: number,
) {
  const { transfer } = await debitWallet(ctx, {
    purpose: 'customer_transfer',
    walletAccount: customer.wallet,
    requestedByUserId: customer.user.id,
    vendorId: null,
    idempotencyKey: crypto.randomUUID(),
    fingerprint: 'f',
    bank: gtBank,
    accountNumber: account.number,
    accountName: account.name,
    amount: { kobo: amountKobo },
    feeKobo: 0,
    description: 'rent',
    dailyLimitKobo: null,
  });
  return submitToProvider(ctx, transfer);
}

describe('retry of a failed payout', () => {
  it('F1: a transfer marked failed that the provider shows as paid (the old re-send bug) is never retried', async () => {
    const customer = await signedInCustomer(t);
    await fundWallet(t, customer.wallet, 500_000);
    const ctx = transferContextFor(t);
    const { transfer } = await debitWallet(ctx, {
      purpose: 'customer_transfer',
      walletAccount: customer.wallet,
      requestedByUserId: customer.user.id,
      vendorId: null,
      idempotencyKey: crypto.randomUUID(),
      fingerprint: 'f',
      bank: gtBank,
      accountNumber: '1111111112',
      accountName: 'ADAEZE OKAFOR',
      amount: { kobo: 100_000 },
      feeKobo: 0,
      description: 'rent',
      dailyLimitKobo: null,
    });
    // The first submission paid at Squad, but a refused re-send was recorded as the outcome (before the fix).
    await ctx.payouts.transfer({
      reference: transfer.id,
      nipBankCode: transfer.nipBankCode,
      accountNumber: transfer.accountNumber,
      accountName: transfer.accountName,
      amountKobo: transfer.amountKobo,
      remark: 'first',
    });
    await recordOutcome(
      ctx,
      transfer.id,
      { status: 'failed', message: 'Squad refused the credentials: IP not whitelisted' },
      null,
    );
    const before = await balanceOf(t.database.db, customer.wallet);
    await expect(retryFailedTransfer(ctx, transfer.id)).rejects.toMatchObject({
      code: 'conflict',
      message: RETRY_PROVIDER_SHOWS_PAID_MESSAGE,
    });
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(before);
    const sent = await t.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `staff-retry:${transfer.id}`));
    expect(sent).toEqual([]);
  });

  it('F13: a vendor settlement retry pays the vendor’s current approved bank account, its name enquired again', async () => {
    const { vendor } = await createTestVendor(t.database);
    // The settlement went to the old account, which refused it...
    await t.database.db
      .update(vendors)
      .set({ bankCode: '058', bankAccountNumber: '2222222223' })
      .where(eq(vendors.id, vendor.id));
    const wallet = accountKeys.vendorWallet(vendor.id);
    await fundWallet(t, wallet, 300_000);
    const ctx = transferContextFor(t);
    const { transfer: debited } = await debitWallet(ctx, {
      purpose: 'vendor_settlement',
      walletAccount: wallet,
      requestedByUserId: null,
      vendorId: vendor.id,
      idempotencyKey: crypto.randomUUID(),
      fingerprint: 'f',
      bank: gtBank,
      accountNumber: '2222222223',
      accountName: 'EMEKA OBI',
      amount: { kobo: 300_000 },
      feeKobo: 0,
      description: 'Settlement',
      dailyLimitKobo: null,
    });
    const failed = await submitToProvider(ctx, debited);
    expect(failed.status).toBe('failed');
    // ...then an approved bank change moved the business to another account.
    await t.database.db
      .update(vendors)
      .set({ bankCode: '058', bankAccountNumber: '1111111112' })
      .where(eq(vendors.id, vendor.id));

    const retry = await retryFailedTransfer(ctx, failed.id);
    expect(retry).toMatchObject({
      accountNumber: '1111111112',
      accountName: 'ADAEZE OKAFOR',
      status: 'successful',
      amountKobo: 300_000,
    });
    expect(await balanceOf(t.database.db, wallet)).toBe(0);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('F13: a customer retry takes the account holder’s name from a fresh name enquiry, not the failed transfer', async () => {
    const customer = await signedInCustomer(t);
    await fundWallet(t, customer.wallet, 500_000);
    const ctx = transferContextFor(t);
    // The failed transfer holds a stale name (the account changed hands, or the name was edited since).
    const failed = await failedCustomerTransfer(
      ctx,
      customer,
      { number: '2222222223', name: 'SOMEONE ELSE' },
      100_000,
    );
    expect(failed.status).toBe('failed');
    const retry = await retryFailedTransfer(ctx, failed.id);
    expect(retry.accountName).toBe('EMEKA OBI');
  });

  it('F13: a customer retry keeps the daily transfer limit', async () => {
    const customer = await signedInCustomer(t);
    await fundWallet(t, customer.wallet, 1_000_000);
    const ctx = { ...transferContextFor(t), dailyLimitKobo: 150_000 };
    const failed = await failedCustomerTransfer(
      ctx,
      customer,
      { number: '2222222223', name: 'EMEKA OBI' },
      100_000,
    );
    expect(failed.status).toBe('failed');
    // Sent since, the same Lagos day: 100,000 of the 150,000 limit is used.
    const paid = await failedCustomerTransfer(
      ctx,
      customer,
      { number: '1111111112', name: 'ADAEZE OKAFOR' },
      100_000,
    );
    expect(paid.status).toBe('successful');
    await expect(retryFailedTransfer(ctx, failed.id)).rejects.toMatchObject({
      code: 'insufficient_funds',
      message: expect.stringMatching(/daily transfer limit/),
    });
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(900_000);
  });
});
