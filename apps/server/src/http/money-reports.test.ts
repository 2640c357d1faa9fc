import { lagosDateOf } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { post, prizeExpense, gatewayClearing } from '../domain/ledger';
import { fundWallet, signedInCustomer, signedInVendor, testTransactionPin } from '../testing/money';
import type { TestClient } from '../testing/http-client';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../testing/raffle';

const testApp = useRaffleTestApp();

const send = (client: TestClient, recipientAccount: string, amount: string) =>
  client.post(
    '/api/user/transfer',
    { bank: '058', recipientAccount, amount, description: '', pin: testTransactionPin },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );

async function credit(wallet: string, kind: string, amountKobo: number, from = prizeExpense) {
  await post(testApp.database.db, {
    idempotencyKey: `test:${crypto.randomUUID()}`,
    kind,
    postings: [
      { account: from, amountKobo: -amountKobo },
      { account: wallet, amountKobo },
    ],
  });
}

describe('GET /api/user/reports', () => {
  it("lists the customer's own transfers and wallet movements, newest first, and nobody else's", async () => {
    const ada = await signedInCustomer(testApp);
    const bola = await signedInCustomer(testApp);
    await fundWallet(testApp, ada.wallet, 1_000_000);
    await fundWallet(testApp, bola.wallet, 1_000_000);
    await credit(ada.wallet, 'prize', 500_000);
    expect((await send(ada.client, '1111111112', '1500')).statusCode).toBe(200);
    await send(bola.client, '1111111112', '777');
    expect((await send(ada.client, '2222222223', '250.50')).statusCode).toBe(200);
    await credit(ada.wallet, 'ticket_payment_refund', 25_000, gatewayClearing);
    expect((await send(ada.client, '3333333334', '100')).statusCode).toBe(202);
    await credit(ada.wallet, 'phone_wallet_claim', 10_000, gatewayClearing);

    const response = await ada.client.get('/api/user/reports');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as {
      date: string;
      type: string;
      amount: string;
      status: string;
      recipient: string;
    }[];
    expect(rows.map(({ type, amount, status, recipient }) => ({ type, amount, status, recipient }))).toEqual([
      { type: 'Credit', amount: '100.00', status: 'Successful', recipient: 'Your wallet' },
      {
        type: 'Transfer',
        amount: '100.00',
        status: 'Pending',
        recipient: 'BOLA ADEYEMI (GTBank 3333333334)',
      },
      { type: 'Refund', amount: '250.00', status: 'Successful', recipient: 'Your wallet' },
      { type: 'Transfer', amount: '250.50', status: 'Failed', recipient: 'EMEKA OBI (GTBank 2222222223)' },
      {
        type: 'Transfer',
        amount: '1500.00',
        status: 'Successful',
        recipient: 'ADAEZE OKAFOR (GTBank 1111111112)',
      },
      { type: 'Winning', amount: '5000.00', status: 'Successful', recipient: 'Your wallet' },
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['amount', 'date', 'recipient', 'status', 'type']);
      expect(new Date(row.date).toISOString()).toBe(row.date);
    }

    const bolas = (await bola.client.get('/api/user/reports')).json() as { amount: string }[];
    expect(bolas).toEqual([
      expect.objectContaining({ type: 'Transfer', amount: '777.00', status: 'Successful' }),
    ]);
  });

  it("lists the customer's ticket payments with their state, and the winnings they brought", async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    const shop = await signedInVendor(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const cycle = await openTestCycle(testApp.database.db, {
      typeIds: [1, 2],
      winnableAmountKobo: 300_000,
      prizeBudgetKobo: 30_000_000,
    });
    const order = async (parameters: Record<string, unknown>) => {
      const response = await client.post('/api/context-proxy/v1/proxy', {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: { action_type: 'create_order', parameters },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await order(
      await createOrderParameters(testApp.database.db, {
        cycle,
        typeId: 1,
        tickets: 2,
        paymentMethod: 'wallet',
        win: true,
      }),
    );
    await order(
      await createOrderParameters(testApp.database.db, {
        cycle,
        typeId: 2,
        vendorId: shop.vendor.id,
        paymentMethod: 'card',
      }),
    );

    const rows = (await client.get('/api/user/reports')).json() as Record<string, string>[];
    expect(rows.map(({ type, amount, status, recipient }) => ({ type, amount, status, recipient }))).toEqual([
      {
        type: 'Payment',
        amount: '250.00',
        status: 'Pending',
        recipient: `Pay4Me (${shop.vendor.businessName})`,
      },
      // The prize less the winner's 5% winnings tax (the row carries the gross and tax beside it).
      { type: 'Winning', amount: '2850.00', status: 'Successful', recipient: 'Your wallet' },
      { type: 'Payment', amount: '500.00', status: 'Successful', recipient: 'Get Cash' },
    ]);
  });

  it('pages and narrows by Lagos dates when asked, in an object with the paging', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 1_000_000);
    for (const amount of ['101', '102', '103', '104', '105']) await send(client, '1111111112', amount);

    const page2 = await client.get('/api/user/reports?page=2&per_page=2');
    expect(page2.json()).toEqual({
      success: true,
      data: {
        rows: [expect.objectContaining({ amount: '103.00' }), expect.objectContaining({ amount: '102.00' })],
        page: 2,
        per_page: 2,
        total: 5,
        total_capped: false,
        has_more: true,
        next_cursor: expect.any(String),
      },
    });
    const today = lagosDateOf(new Date());
    const tomorrow = lagosDateOf(new Date(Date.now() + 86_400_000));
    const yesterday = lagosDateOf(new Date(Date.now() - 86_400_000));
    expect((await client.get(`/api/user/reports?from=${today}&to=${today}`)).json().data.total).toBe(5);
    expect((await client.get(`/api/user/reports?from=${tomorrow}`)).json().data).toMatchObject({
      rows: [],
      total: 0,
    });
    expect((await client.get(`/api/user/reports?to=${yesterday}`)).json().data.total).toBe(0);
  });

  it('reads wallet movements past the ledger’s windows, none twice or lost, with the count of them all', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    // 230 prizes: more than the unpaged array's 100 rows and the ledger reader's first window of 200 postings.
    for (let index = 1; index <= 230; index++) await credit(wallet, 'prize', index * 100);
    const unpaged = await client.get('/api/user/reports');
    const rows = unpaged.json() as { amount: string }[];
    // The spec's array: the newest 100 (issue #28), and a Link to the rest, read on by cursor.
    expect(rows.map((row) => row.amount)).toEqual(
      Array.from({ length: 100 }, (_, index) => `${230 - index}.00`),
    );
    const link = /^<(\/api\/user\/reports\?[^>]+)>; rel="next"$/.exec(String(unpaged.headers.link));
    expect(link).not.toBeNull();
    const rest = (await client.get(link![1]!)).json().data;
    expect(rest).toMatchObject({ per_page: 100, has_more: true });
    const last = (await client.get(`/api/user/reports?cursor=${rest.next_cursor}&per_page=100`)).json().data;
    expect(last).toMatchObject({ has_more: false, next_cursor: null });
    expect([...rest.rows, ...last.rows].map((row: { amount: string }) => row.amount)).toEqual(
      Array.from({ length: 130 }, (_, index) => `${130 - index}.00`),
    );
    const page = (await client.get('/api/user/reports?page=12&per_page=20')).json().data;
    expect(page).toMatchObject({ total: 230, page: 12 });
    expect(page.rows.map((row: { amount: string }) => row.amount)).toEqual(
      Array.from({ length: 10 }, (_, index) => `${10 - index}.00`),
    );
  });

  it('refuses bad query parameters rather than guessing', async () => {
    const { client } = await signedInCustomer(testApp);
    for (const query of [
      'from=31-01-2026',
      'from=2026-02-30',
      'per_page=101',
      'page=0',
      'user_id=x',
      'from=2026-02-02&to=2026-02-01',
    ]) {
      const response = await client.get(`/api/user/reports?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it("shows a vendor's payments received and settlements", async () => {
    const shop = await signedInVendor(testApp);
    const other = await signedInVendor(testApp);
    await credit(shop.wallet, 'ticket_payment', 120_000, gatewayClearing);
    await credit(shop.wallet, 'prize', 300_000);
    await credit(other.wallet, 'ticket_payment', 999_900, gatewayClearing);
    const settled = await shop.client.post(
      '/api/user/settlement',
      {},
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(settled.statusCode).toBe(200);
    const rows = (await shop.client.get('/api/user/reports')).json() as Record<string, string>[];
    expect(rows.map(({ type, amount, status }) => ({ type, amount, status }))).toEqual([
      { type: 'Settlement', amount: '4200.00', status: 'Successful' },
      { type: 'Payment Received', amount: '3000.00', status: 'Successful' },
      { type: 'Payment Received', amount: '1200.00', status: 'Successful' },
    ]);
    expect(rows[0]!.recipient).toMatch(
      new RegExp(`^[A-Z]+ [A-Z]+ \\(GTBank ${shop.vendor.bankAccountNumber}\\)$`),
    );
    expect(rows[1]!.recipient).toBe('Your wallet (Pay4Me)');
    expect(rows[2]!.recipient).toBe('Your wallet (Scan2Pay4Me)');
  });

  it('needs a signed-in customer or vendor', async () => {
    const { client } = await signedInCustomer(testApp);
    client.accessToken = undefined;
    expect((await client.get('/api/user/reports')).statusCode).toBe(401);
  });
});
