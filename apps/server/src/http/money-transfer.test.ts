import { makeValidNuban } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers } from '../db/schema';
import { balanceOf, feeRevenue, gatewayClearing, payoutClearing } from '../domain/ledger';
import {
  lookUpRecipient,
  NAME_ENQUIRY_REFUSED_MESSAGE,
  NAME_ENQUIRY_UNREACHABLE_MESSAGE,
  requeryDueTransfers,
  type TransferContext,
} from '../domain/transfers';
import { NAME_ENQUIRY_QUOTA_MESSAGE } from './money';
import type { TestClient } from '../testing/http-client';
import {
  fundWallet,
  signedInCustomer,
  signedInVendor,
  testTransactionPin,
  transferContextFor,
} from '../testing/money';
import { createTestApp, useTestApp } from '../testing/test-app';

// The emulator's payout test accounts (sandbox/squad/README.md), all GTBank (CBN 058).
const SUCCEEDS = '1111111112';
const FAILS = '2222222223';
const AMBIGUOUS = '3333333334';

const testApp = useTestApp({ env: { TRANSFER_DAILY_LIMIT_KOBO: '5000000' } });

function transfer(
  client: TestClient,
  body: Record<string, unknown>,
  key: string | null = crypto.randomUUID(),
) {
  return client.post('/api/user/transfer', body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

const toGtBank = (recipientAccount: string, amount: string | number = '1500.00') => ({
  bank: '058',
  recipientAccount,
  amount,
  description: 'Rent',
  pin: testTransactionPin,
});

async function transferRowsOf(wallet: string) {
  return testApp.database.db
    .select()
    .from(transfers)
    .where(sql`${transfers.walletAccount} = ${wallet}`);
}

async function emulatorTransferCount(): Promise<number> {
  const result = await testApp.database.db.execute(
    sql`select count(*)::int as n from sandbox_squad_transfers`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('POST /api/user/transfer', () => {
  it('sends money to the emulator success account: wallet debited, clearing moved to the gateway', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 500_000);
    const gatewayBefore = await balanceOf(testApp.database.db, gatewayClearing);

    const response = await transfer(client, toGtBank(SUCCEEDS));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Transfer of ₦1,500.00 successful!',
      data: {
        status: 'Successful',
        amount: '1500.00',
        fee: '0.00',
        bank: '058',
        bank_name: 'GTBank',
        recipientAccount: SUCCEEDS,
        account_name: 'ADAEZE OKAFOR',
        wallet_balance: '3500.00',
      },
    });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(350_000);
    expect(await balanceOf(testApp.database.db, payoutClearing)).toBe(0);
    expect(await balanceOf(testApp.database.db, gatewayClearing)).toBe(gatewayBefore + 150_000);
  });

  it('refuses more than the balance and leaves the wallet unchanged', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const response = await transfer(client, toGtBank(SUCCEEDS, '1000.01'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Your wallet balance is ₦1,000.00, not enough to send ₦1,000.01.',
      errors: [{ field: 'amount' }],
    });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000);
    expect(await transferRowsOf(wallet)).toEqual([]);
  });

  it('refuses an account number whose NUBAN check digit is wrong, before calling the provider', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const calls = await emulatorTransferCount();
    const response = await transfer(client, toGtBank('1111111111'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        {
          field: 'recipientAccount',
          message: 'That account number does not match the chosen bank. Check both and try again.',
        },
      ],
    });
    const short = await transfer(client, toGtBank('12345'));
    expect(short.json().errors).toEqual([
      { field: 'recipientAccount', message: 'Enter the 10-digit account number (NUBAN), digits only.' },
    ]);
    expect(await emulatorTransferCount()).toBe(calls);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000);
  });

  it('refuses Heritage Bank with the reason', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const response = await transfer(client, { ...toGtBank(makeValidNuban('030', '123456789')), bank: '030' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'bank',
        message:
          'The CBN revoked Heritage Bank’s licence on 3 June 2024, so transfers to Heritage Bank accounts cannot be made. Choose another bank.',
      },
    ]);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000);
  });

  it('refuses less than ₦100.00, a missing field, and unknown fields', async () => {
    const { client } = await signedInCustomer(testApp);
    expect((await transfer(client, toGtBank(SUCCEEDS, '99.99'))).json()).toMatchObject({
      message: 'The least you can transfer is ₦100.00. (amount)',
    });
    const missing = await transfer(client, { bank: '058', amount: '500', pin: testTransactionPin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('recipientAccount');
    const extra = await transfer(client, { ...toGtBank(SUCCEEDS), wallet: 'wallet:customer:someone-else' });
    expect(extra.statusCode).toBe(400);
  });

  it('reverses the debit when the bank refuses the transfer', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 300_000);
    const response = await transfer(client, toGtBank(FAILS, 2000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'Transaction failed. Please try again. The bank did not accept the transfer; ₦2,000.00 is back in the wallet.',
      data: { status: 'Failed', account_name: 'EMEKA OBI', wallet_balance: '3000.00' },
    });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(300_000);
    const [row] = await transferRowsOf(wallet);
    expect(row).toMatchObject({ status: 'failed', amountKobo: 200_000 });
    const entries = await testApp.database.db.execute(
      sql`select kind from journal_entries where cause_id = ${row!.id} order by id`,
    );
    expect((entries as unknown as { rows: { kind: string }[] }).rows.map((entry) => entry.kind)).toEqual([
      'transfer_debit',
      'transfer_reversal',
    ]);
  });

  it('keeps a timed-out transfer Pending, never reverses it, and the requery makes it final', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 300_000);
    const response = await transfer(client, toGtBank(AMBIGUOUS, 1000));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your transfer of ₦1,000.00 is being processed. Check Transaction Reports for the result.',
      data: { status: 'Pending', wallet_balance: '2000.00' },
    });
    const [pending] = await transferRowsOf(wallet);
    expect(pending).toMatchObject({ status: 'pending', requeryAttempts: 0 });

    // Not due yet: the sweep leaves it alone.
    const early = transferContextFor(testApp, () => new Date());
    expect(await requeryDueTransfers(early)).toEqual({ checked: 0, finalised: 0 });

    const later = transferContextFor(testApp, () => new Date(Date.now() + 60_000));
    expect(await requeryDueTransfers(later)).toMatchObject({ finalised: 1 });
    const [final] = await transferRowsOf(wallet);
    // Final, but still asked about for 72 hours in case the bank reverses it.
    expect(final).toMatchObject({
      status: 'successful',
      requeryAttempts: 1,
      nextRequeryAt: expect.any(Date),
    });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(200_000);
    expect(await balanceOf(testApp.database.db, payoutClearing)).toBe(0);

    const replay = await transfer(client, toGtBank(AMBIGUOUS, 1000), final!.idempotencyKey);
    expect(replay.json()).toMatchObject({
      success: true,
      data: { status: 'Successful', transfer_id: final!.id },
    });
  });

  it('answers the same Idempotency-Key with the first transfer, and refuses it for another request', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 500_000);
    const key = crypto.randomUUID();
    const first = await transfer(client, toGtBank(SUCCEEDS, '1000'), key);
    const second = await transfer(client, toGtBank(SUCCEEDS, '1000.00'), key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.transfer_id).toBe(first.json().data.transfer_id);
    expect(await transferRowsOf(wallet)).toHaveLength(1);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(400_000);

    const conflict = await transfer(client, toGtBank(SUCCEEDS, '2000'), key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(
      'This Idempotency-Key was already used for a different transfer. Send a new key for a new transfer.',
    );
    expect(await balanceOf(testApp.database.db, wallet)).toBe(400_000);
  });

  it('requires an Idempotency-Key header', async () => {
    const { client } = await signedInCustomer(testApp);
    const response = await transfer(client, toGtBank(SUCCEEDS), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Send an Idempotency-Key header/);
    expect((await transfer(client, toGtBank(SUCCEEDS), 'has spaces in it')).statusCode).toBe(400);
  });

  it('never overdraws a wallet under 50 concurrent transfers', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 1_000_000); // ₦10,000: room for exactly ten ₦1,000 transfers
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => transfer(client, toGtBank(SUCCEEDS, '1000'))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(0);
    expect(await transferRowsOf(wallet)).toHaveLength(10);
  });

  it('stops at the daily limit of the Lagos day, counting pending transfers', async () => {
    // Tier 3 (₦5,000,000 a day): TRANSFER_DAILY_LIMIT_KOBO is the lower limit here.
    const { client, wallet } = await signedInCustomer(testApp, { tier: 3 });
    await fundWallet(testApp, wallet, 10_000_000);
    expect((await transfer(client, toGtBank(AMBIGUOUS, '30000'))).statusCode).toBe(202);
    const over = await transfer(client, toGtBank(SUCCEEDS, '20000.01'));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'This would pass your daily transfer limit of ₦50,000.00. You can send up to ₦20,000.00 more today.',
    );
    expect((await transfer(client, toGtBank(SUCCEEDS, '20000'))).statusCode).toBe(200);
  });

  it('says the balance is short before it says the daily limit is passed', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 2_500_000); // ₦25,000, daily limit ₦50,000
    const response = await transfer(client, toGtBank(SUCCEEDS, '1025000'));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Your wallet balance is ₦25,000.00, not enough to send ₦1,025,000.00.',
    );
    expect(await balanceOf(testApp.database.db, wallet)).toBe(2_500_000);
  });

  it('is for customers only: a vendor gets 403, and nobody signed out gets through', async () => {
    const { client } = await signedInVendor(testApp);
    expect((await transfer(client, toGtBank(SUCCEEDS))).statusCode).toBe(403);
    expect(
      (await client.post('/api/user/transfer/lookup', { bank: '058', recipientAccount: SUCCEEDS }))
        .statusCode,
    ).toBe(403);
    client.accessToken = undefined;
    expect((await transfer(client, toGtBank(SUCCEEDS))).statusCode).toBe(401);
  });
});

