import { describe, expect, it } from 'vitest';
import { createTestUser, logIn, manualClock } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { fundWallet, signedInCustomer, signedInVendor } from '../testing/money';
import {
  createOrderParameters,
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../testing/raffle';
import { VENDOR_PAYMENTS_PATH } from './vendor-payments';

// 22:30 UTC on 10 Mar is 23:30 in Lagos (UTC+1): still the 10th there.
const clock = manualClock(new Date('2027-03-10T22:30:00.000Z'));
const t = useRaffleTestApp({ clock: clock.now });
const visitor = new TestClient(() => t.app);

interface FeedAnswer {
  today: { day: string; total: string; count: number };
  balance: string;
  payments: { reference: string; payer: string; amount: string; paid_at: string }[];
  next_before: string | null;
  etag: string;
}

async function scanToPayByCard(vendorId: string, phone: string, amountDueKobo: number, win = false) {
  const cycle = await openTestCycle(t.database.db, {
    typeIds: [1, 2],
    winnableAmountKobo: 2_000_000,
    now: clock.now(),
  });
  const orderId = await createTestOrder(visitor, t.database.db, {
    cycle,
    typeId: 2,
    phone,
    vendorId,
    amountDueKobo,
    win,
  });
  const checkout = await initiateCheckout(visitor, orderId, amountDueKobo + cycle.ticketPriceKobo);
  await pressCheckoutButton(visitor, checkout, 'pay');
  return { orderId, verified: await verifyOrder(visitor, orderId) };
}

async function feedOf(client: TestClient, query = '') {
  const response = await client.get(`${VENDOR_PAYMENTS_PATH}${query}`);
  return { response, data: (response.json() as { data: FeedAnswer }).data };
}

describe("a Scan2Pay4Me payment's proof for the buyer", () => {
  it('the verify answer names the shop, the amount paid to it, when and the reference, win or lose', async () => {
    const { vendor } = await signedInVendor(t);
    for (const win of [false, true]) {
      const { orderId, verified } = await scanToPayByCard(vendor.id, '08031110109', 150_000, win);
      expect(verified.body.status).toBe(win ? 'winner_selected' : 'entry_processed');
      expect((verified.body.receipt as Record<string, unknown>).shop_payment).toEqual({
        vendor_id: vendor.id,
        vendor_name: vendor.businessName,
        amount: '1500.00',
        paid_at: clock.now().toISOString(),
        reference: orderId,
      });
    }
  });

  it('carries no shop payment for Get Cash, nor for a Scan2Pay4Me order the shop was not paid for', async () => {
    const { vendor } = await signedInVendor(t);
    const cycle = await openTestCycle(t.database.db, { typeIds: [1, 2], now: clock.now() });
    const getCash = await createTestOrder(visitor, t.database.db, { cycle, typeId: 1 });
    await pressCheckoutButton(visitor, await initiateCheckout(visitor, getCash, 25_000), 'pay');
    expect(((await verifyOrder(visitor, getCash)).body.receipt as Record<string, unknown>).shop_payment).toBe(
      null,
    );
    const declined = await createTestOrder(visitor, t.database.db, {
      cycle,
      typeId: 2,
      vendorId: vendor.id,
      amountDueKobo: 150_000,
    });
    await pressCheckoutButton(visitor, await initiateCheckout(visitor, declined, 175_000), 'decline');
    const answer = await verifyOrder(visitor, declined);
    expect(answer.body.status).toBe('payment_failed');
    expect((answer.body.receipt as Record<string, unknown>).shop_payment).toBe(null);
  });

  it("a wallet payment's create_order answer carries the same proof", async () => {
    const { vendor } = await signedInVendor(t);
    const buyer = await signedInCustomer(t);
    await fundWallet(t, buyer.wallet, 500_000);
    const cycle = await openTestCycle(t.database.db, {
      typeIds: [2],
      winnableAmountKobo: 2_000_000,
      now: clock.now(),
    });
    const parameters = await createOrderParameters(t.database.db, {
      cycle,
      typeId: 2,
      vendorId: vendor.id,
      amountDueKobo: 150_000,
      paymentMethod: 'wallet',
    });
    const response = await buyer.client.post('/api/context-proxy/v1/proxy', {
      path: '/api/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.shop_payment).toMatchObject({
      vendor_name: 'Bukka Hut',
      amount: '1500.00',
      reference: data.order_id,
    });
  });
});

describe("the vendor's live feed and today's takings", () => {
  it('shows the payments newest first with masked phones, takings of the Lagos day and the balance', async () => {
    clock.advance(0);
    const shop = await signedInVendor(t);
    await scanToPayByCard(shop.vendor.id, '08031110109', 150_000);
    // An hour later it is 00:30 on the 11th in Lagos: a new business day.
    clock.advance(60 * 60_000);
    const { orderId } = await scanToPayByCard(shop.vendor.id, '08059990123', 200_000);
    await fundWallet(t, shop.wallet, 1); // the balance is the wallet's, not a sum of the feed

    // Signed in again: the access token lives 5 minutes.
    const { response, data } = await feedOf(await logIn(t.app, shop.user.username));
    expect(response.statusCode).toBe(200);
    expect(data.today).toEqual({ day: '2027-03-11', total: '2000.00', count: 1 });
    expect(data.balance).toBe('3500.01');
    expect(data.payments).toEqual([
      { reference: orderId, payer: '+234805****123', amount: '2000.00', paid_at: clock.now().toISOString() },
      expect.objectContaining({ payer: '+234803****109', amount: '1500.00' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('08059990123');
    expect(JSON.stringify(data)).not.toContain('8059990123');
  });

  it('pages with a hard maximum and an opaque before cursor', async () => {
    const shop = await signedInVendor(t);
    for (let index = 0; index < 3; index++) {
      clock.advance(1000);
      await scanToPayByCard(shop.vendor.id, '08031110109', 10_000 * (index + 1));
    }
    const first = await feedOf(shop.client, '?limit=2');
    expect(first.data.payments.map((payment) => payment.amount)).toEqual(['300.00', '200.00']);
    expect(first.data.next_before).toEqual(expect.any(String));
    const second = await feedOf(
      shop.client,
      `?limit=2&before=${encodeURIComponent(first.data.next_before!)}`,
    );
    expect(second.data.payments.map((payment) => payment.amount)).toEqual(['100.00']);
    expect(second.data.next_before).toBe(null);

    for (const query of ['?limit=51', '?limit=0', '?limit=two', '?before=yesterday', '?colour=red']) {
      const refused = await shop.client.get(`${VENDOR_PAYMENTS_PATH}${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 304 to an unchanged poll and the new page once a payment arrives', async () => {
    const shop = await signedInVendor(t);
    const first = await shop.client.get(VENDOR_PAYMENTS_PATH);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json().data.etag).toBe(etag);
    const idle = await shop.client.request({
      method: 'GET',
      url: VENDOR_PAYMENTS_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(idle.statusCode).toBe(304);
    expect(idle.body).toBe('');
    await scanToPayByCard(shop.vendor.id, '08031110109', 50_000);
    const changed = await shop.client.request({
      method: 'GET',
      url: VENDOR_PAYMENTS_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.today.count).toBe(1);
  });

  it("is for vendors only, and a vendor never sees another shop's payments", async () => {
    const shop = await signedInVendor(t);
    const other = await signedInVendor(t);
    await scanToPayByCard(shop.vendor.id, '08031110109', 50_000);
    clock.advance(1000);
    await scanToPayByCard(shop.vendor.id, '08031110109', 60_000);
    const { data } = await feedOf(other.client);
    expect(data.payments).toEqual([]);
    expect(data.today).toMatchObject({ total: '0.00', count: 0 });
    // The first shop's cursor in the other shop's hands pages nothing of the first shop.
    const own = await feedOf(shop.client, '?limit=1');
    expect(own.data.next_before).toEqual(expect.any(String));
    const stolen = await feedOf(other.client, `?before=${encodeURIComponent(own.data.next_before!)}`);
    expect(stolen.response.statusCode).toBe(200);
    expect(stolen.data.payments).toEqual([]);

    const customer = await createTestUser(t.database);
    const asCustomer = await (await logIn(t.app, customer.username)).get(VENDOR_PAYMENTS_PATH);
    expect(asCustomer.statusCode).toBe(403);
    expect((await visitor.get(VENDOR_PAYMENTS_PATH)).statusCode).toBe(401);
  });
});

describe("a vendor's report", () => {
  it('names the payer (masked phone) of each Scan2Pay4Me payment received', async () => {
    const shop = await signedInVendor(t);
    await scanToPayByCard(shop.vendor.id, '08031110109', 150_000);
    // Beside the spec's five columns, as the Reports page asks for them (receipts=true); never in the plain rows.
    const plain = (await shop.client.get('/api/user/reports')).json() as Record<string, string>[];
    expect(plain[0]).not.toHaveProperty('payer');
    const rows = (await shop.client.get('/api/user/reports?receipts=true')).json() as Record<
      string,
      string
    >[];
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'Payment Received',
        amount: '1500.00',
        recipient: 'Your wallet (Scan2Pay4Me)',
        payer: '+234803****109',
      }),
    ]);
  });
});

describe('Pay4Me vendor search', () => {
  it("gives each vendor's address so two shops of one name can be told apart", async () => {
    const { vendor } = await signedInVendor(t);
    const response = await visitor.post('/api/context-proxy/v1/action', {
      action_type: 'get_vendors',
      parameters: { search: vendor.businessName },
    });
    expect(response.json().data.vendors).toContainEqual({
      vendor_id: vendor.id,
      vendor_name: vendor.businessName,
      business_address: '3 Adeola Odeku, Victoria Island, Lagos',
    });
  });
});
