import { describe, expect, it } from 'vitest';
import { balanceOf } from '../domain/ledger';
import { useTestApp } from '../testing/test-app';
import { fundWallet, signedInCustomer, testTransactionPin } from '../testing/money';

/**
 * DOMAIN.md "Identity and wallet tiers": "Limits are settings". A deployment that sets tier 1 to ₦10,000 a day
 * and a ₦20,000 cap has those figures where money moves, in the refusals' words and on the wallet-limits answer.
 */

const t = useTestApp({
  env: {
    TIER0_BALANCE_CAP_KOBO: '2000000',
    TIER1_DAILY_OUT_KOBO: '1000000',
    TIER1_BALANCE_CAP_KOBO: '2000000',
  },
});

const send = (client: Awaited<ReturnType<typeof signedInCustomer>>['client'], amount: string) =>
  client.post(
    '/api/user/transfer',
    { bank: '058', recipientAccount: '1111111112', amount, description: 'Rent', pin: testTransactionPin },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );

describe('the tier limits come from the TIER* settings', () => {
  it('tier 1 sends ₦10,000 a day, not the default ₦50,000, and the answer shows the configured cap', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 1_500_000);
    const over = await send(client, '10000.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/^Your wallet is at tier 1: you can send ₦10,000\.00 more today\./);
    expect(await balanceOf(t.database.db, wallet)).toBe(1_500_000);
    expect((await send(client, '10000')).statusCode).toBe(200);
    const limits = (await client.get('/api/user/wallet-limits')).json().data;
    expect(limits).toMatchObject({
      tier: 1,
      daily_out_kobo: 1_000_000,
      left_today_kobo: 0,
      balance_cap_kobo: 2_000_000,
    });
  });
});