describe('POST /api/user/transfer/lookup', () => {
  it('names the account holder after the NUBAN check', async () => {
    const { client } = await signedInCustomer(testApp);
    const response = await client.post('/api/user/transfer/lookup', {
      bank: '058',
      recipientAccount: SUCCEEDS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        account_name: 'ADAEZE OKAFOR',
        bank: '058',
        bank_name: 'GTBank',
        recipientAccount: SUCCEEDS,
        fee: '0.00',
      },
    });
    const bad = await client.post('/api/user/transfer/lookup', {
      bank: '058',
      recipientAccount: '1111111111',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('name enquiry safety (issue #12, item 6)', () => {
  it('allows 30 lookups an hour per user, then 429 with Retry-After', async () => {
    const { client } = await signedInCustomer(testApp);
    for (let i = 0; i < 30; i++) {
      const response = await client.post('/api/user/transfer/lookup', {
        bank: '058',
        recipientAccount: SUCCEEDS,
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await client.post('/api/user/transfer/lookup', {
      bank: '058',
      recipientAccount: SUCCEEDS,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toEqual({ success: false, message: NAME_ENQUIRY_QUOTA_MESSAGE });
    // Another customer has their own quota.
    const other = await signedInCustomer(testApp);
    expect(
      (await other.client.post('/api/user/transfer/lookup', { bank: '058', recipientAccount: SUCCEEDS }))
        .statusCode,
    ).toBe(200);
  });

  it("shows our own message, never the provider's text", async () => {
    const warnings: object[] = [];
    const ctx = {
      ...transferContextFor(testApp),
      payouts: {
        lookupAccount: async () => ({ error: '<b>Merchant authentication failed: key sk_live_x</b>' }),
      },
      logger: {
        info: () => undefined,
        warn: (details: object) => warnings.push(details),
        error: () => undefined,
      },
    } as unknown as TransferContext;
    await expect(lookUpRecipient(ctx, { bankCode: '058', accountNumber: SUCCEEDS })).rejects.toThrow(
      NAME_ENQUIRY_REFUSED_MESSAGE,
    );
    expect(warnings).toEqual([{ providerMessage: '<b>Merchant authentication failed: key sk_live_x</b>' }]);
    const unreachable = {
      ...ctx,
      payouts: { lookupAccount: async () => Promise.reject(new Error('socket hang up')) },
    } as unknown as TransferContext;
    await expect(lookUpRecipient(unreachable, { bankCode: '058', accountNumber: SUCCEEDS })).rejects.toThrow(
      NAME_ENQUIRY_UNREACHABLE_MESSAGE,
    );
  });
});

describe('transfer fee', () => {
  it('charges TRANSFER_FEE_KOBO into revenue:fees and returns it when the bank refuses', async () => {
    const feeApp = await createTestApp({ env: { TRANSFER_FEE_KOBO: '5000' } });
    try {
      const { client, wallet } = await signedInCustomer(feeApp);
      await fundWallet(feeApp, wallet, 200_000);
      const ok = await transfer(client, toGtBank(SUCCEEDS, '1000'));
      expect(ok.json().data).toMatchObject({ amount: '1000.00', fee: '50.00', wallet_balance: '950.00' });
      expect(await balanceOf(feeApp.database.db, feeRevenue)).toBe(5_000);
      const refused = await transfer(client, toGtBank(FAILS, '100'));
      expect(refused.json().data).toMatchObject({ status: 'Failed', wallet_balance: '950.00' });
      expect(await balanceOf(feeApp.database.db, feeRevenue)).toBe(5_000);
      const tooMuch = await transfer(client, toGtBank(SUCCEEDS, '950'));
      expect(tooMuch.json().message).toBe(
        'Your wallet balance is ₦950.00, not enough to send ₦1,000.00 (including the ₦50.00 fee).',
      );
    } finally {
      await feeApp.close();
    }
  });
});
