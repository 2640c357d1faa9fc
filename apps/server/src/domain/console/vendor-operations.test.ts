import { makeValidNuban } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { fundWallet, transferContextFor } from '../../testing/money';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import { runCheck } from '../finance/business-checks';
import { accountKeys } from '../ledger';
import { findVendorDetails, listVendors, VENDOR_SUSPENDED_MESSAGE } from '../raffle/vendors';
import { settleVendorWallet } from '../transfers';
import {
  applyBankChange,
  listVendorsForStaff,
  prepareBankChange,
  suspendVendor,
  unsuspendVendor,
  vendorForStaff,
  vendorNameEnquiry,
} from './vendor-operations';
import { onboardVendor } from './vendor-onboarding';

describe('console: vendors', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);
  const payouts = () => transferContextFor(t).payouts;
  const now = new Date();
  let counter = 0;
  const onboarding = (overrides: Record<string, string> = {}) => {
    counter += 1;
    return {
      username: `shop${counter}`,
      email: `shop${counter}@example.com`,
      phone: `+23480322${String(10_000 + counter).slice(-5)}`,
      businessName: `Mama Put ${counter}`,
      businessAddress: '12 Allen Avenue, Ikeja',
      industry: 'Food',
      cacNumber: `RC ${100_000 + counter}`,
      contactName: 'Ngozi Eze',
      bankCode: '058',
      accountNumber: '1111111112',
      acceptedAccountName: 'ADAEZE OKAFOR',
      initialPassword: `Random-${crypto.randomUUID()}`,
      ...overrides,
    };
  };

  it("confirms the account holder's name through the payout provider", async () => {
    expect(
      await vendorNameEnquiry(payouts(), { bankCode: '058', accountNumber: '1111111112' }),
    ).toMatchObject({
      accountName: 'ADAEZE OKAFOR',
      bank: { cbnCode: '058' },
    });
    await expect(
      vendorNameEnquiry(payouts(), { bankCode: '058', accountNumber: '1111111111' }),
    ).rejects.toMatchObject({ code: 'invalid', field: 'account_number' });
  });

  it('onboards only with the name the bank gives, and the vendor is then listed for Pay4Me', async () => {
    const refused = onboarding({ acceptedAccountName: 'SOMEONE ELSE' });
    await expect(onboardVendor(t.database.db, payouts(), refused, now)).rejects.toMatchObject({
      code: 'conflict',
      field: 'accepted_account_name',
    });
    expect(await listVendorsForStaff(t.database.db, refused.businessName)).toEqual([]);

    const input = onboarding({ acceptedAccountName: ' adaeze  okafor ' });
    const { vendor, user } = await onboardVendor(t.database.db, payouts(), input, now);
    expect(user).toMatchObject({ role: 'vendor', username: input.username });
    expect(vendor).toMatchObject({
      businessName: input.businessName,
      cacNumber: input.cacNumber,
      bankCode: '058',
      bankAccountNumber: '1111111112',
      bankAccountName: 'ADAEZE OKAFOR',
      suspendedAt: null,
    });
    expect((await listVendors(t.database.db, input.businessName)).map((row) => row.id)).toEqual([vendor.id]);
    await expect(
      onboardVendor(t.database.db, payouts(), { ...onboarding(), username: input.username }, now),
    ).rejects.toMatchObject({
      code: 'conflict',
      field: 'username',
    });
  });

  it('a suspended vendor is not listed and cannot be paid, until unsuspended', async () => {
    const { vendor } = await onboardVendor(t.database.db, payouts(), onboarding(), now);
    const cycle = await openTestCycle(t.database.db, { typeIds: [2] });
    const order = async () =>
      client.post('/api/context-proxy/v1/action', {
        action_type: 'create_order',
        parameters: await createOrderParameters(t.database.db, { cycle, typeId: 2, vendorId: vendor.id }),
      });
    const { before, after } = await suspendVendor(t.database.db, vendor.id, 'CAC certificate expired', now);
    expect(before.suspendedAt).toBeNull();
    expect(after).toMatchObject({ suspendedReason: 'CAC certificate expired' });
    expect(await listVendors(t.database.db, vendor.businessName)).toEqual([]);
    expect(await findVendorDetails(t.database.db, vendor.id)).toBeNull();
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: VENDOR_SUSPENDED_MESSAGE });
    await expect(suspendVendor(t.database.db, vendor.id, 'again', now)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await listVendorsForStaff(t.database.db, vendor.businessName))[0]).toMatchObject({
      suspended: true,
    });

    await unsuspendVendor(t.database.db, vendor.id);
    expect((await listVendors(t.database.db, vendor.businessName)).map((row) => row.id)).toEqual([vendor.id]);
    expect((await order()).statusCode).toBe(200);
    await expect(unsuspendVendor(t.database.db, vendor.id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('changes bank details only to an account whose name was confirmed, and settles there afterwards', async () => {
    const { vendor } = await onboardVendor(t.database.db, payouts(), onboarding(), now);
    await expect(
      prepareBankChange(payouts(), t.database.db, vendor.id, {
        bankCode: '058',
        accountNumber: '1111111112',
        acceptedAccountName: 'ADAEZE OKAFOR',
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    const newAccount = makeValidNuban('044', '123456789');
    const { accountName } = await vendorNameEnquiry(payouts(), {
      bankCode: '044',
      accountNumber: newAccount,
    });
    const change = { bankCode: '044', accountNumber: newAccount, acceptedAccountName: accountName };
    await prepareBankChange(payouts(), t.database.db, vendor.id, change);
    await expect(
      applyBankChange(t.database.db, payouts(), vendor.id, {
        ...change,
        acceptedAccountName: 'NOT THE NAME',
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    const { before, after } = await applyBankChange(t.database.db, payouts(), vendor.id, change);
    expect(before).toMatchObject({ bankCode: '058', bankAccountNumber: '1111111112' });
    expect(after).toMatchObject({
      bankCode: '044',
      bankAccountNumber: newAccount,
      bankAccountName: accountName,
    });

    await fundWallet(t, accountKeys.vendorWallet(vendor.id), 150_000);
    await settleVendorWallet(transferContextFor(t), {
      vendorId: vendor.id,
      idempotencyKey: 'console-test-1',
      requestedByUserId: null,
    });
    const record = (await vendorForStaff(t.database.db, vendor.id))!;
    expect(record.settlements).toHaveLength(1);
    expect(record.settlements[0]).toMatchObject({
      amountKobo: 150_000,
      status: 'successful',
      accountNumber: newAccount,
    });
    expect(record).toMatchObject({ walletBalanceKobo: 0, settledKobo: 150_000 });
    expect(await vendorForStaff(t.database.db, crypto.randomUUID())).toBeNull();
  });

  it('keeps each vendor’s settled total with its settlements (issue #28): a reversal takes it back, a tampered total is found', async () => {
    const { vendor } = await onboardVendor(t.database.db, payouts(), onboarding(), now);
    const settle = async (key: string, kobo: number) => {
      await fundWallet(t, accountKeys.vendorWallet(vendor.id), kobo);
      return (
        await settleVendorWallet(transferContextFor(t), {
          vendorId: vendor.id,
          idempotencyKey: key,
          requestedByUserId: null,
        })
      ).transfer;
    };
    const first = await settle('kept-1', 150_000);
    await settle('kept-2', 70_000);
    const settled = async () => (await vendorForStaff(t.database.db, vendor.id))!.settledKobo;
    expect(await settled()).toBe(220_000);
    // The bank sends the first back (successful -> reversed): it no longer counts as settled.
    await t.database.db.execute(
      sql`update transfers set status = 'reversed', reversed_at = now() where id = ${first.id}`,
    );
    expect(await settled()).toBe(70_000);
    expect((await runCheck(t.database.db, 'vendor_settled_totals')).count).toBe(0);
    // The kept total changed behind the triggers' back (as its owner could): checkBooks names the vendor.
    await t.database.db.execute(
      sql`update vendor_settled_totals set settled_kobo = settled_kobo + 1 where vendor_id = ${vendor.id}`,
    );
    const { rows } = await runCheck(t.database.db, 'vendor_settled_totals');
    expect(rows).toEqual([
      expect.objectContaining({
        subject: vendor.id,
        problem: expect.stringMatching(/kept settled total 70001 kobo/),
      }),
    ]);
  });
});
