import { lagosDayRange } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers } from '../db/schema';
import { balanceOf } from '../domain/ledger';
import { runDailyVendorSettlements } from '../domain/transfers';
import { fundWallet, signedInCustomer, signedInVendor, transferContextFor } from '../testing/money';
import { useTestApp } from '../testing/test-app';

const testApp = useTestApp();

const settle = (client: Awaited<ReturnType<typeof signedInVendor>>['client'], key = crypto.randomUUID()) =>
  client.post('/api/user/settlement', {}, { headers: { 'idempotency-key': key } });

async function settlementsOf(wallet: string) {
  return testApp.database.db
    .select()
    .from(transfers)
    .where(sql`${transfers.walletAccount} = ${wallet}`);
}

describe('POST /api/user/settlement', () => {
  it("pays the vendor wallet's whole balance to the business's bank account, once per key", async () => {
    const { client, wallet, vendor } = await signedInVendor(testApp);
    await fundWallet(testApp, wallet, 750_000);
    const key = crypto.randomUUID();
    const response = await settle(client, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Settlement of ₦7,500.00 successful!',
      data: {
        status: 'Successful',
        amount: '7500.00',
        bank: '058',
        recipientAccount: vendor.bankAccountNumber,
        wallet_balance: '0.00',
      },
    });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(0);

    await fundWallet(testApp, wallet, 20_000);
    const replay = await settle(client, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toMatchObject({
      transfer_id: response.json().data.transfer_id,
      amount: '7500.00',
    });
    expect(await settlementsOf(wallet)).toHaveLength(1);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(20_000);
  });

  it('refuses when the wallet holds less than ₦100.00, and is for vendors only', async () => {
    const { client, wallet } = await signedInVendor(testApp);
    await fundWallet(testApp, wallet, 9_999);
    const response = await settle(client);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your wallet holds ₦99.99; settlements start at ₦100.00.');
    const customer = await signedInCustomer(testApp);
    expect(
      (await customer.client.post('/api/user/settlement', {}, { headers: { 'idempotency-key': 'k1' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the daily vendor settlement', () => {
  it('settles every vendor holding at least ₦100.00 once per Lagos day, from 18:00 Lagos time', async () => {
    const rich = await signedInVendor(testApp);
    const poor = await signedInVendor(testApp);
    await fundWallet(testApp, rich.wallet, 1_234_500);
    await fundWallet(testApp, poor.wallet, 5_000);
    const day = lagosDayRange('2031-03-14').start.getTime();
    const at =
      (hour: number, minute = 0) =>
      () =>
        new Date(day + (hour * 60 + minute) * 60_000);

    expect(await runDailyVendorSettlements(transferContextFor(testApp, at(17, 59)))).toEqual({
      settled: 0,
      skipped: 0,
      refused: 0,
      held: 0,
    });
    const evening = await runDailyVendorSettlements(transferContextFor(testApp, at(18)));
    expect(evening.settled).toBeGreaterThanOrEqual(1);
    const [settlement] = await settlementsOf(rich.wallet);
    expect(settlement).toMatchObject({
      purpose: 'vendor_settlement',
      status: 'successful',
      amountKobo: 1_234_500,
      idempotencyKey: 'daily-settlement:2031-03-14',
      requestedByUserId: null,
    });
    expect(await settlementsOf(poor.wallet)).toEqual([]);

    await fundWallet(testApp, rich.wallet, 50_000);
    await runDailyVendorSettlements(transferContextFor(testApp, at(23, 30)));
    expect(await settlementsOf(rich.wallet)).toHaveLength(1);
    expect(await balanceOf(testApp.database.db, rich.wallet)).toBe(50_000);

    await runDailyVendorSettlements(transferContextFor(testApp, at(24 + 18)));
    expect(await settlementsOf(rich.wallet)).toHaveLength(2);
    expect(await balanceOf(testApp.database.db, rich.wallet)).toBe(0);
  });
});
