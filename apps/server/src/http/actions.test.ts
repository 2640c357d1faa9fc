import { serverSeedHash } from '@chancepay/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOrder } from '../domain/raffle/orders';
import { accountKeys, balanceOf, checkLedger, post } from '../domain/ledger';
import { TestClient } from '../testing/http-client';
import { createTestUser, createTestVendor, logIn } from '../testing/accounts';
import {
  createOrderParameters,
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  verifyOrder,
  useRaffleTestApp,
} from '../testing/raffle';
import type { CycleView } from '../domain/raffle/cycle-views';

const ACTION = '/api/context-proxy/v1/action';
const PROXY = '/api/context-proxy/v1/proxy';

describe('the action API', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);
  let getCash: CycleView;
  let payForMe: CycleView;
  let vendorId: string;
  let vendorUsername: string;

  beforeAll(async () => {
    getCash = await openTestCycle(t.database.db, { typeIds: [1, 3], winnableAmountKobo: 5_000_000 });
    payForMe = await openTestCycle(t.database.db, { typeIds: [2], winnableAmountKobo: 2_000_000 });
    const vendor = await createTestVendor(t.database);
    vendorId = vendor.vendor.id;
    vendorUsername = vendor.user.username;
  });

  const act = (action_type: string, parameters?: unknown) =>
    client.post(ACTION, parameters === undefined ? { action_type } : { action_type, parameters });

  it('lists the products on sale with their associated types, amounts as naira strings', async () => {
    const response = await act('get_active_raffle_products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.raffle_cycles).toEqual([
      {
        raffle_cycle_id: getCash.id,
        winnable_amount: '50000.00',
        ticket_price: '250.00',
        raffle_status: 'open',
        // Beside the spec's fields: the odds on the home page's cards come from it.
        payout_ratio_bps: 7000,
        // DOMAIN.md "Winnings tax": who bears it per product, and the prize after it (the home page's tiles).
        winnings_tax_bps: 500,
        associated_types: [
          {
            raffle_type_id: 1,
            raffle_type: 'Get Cash',
            winnings_tax_borne_by: 'winner',
            winnable_amount_after_tax: '47500.00',
          },
          {
            raffle_type_id: 3,
            raffle_type: 'On The House',
            winnings_tax_borne_by: 'winner',
            winnable_amount_after_tax: '47500.00',
          },
        ],
      },
      {
        raffle_cycle_id: payForMe.id,
        winnable_amount: '20000.00',
        ticket_price: '250.00',
        raffle_status: 'open',
        payout_ratio_bps: 7000,
        winnings_tax_bps: 500,
        associated_types: [
          {
            raffle_type_id: 2,
            raffle_type: 'Pay4Me',
            winnings_tax_borne_by: 'operator',
            winnable_amount_after_tax: '20000.00',
          },
        ],
      },
    ]);
  });

  it('answers the spec cycle actions and the per-cycle-and-type validation', async () => {
    const all = (await act('get_raffle_cycle')).json().data.raffle_cycles;
    expect(all.map((cycle: { raffle_cycle_id: number }) => cycle.raffle_cycle_id)).toEqual([
      getCash.id,
      payForMe.id,
    ]);
    expect(all[0]).toMatchObject({
      server_seed_hash: serverSeedHash('a'.repeat(64)),
      payout_ratio_bps: 7000,
    });
    expect(all[0]).not.toHaveProperty('server_seed');

    const active = (await act('get_active_raffle_cycle', { raffle_type_id: 2 })).json().data.raffle_cycle;
    expect(active).toMatchObject({
      raffle_cycle_id: payForMe.id,
      ticket_price: '250.00',
      price_of_ticket: '250.00',
    });
    const byId = await act('get_raffle_cycle_by_id', { raffle_cycle_id: String(getCash.id) });
    expect(byId.json().data.raffle_cycle).toMatchObject({
      raffle_cycle_id: getCash.id,
      ticket_price: '250.00',
    });

    const valid = await act('validate_raffle_cycle_type', { raffle_cycle_id: getCash.id, raffle_type_id: 3 });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data.raffle_cycle).toMatchObject({
      raffle_cycle_id: getCash.id,
      raffle_type_id: 3,
      raffle_type: 'On The House',
      winnable_amount: '50000.00',
      price_of_ticket: '250.00',
    });
    const notOffered = await act('validate_raffle_cycle_type', {
      raffle_cycle_id: getCash.id,
      raffle_type_id: 2,
    });
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json()).toEqual({ success: false, message: 'Raffle cycle not found.' });
    expect((await act('get_raffle_cycle_by_id', { raffle_cycle_id: 999_999 })).statusCode).toBe(404);
    expect((await act('get_active_raffle_cycle', { raffle_type_id: 6 })).statusCode).toBe(404);
  });

  it('lists vendors (success + vendors) and shows one vendor without its bank details', async () => {
    const list = await act('get_vendors');
    expect(list.json().data).toEqual({
      success: true,
      vendors: [
        {
          vendor_id: vendorId,
          vendor_name: 'Bukka Hut',
          business_address: '3 Adeola Odeku, Victoria Island, Lagos',
        },
      ],
    });
    expect((await act('get_vendors', { search: 'bukka' })).json().data.vendors).toHaveLength(1);
    expect((await act('get_vendors', { search: '%' })).json().data.vendors).toHaveLength(0);
    const details = (await act('get_vendor_details', { vendor_id: vendorId })).json().data.vendor;
    expect(details).toMatchObject({
      vendor_id: vendorId,
      business_name: 'Bukka Hut',
      industry: 'Food and drinks',
      contact_name: 'Tunde Bakare',
      spendable_amount: '20000.00',
    });
    expect(details).not.toHaveProperty('bank_account_number');
    expect(details).not.toHaveProperty('cac_number');
    expect((await act('get_vendor_details', { vendor_id: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('creates an order at the cycle price with the next order_seq, odds and seed commitment', async () => {
    const response = await act('create_order', {
      raffle_cycle_id: getCash.id,
      raffle_type_id: 1,
      customer_phone: '0803 123 4567',
      customer_email: 'ada@example.com',
      ticket_quantity: 4,
      order_amount: '1000.00',
      purchase_platform: 'web',
      payment_method_used: 'card',
      age_confirmed: true,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      status: 'verifying',
      raffle_cycle_id: getCash.id,
      raffle_type_id: 1,
      ticket_quantity: 4,
      order_amount: '1000.00',
      prize_amount: '50000.00',
      odds: '1 in 71',
      server_seed_hash: getCash.serverSeedHash,
    });
    expect(data.order_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data.client_seed).toMatch(/^[0-9a-f]{32}$/);
    const order = await findOrder(t.database.db, data.order_id);
    expect(order).toMatchObject({ customerPhone: '+2348031234567', ageConfirmedAt: expect.any(Date) });
  });

  it("accepts the spec's amount_due 0, null or absent for products without a vendor payment", async () => {
    const getCashOrder = (amountDue: unknown) => ({
      raffle_cycle_id: getCash.id,
      raffle_type_id: 1,
      customer_phone: '08031234567',
      ticket_quantity: 1,
      order_amount: '250.00',
      ...(amountDue === undefined ? {} : { amount_due: amountDue }),
      age_confirmed: true,
    });
    for (const amountDue of [0, '0', '0.00', null, '', undefined]) {
      const response = await act('create_order', getCashOrder(amountDue));
      expect(response.statusCode, JSON.stringify(amountDue)).toBe(200);
      expect(response.json().data).toMatchObject({ amount_due: null, order_amount: '250.00' });
    }
    // Pay4Me with a zero amount due is Pay4Me (the prize goes to the vendor), not Scan2Pay4Me.
    const payForMeOrder = await act('create_order', {
      raffle_cycle_id: payForMe.id,
      raffle_type_id: 2,
      vendor_id: vendorId,
      customer_phone: '08031234567',
      ticket_quantity: 1,
      order_amount: '250.00',
      amount_due: '0.00',
      age_confirmed: true,
    });
    expect(payForMeOrder.statusCode).toBe(200);
    const order = await findOrder(t.database.db, payForMeOrder.json().data.order_id);
    expect(order).toMatchObject({ amountDueKobo: null, vendorId, prizeKobo: payForMe.winnableAmountKobo });
    // A positive one is still refused where no vendor is paid.
    const positive = await act('create_order', { ...getCashOrder('100.00'), order_amount: '350.00' });
    expect(positive.statusCode).toBe(400);
    expect(positive.json().message).toBe('An amount due is only for paying a vendor (Scan2Pay4Me).');
  });

  it('gives concurrent orders a gapless, unique order_seq', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [3] });
    const ids = await Promise.all(
      Array.from({ length: 40 }, () => createTestOrder(client, t.database.db, { cycle, typeId: 3 })),
    );
    const seqs = await Promise.all(ids.map(async (id) => (await findOrder(t.database.db, id))!.orderSeq));
    expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    getCash = await openTestCycle(t.database.db, { typeIds: [1, 3], winnableAmountKobo: 5_000_000 });
  });

  describe('create_order refuses with a 400 and a message', () => {
    const base = () => ({
      raffle_cycle_id: getCash.id,
      raffle_type_id: 1,
      customer_phone: '08031234567',
      ticket_quantity: 1,
      order_amount: '250.00',
      age_confirmed: true,
    });
    const cases: [string, () => Record<string, unknown>, RegExp][] = [
      ['a bad phone', () => ({ ...base(), customer_phone: '12345' }), /phone/i],
      ['a foreign phone', () => ({ ...base(), customer_phone: '+447911123456' }), /Nigerian/],
      ['no tickets', () => ({ ...base(), ticket_quantity: 0 }), /at least 1 ticket/],
      [
        'too many tickets',
        () => ({ ...base(), ticket_quantity: 101, order_amount: '25250.00' }),
        /at most 100/,
      ],
      ['fractional tickets', () => ({ ...base(), ticket_quantity: 1.5 }), /whole number/],
      [
        'a wrong amount',
        () => ({ ...base(), order_amount: '200.00' }),
        /does not match 1 ticket at ₦250\.00/,
      ],
      [
        'an amount with too many decimals',
        () => ({ ...base(), order_amount: '250.001' }),
        /2 decimal places/,
      ],
      ['no 18+ confirmation', () => ({ ...base(), age_confirmed: false }), /18 years or older/],
      ['a missing 18+ confirmation', () => ({ ...base(), age_confirmed: undefined }), /18 years or older/],
      ['an unknown cycle', () => ({ ...base(), raffle_cycle_id: 987_654 }), /not found/],
      ['a type the cycle does not offer', () => ({ ...base(), raffle_type_id: 2 }), /does not offer/],
      [
        'Pay4Me without a vendor',
        () => ({ ...base(), raffle_cycle_id: payForMe.id, raffle_type_id: 2 }),
        /registered vendor/,
      ],
      [
        'an unknown vendor',
        () => ({
          ...base(),
          raffle_cycle_id: payForMe.id,
          raffle_type_id: 2,
          vendor_id: crypto.randomUUID(),
        }),
        /Vendor not found/,
      ],
      ['a vendor for Get Cash', () => ({ ...base(), vendor_id: vendorId }), /only be chosen for Pay4Me/],
      [
        'an amount due under ₦1',
        () => ({
          ...base(),
          raffle_cycle_id: payForMe.id,
          raffle_type_id: 2,
          vendor_id: vendorId,
          amount_due: '0.50',
          order_amount: '250.50',
        }),
        /at least ₦1\.00/,
      ],
      [
        'an amount due over the spendable amount',
        () => ({
          ...base(),
          raffle_cycle_id: payForMe.id,
          raffle_type_id: 2,
          vendor_id: vendorId,
          amount_due: '20000.01',
          order_amount: '20250.01',
        }),
        /at most ₦20,000\.00/,
      ],
      [
        'a wrong Scan2Pay4Me total',
        () => ({
          ...base(),
          raffle_cycle_id: payForMe.id,
          raffle_type_id: 2,
          vendor_id: vendorId,
          amount_due: '1000.00',
          order_amount: '250.00',
        }),
        /plus ₦1,000\.00 due/,
      ],
      ['a bad client seed', () => ({ ...base(), client_seed: 'xyz' }), /client seed/],
      ['wallet payment without signing in', () => ({ ...base(), payment_method_used: 'wallet' }), /Sign in/],
      ['an unknown field', () => ({ ...base(), price: '1.00' }), /price|Unrecognized/i],
      ['a bad email', () => ({ ...base(), customer_email: 'not-an-email' }), /valid email/],
    ];
    it.each(cases)('%s', async (_name, parameters, message) => {
      const response = await act('create_order', parameters());
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
    });

    it('a cycle that is no longer open', async () => {
      const old = getCash;
      getCash = await openTestCycle(t.database.db, { typeIds: [1, 3] });
      const response = await act('create_order', { ...base(), raffle_cycle_id: old.id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/no longer open/);
    });
  });

  it('never answers bad input on any action with a 500', async () => {
    const junk: unknown[] = [
      null,
      'text',
      42,
      [],
      [1, 2],
      { raffle_cycle_id: 'abc' },
      { raffle_cycle_id: -1, raffle_type_id: 1.5 },
      { raffle_cycle_id: 1e30 },
      { vendor_id: 'not-a-uuid' },
      { vendor_id: 12 },
      { search: { $ne: null } },
      { raffle_type_id: '1; drop table orders' },
      { ticket_quantity: '9'.repeat(400), order_amount: 'NaN', customer_phone: ['0803'] },
      { order_amount: '1e309', amount_due: -5, customer_phone: null },
      { unknown: true },
      JSON.parse('{"__proto__": {"polluted": true}, "raffle_cycle_id": "x"}'),
    ];
    const names = [
      'get_raffle_cycle',
      'get_active_raffle_cycle',
      'get_raffle_cycle_by_id',
      'get_vendor_details',
      'get_vendors',
      'create_order',
      'get_active_raffle_products',
      'validate_raffle_cycle_type',
    ];
    for (const name of names) {
      for (const parameters of junk) {
        const response = await client.post(ACTION, { action_type: name, parameters });
        expect(response.statusCode, `${name} ${JSON.stringify(parameters)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${name} ${JSON.stringify(parameters)}`).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }
    }
    const bodies: unknown[] = [
      {},
      { action_type: 'drop_everything' },
      { action_type: 'toString' },
      { action_type: '__proto__' },
      { action_type: 7 },
      { action_type: 'get_vendors', parameters: {}, extra: 1 },
      [],
      'create_order',
    ];
    for (const body of bodies) {
      const response = await client.post(ACTION, body);
      expect([400, 415], JSON.stringify(body)).toContain(response.statusCode);
      expect(response.json().success).toBe(false);
    }
    const notJson = await client.post(ACTION, '{"action_type":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  describe('the signed-in proxy', () => {
    it('refuses callers who are not signed in', async () => {
      const response = await client.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'GET',
        body: { action_type: 'get_active_raffle_products' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('forwards allowed paths only, with the spec method rule', async () => {
      const user = await createTestUser(t.database);
      const signedIn = await logIn(t.app, user.username);
      const ok = await signedIn.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'GET',
        body: { action_type: 'get_active_raffle_products' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.raffle_cycles.length).toBeGreaterThan(0);
      for (const path of [
        '/jwt-auth/v1/token',
        'http://169.254.169.254/latest',
        '/context-proxy/v1/action/../../user/transfer',
        '',
        '/api/user/transfer',
      ]) {
        const refused = await signedIn.post(PROXY, {
          path,
          method: 'GET',
          body: { action_type: 'get_vendors' },
        });
        expect(refused.statusCode, path).toBe(400);
        expect(refused.json().message).toBe('That path is not available through the proxy.');
      }
      const wrongMethod = await signedIn.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: { action_type: 'get_vendors' },
      });
      expect(wrongMethod.statusCode).toBe(400);
      const badBody = await signedIn.post(PROXY, { path: '/context-proxy/v1/action', method: 'GET' });
      expect(badBody.statusCode).toBe(400);
    });

    it('lets a signed-in customer pay from the wallet: same draw, no card, prize to the customer wallet', async () => {
      const user = await createTestUser(t.database);
      const wallet = accountKeys.customerWallet(user.id);
      await post(t.database.db, {
        idempotencyKey: `test:top-up:${user.id}`,
        kind: 'test_top_up',
        postings: [
          { account: accountKeys.gatewayClearing, amountKobo: -100_000 },
          { account: wallet, amountKobo: 100_000 },
        ],
      });
      const signedIn = await logIn(t.app, user.username);
      const cycle = await openTestCycle(t.database.db, {
        typeIds: [1],
        winnableAmountKobo: 300_000,
        prizeBudgetKobo: 3_000_000,
      });
      const parameters = await createOrderParameters(t.database.db, {
        cycle,
        tickets: 2,
        paymentMethod: 'wallet',
        win: true,
      });
      const response = await signedIn.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: { action_type: 'create_order', parameters },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        status: 'winner_selected',
        payment_method_used: 'wallet',
        // The result's "now in your wallet" line: the balance after the ticket and the prize, net of the
        // winner's 5% winnings tax (DOMAIN.md), which the answer lists beside it.
        wallet_balance: '3350.00',
        winnings_tax: {
          gross_amount: '3000.00',
          tax_amount: '150.00',
          net_amount: '2850.00',
          rate_bps: 500,
          borne_by: 'winner',
        },
      });
      expect(await balanceOf(t.database.db, wallet)).toBe(100_000 - 50_000 + 285_000);

      const tooMuch = await signedIn.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: {
          action_type: 'create_order',
          parameters: {
            ...parameters,
            client_seed: undefined,
            ticket_quantity: 100,
            order_amount: '25000.00',
          },
        },
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toMatch(/wallet balance \(₦3,350\.00\) is not enough/);
      expect((await checkLedger(t.database.db)).ok).toBe(true);
    });

    it('a vendor cannot pay from a wallet through the proxy', async () => {
      const signedIn = await logIn(t.app, vendorUsername);
      const parameters = await createOrderParameters(t.database.db, {
        cycle: getCash,
        typeId: 1,
        paymentMethod: 'wallet',
      });
      const response = await signedIn.post(PROXY, {
        path: '/api/context-proxy/v1/action',
        method: 'POST',
        body: { action_type: 'create_order', parameters },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Sign in to pay from your wallet/);
    });
  });

  describe('vendor products', () => {
    it('Pay4Me: a win is paid to the chosen vendor', async () => {
      const cycle = await openTestCycle(t.database.db, { typeIds: [2], winnableAmountKobo: 150_000 });
      const orderId = await createTestOrder(client, t.database.db, {
        cycle,
        vendorId,
        phone: '08037770001',
        win: true,
      });
      await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
      expect((await verifyOrder(client, orderId)).body.status).toBe('winner_selected');
      expect(await balanceOf(t.database.db, accountKeys.vendorWallet(vendorId))).toBe(150_000);
      expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348037770001'))).toBe(0);
    });

    it('Scan2Pay4Me: the vendor is paid the amount due win or lose; a win refunds it to the buyer', async () => {
      const cycle = await openTestCycle(t.database.db, { typeIds: [2], winnableAmountKobo: 500_000 });
      const before = await balanceOf(t.database.db, accountKeys.vendorWallet(vendorId));
      const lost = await createTestOrder(client, t.database.db, {
        cycle,
        vendorId,
        amountDueKobo: 120_000,
        phone: '08037770002',
        win: false,
      });
      await pressCheckoutButton(client, await initiateCheckout(client, lost, 145_000), 'pay');
      expect((await verifyOrder(client, lost)).body).toMatchObject({
        status: 'entry_processed',
        outcome: 'lost',
      });
      expect(await balanceOf(t.database.db, accountKeys.vendorWallet(vendorId))).toBe(before + 120_000);

      const won = await createTestOrder(client, t.database.db, {
        cycle,
        vendorId,
        amountDueKobo: 120_000,
        phone: '08037770003',
        win: true,
      });
      await pressCheckoutButton(client, await initiateCheckout(client, won, 145_000), 'pay');
      const verified = await verifyOrder(client, won);
      expect(verified.body).toMatchObject({ status: 'winner_selected', prize_amount: '1200.00' });
      expect(await balanceOf(t.database.db, accountKeys.vendorWallet(vendorId))).toBe(before + 240_000);
      expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348037770003'))).toBe(120_000);
      expect((await checkLedger(t.database.db)).ok).toBe(true);
    });
  });
});
