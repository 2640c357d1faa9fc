import { drawOrder, serverSeedHash } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  verifyOrder,
  useRaffleTestApp,
} from '../testing/raffle';
import { createTestApp } from '../testing/test-app';

describe('fairness records and the sandbox cycle', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  it('opens a cycle with a fixed seed through the sandbox route, closing the open one', async () => {
    const first = await openTestCycle(t.database.db, { typeIds: [1] });
    const seed = 'b'.repeat(64);
    const response = await client.post('/sandbox/raffle/cycles', {
      raffle_type_id: 1,
      server_seed: seed,
      winnable_amount: '1000.00',
    });
    expect(response.statusCode).toBe(200);
    const cycle = response.json().data.raffle_cycle;
    expect(cycle).toMatchObject({
      raffle_status: 'open',
      server_seed_hash: serverSeedHash(seed),
      winnable_amount: '1000.00',
      ticket_price: '250.00',
      associated_types: [{ raffle_type_id: 1, raffle_type: 'Get Cash' }],
    });
    const old = (await t.app.inject({ method: 'GET', url: `/api/fairness/cycles/${first.id}` })).json().data;
    expect(old.raffle_cycle).toMatchObject({
      raffle_status: 'closed',
      server_seed: 'a'.repeat(64),
      seed_revealed: true,
    });
    for (const body of [{ raffle_type_id: 1, server_seed: 'short' }, {}, { raffle_type_id: 99 }]) {
      const refused = await client.post('/sandbox/raffle/cycles', body);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }
  });

  it("shows an order's receipt, and the cycle's log with masked phones; the seed only once revealed", async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [3], winnableAmountKobo: 100_000 });
    const orderId = await createTestOrder(client, t.database.db, {
      cycle,
      tickets: 3,
      phone: '08051234567',
      win: false,
    });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 75_000), 'pay');
    expect((await verifyOrder(client, orderId)).body.status).toBe('entry_processed');

    const receipt = (await t.app.inject({ method: 'GET', url: `/api/fairness/orders/${orderId}` })).json()
      .data;
    expect(receipt).toMatchObject({
      order_id: orderId,
      raffle_cycle_id: cycle.id,
      order_seq: 1,
      ticket_quantity: 3,
      ticket_price: '250.00',
      prize_amount: '1000.00',
      odds: '1 in 2',
      server_seed_hash: cycle.serverSeedHash,
      server_seed: null,
      status: 'entry_processed',
      outcome: 'lost',
      hmac_message: `${cycle.id}:1:${receipt.client_seed}`,
    });
    expect(receipt.phone).not.toContain('1234567');

    const record = (await t.app.inject({ method: 'GET', url: `/api/fairness/cycles/${cycle.id}` })).json()
      .data;
    expect(record.raffle_cycle).toMatchObject({
      raffle_status: 'open',
      server_seed: null,
      order_count: 1,
      orders_by_status: { entry_processed: 1 },
    });
    expect(record.orders).toEqual([
      expect.objectContaining({
        order_seq: 1,
        ticket_quantity: 3,
        status: 'entry_processed',
        outcome: 'lost',
      }),
    ]);
    expect(record.orders[0].phone).not.toContain('1234567');

    // Once the cycle ends the seed is public and anyone can recompute the draw.
    await openTestCycle(t.database.db, { typeIds: [3] });
    const revealed = (await t.app.inject({ method: 'GET', url: `/api/fairness/orders/${orderId}` })).json()
      .data;
    expect(revealed.server_seed).toBe('a'.repeat(64));
    expect(serverSeedHash(revealed.server_seed)).toBe(revealed.server_seed_hash);
    const recomputed = drawOrder({
      serverSeedHex: revealed.server_seed,
      cycleId: revealed.raffle_cycle_id,
      orderSeq: revealed.order_seq,
      clientSeedHex: revealed.client_seed,
      tickets: revealed.ticket_quantity,
      ticketPriceKobo: 25_000,
      payoutRatioBps: revealed.payout_ratio_bps,
      prizeKobo: 100_000,
    });
    expect(recomputed.won).toBe(false);
  });

  it('pages the order log and refuses bad ids with a 4xx', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1] });
    for (let index = 0; index < 5; index++) await createTestOrder(client, t.database.db, { cycle });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/fairness/cycles/${cycle.id}?after_seq=1&limit=2` })
    ).json().data;
    expect(page.orders.map((line: { order_seq: number }) => line.order_seq)).toEqual([2, 3]);
    expect(page.next_after_seq).toBe(3);
    // The summary counts the whole cycle, not the page: five orders waiting for payment, then one given up.
    expect(page.raffle_cycle.orders_by_status).toEqual({ verifying: 5 });
    await t.database.db.execute(
      sql`update orders set status = 'payment_failed' where raffle_cycle_id = ${cycle.id} and order_seq = 4`,
    );
    const after = (await t.app.inject({ method: 'GET', url: `/api/fairness/cycles/${cycle.id}` })).json()
      .data;
    expect(after.raffle_cycle.orders_by_status).toEqual({ verifying: 4, payment_failed: 1 });
    for (const url of [
      '/api/fairness/cycles/abc',
      '/api/fairness/cycles/999999',
      `/api/fairness/cycles/${cycle.id}?limit=0`,
      `/api/fairness/cycles/${cycle.id}?limit=5000`,
      `/api/fairness/cycles/${cycle.id}?what=1`,
      '/api/fairness/orders/not-a-uuid',
      `/api/fairness/orders/${crypto.randomUUID()}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('the raffle sandbox in production', () => {
  it('is not there', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://chancepay.example',
        SQUAD_SECRET_KEY: 'sk_live_not_used',
        SQUAD_BASE_URL: 'https://api-d.squadco.com',
        SMTP_URL: 'smtp://localhost:2525',
        IDENTITY_BASE_URL: 'https://api.dojah.io',
        IDENTITY_APP_ID: 'app',
        IDENTITY_SECRET_KEY: 'prod_sk_not_used',
      },
    });
    try {
      const client = new TestClient(t.app);
      expect((await client.post('/sandbox/raffle/cycles', { raffle_type_id: 1 })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/squad/checkout/x' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
