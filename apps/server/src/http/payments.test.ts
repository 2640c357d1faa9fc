import { describe, expect, it, vi } from 'vitest';
import { accountKeys, balanceOf, checkLedger } from '../domain/ledger';
import { createTestUser, logIn } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import {
  createOrderParameters,
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  verifyOrder,
  useRaffleTestApp,
} from '../testing/raffle';

describe('card payment through the emulator', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  it('creates an order, checks out, pays and verifies to a win paid into the phone wallet', async () => {
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 100_000 });
    const phone = '08030000001';
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, phone, win: true });
    const checkoutPath = await initiateCheckout(client, orderId, 50_000);
    const page = await client.get(checkoutPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay');
    const paid = await pressCheckoutButton(client, checkoutPath, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/thank-you?reference=${orderId}`);

    const verified = await verifyOrder(client, orderId);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toMatchObject({ success: true, status: 'winner_selected', order_id: orderId });
    // What /thank-you shows (DOMAIN.md "Winnings tax"): the gross, the tax withheld and what the winner got.
    expect(verified.body.prize_amount).toBe('1000.00');
    expect(verified.body.winnings_tax).toEqual({
      gross_amount: '1000.00',
      tax_amount: '50.00',
      net_amount: '950.00',
      rate_bps: 500,
      borne_by: 'winner',
    });
    // ₦1,000 won, less the winner's 5% winnings tax.
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348030000001'))).toBe(95_000);
    expect(await balanceOf(t.database.db, accountKeys.ticketRevenue)).toBe(50_000);
    await vi.waitFor(async () => expect((await checkLedger(t.database.db)).ok).toBe(true));
  });

  it('answers a paid order that lost with no prize and no winnings tax', async () => {
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 100_000 });
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 1, win: false });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    const verified = await verifyOrder(client, orderId);
    expect(verified.body).toMatchObject({ status: 'entry_processed', outcome: 'lost', prize_amount: null });
    expect(verified.body.winnings_tax).toBeNull();
  });

  it('initiate checks the order and the amount, and starts a checkout only once', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 3 });
    const initiate = (body: Record<string, unknown>) =>
      client.post('/api/context-proxy/v1/squad/initiate', {
        email: 'buyer@example.com',
        amount: 75_000,
        currency: 'NGN',
        transaction_ref: orderId,
        payment_channels: ['card', 'bank', 'ussd', 'transfer'],
        metadata: { order_id: orderId },
        return_url: 'https://evil.example/',
        ...body,
      });
    const wrongAmount = await initiate({ amount: 74_999 });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toMatch(/does not match the order: it is ₦750\.00/);
    expect((await initiate({ amount: '750.00' })).statusCode).toBe(400);
    expect((await initiate({ currency: 'USD' })).statusCode).toBe(400);
    expect((await initiate({ email: 'nope' })).statusCode).toBe(400);
    expect((await initiate({ payment_channels: ['crypto'] })).statusCode).toBe(400);
    expect((await initiate({ transaction_ref: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await initiate({ transaction_ref: 'ORDER-1' })).statusCode).toBe(400);

    const first = await initiate({});
    expect(first.statusCode).toBe(200);
    const url = first.json().checkout_url as string;
    expect(url).toBe(`${t.config.publicUrl}/sandbox/squad/checkout/${orderId}`);
    expect(first.json().data.checkout_url).toBe(url);
    expect((await initiate({})).json().checkout_url).toBe(url);

    // The gateway returns the buyer to this site's /thank-you, never to the URL the client sent.
    await pressCheckoutButton(client, new URL(url).pathname, 'decline');
    expect((await verifyOrder(client, orderId)).body.status).toBe('payment_failed');
    const again = await initiate({});
    expect(again.statusCode).toBe(409);
  });

  it('tells a checkout left unpaid (open at the gateway) from one declined: payment, checkout_url, charged', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 1 });
    // Created but no checkout yet: the gateway does not know the payment.
    const unknown = await verifyOrder(client, orderId);
    expect(unknown.body).toMatchObject({
      status: 'verifying',
      charged: null,
      payment: { gateway_status: 'not_found', checkout_url: null },
    });
    const checkoutPath = await initiateCheckout(client, orderId, 25_000);
    // The buyer pressed Back on the checkout: still open and unpaid, and its link is offered to carry on.
    const open = await verifyOrder(client, orderId);
    expect(open.body).toMatchObject({
      status: 'verifying',
      charged: null,
      payment: { gateway_status: 'pending', checkout_url: `${t.config.publicUrl}${checkoutPath}` },
    });
    await pressCheckoutButton(client, checkoutPath, 'decline');
    const declined = await verifyOrder(client, orderId);
    expect(declined.body).toMatchObject({
      status: 'payment_failed',
      message: 'The payment was declined.',
      charged: false,
    });
    expect(declined.body).not.toHaveProperty('payment');
    expect(declined.body).not.toHaveProperty('wallet_balance');
  });

  it('gives the new wallet balance to the signed-in customer who placed the order, and to nobody else', async () => {
    const owner = await createTestUser(t.database);
    const stranger = await createTestUser(t.database);
    const ownerClient = await logIn(t.app, owner.username);
    const strangerClient = await logIn(t.app, stranger.username);
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 100_000 });
    const parameters = await createOrderParameters(t.database.db, { cycle, tickets: 1, win: true });
    const created = await ownerClient.post('/api/context-proxy/v1/proxy', {
      path: '/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters },
    });
    const orderId = created.json().data.order_id as string;
    const checkoutPath = await initiateCheckout(ownerClient, orderId, 25_000);
    await pressCheckoutButton(ownerClient, checkoutPath, 'pay');

    const mine = await verifyOrder(ownerClient, orderId);
    expect(mine.body).toMatchObject({
      status: 'winner_selected',
      charged: true,
      prize_amount: '1000.00',
      wallet_balance: '950.00',
    });
    for (const other of [strangerClient, client]) {
      const theirs = await verifyOrder(other, orderId);
      expect(theirs.body.status).toBe('winner_selected');
      expect(theirs.body).not.toHaveProperty('wallet_balance');
    }
  });

  it('verify refuses a missing or unknown reference with a 4xx and a message', async () => {
    for (const body of [{}, { reference: '' }, { reference: 42 }, { reference: 'x'.repeat(200) }]) {
      const response = await client.post('/api/context-proxy/v1/squad/verify', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(
      (await client.post('/api/context-proxy/v1/squad/verify', { reference: 'not-an-order' })).statusCode,
    ).toBe(404);
    expect(
      (await client.post('/api/context-proxy/v1/squad/verify', { reference: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
  });

  it('lists every raffle and payment route in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/context-proxy/v1/action',
      '/api/context-proxy/v1/proxy',
      '/api/context-proxy/v1/squad/initiate',
      '/api/context-proxy/v1/squad/verify',
      '/api/context-proxy/v1/squad/webhook',
      '/api/fairness/cycles/{id}',
      '/api/fairness/orders/{id}',
    ])
      expect(docs.paths, path).toHaveProperty([path]);
    const actionDoc = docs.paths['/api/context-proxy/v1/action'].post.description as string;
    for (const name of [
      'get_active_raffle_products',
      'validate_raffle_cycle_type',
      'create_order',
      'get_vendors',
    ])
      expect(actionDoc).toContain(name);
  });
});
