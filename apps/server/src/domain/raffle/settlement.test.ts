import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { createSquadClient } from '../../providers/squad/squad-client';
import { TestClient } from '../../testing/http-client';
import { loopbackFetch } from '../../testing/loopback-fetch';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  signedChargeWebhook,
  TEST_SERVER_SEED,
  verifyOrder,
  useRaffleTestApp,
} from '../../testing/raffle';
import { type TestApp } from '../../testing/test-app';
import { findJob } from '../jobs/queue';
import { checkBooks } from '../finance/books-check';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import { defineRaffleType, scheduleCycle } from './cycles';
import { findCycle } from './cycle-views';
import { findOrder } from './orders';
import { reconcileJobKind } from './reconcile-schedule';
import { verifyAndSettle } from './settlement';
import type { SettlementContext } from './settlement-context';

/**
 * Settlement exactly once (DOMAIN.md steps 1-5), driven over HTTP against the Squad emulator. On PostgreSQL
 * (DATABASE_URL) the races are real; on PGlite they serialise but must give the same answers.
 */

function signedWebhook(orderId: string, amountKobo: number, signatureCase: 'upper' | 'lower' = 'upper') {
  const webhook = signedChargeWebhook(orderId, amountKobo);
  return signatureCase === 'upper' ? webhook : { ...webhook, signature: webhook.signature.toLowerCase() };
}

async function postWebhook(t: TestApp, webhook: { body: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/context-proxy/v1/squad/webhook',
    headers: { 'content-type': 'application/json', 'x-squad-encrypted-body': webhook.signature },
    payload: webhook.body,
  });
}

async function entriesFor(t: TestApp, orderId: string) {
  const result = (await t.database.db.execute(
    sql`select idempotency_key from journal_entries where cause_id = ${orderId} order by idempotency_key`,
  )) as unknown as { rows: { idempotency_key: string }[] };
  return result.rows.map((row) => row.idempotency_key);
}

async function expectLedgerBalanced(t: TestApp) {
  const report = await checkLedger(t.database.db);
  expect(report).toMatchObject({
    ok: true,
    unbalancedEntryCount: 0,
    cacheMismatchCount: 0,
    negativeWalletCount: 0,
  });
  // And the orders agree with their entries (ledger:check's business checks, issue 20 item 9).
  expect((await checkBooks(t.database.db)).business?.findings).toEqual([]);
}

describe('settlement', () => {
  const t = useRaffleTestApp({
    clock: () => now,
    env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
  });
  const client = new TestClient(() => t.app);
  let now = new Date('2026-11-21T09:00:00Z');
  let context: SettlementContext;

  beforeAll(async () => {
    context = {
      db: t.database.db,
      clock: () => now,
      gateway: createSquadClient({
        baseUrl: `${t.config.publicUrl}/sandbox/squad`,
        secretKey: SQUAD_EMULATOR_SECRET_KEY,
        merchantId: SQUAD_EMULATOR_MERCHANT_ID,
        timeoutMs: 30_000,
        fetchImpl: loopbackFetch(() => t.app, t.config.publicUrl),
      }),
    };
  });

  it('settles once when verify, webhook and the job race 200 times for the same order', async () => {
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 100_000 });
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 2, win: true });
    const checkoutPath = await initiateCheckout(client, orderId, 50_000);
    await pressCheckoutButton(client, checkoutPath, 'pay');
    const webhook = signedWebhook(orderId, 50_000);

    const racers = Array.from({ length: 200 }, (_, index) => {
      if (index % 3 === 0) return verifyOrder(client, orderId).then((result) => result.statusCode);
      if (index % 3 === 1) return postWebhook(t, webhook).then((response) => response.statusCode);
      return verifyAndSettle(context, orderId, 'job').then(() => 200);
    });
    expect(new Set(await Promise.all(racers))).toEqual(new Set([200]));

    await vi.waitFor(async () =>
      expect((await findOrder(t.database.db, orderId))?.status).toBe('winner_selected'),
    );
    expect(await entriesFor(t, orderId)).toEqual([`order:${orderId}:prize`, `order:${orderId}:settle`]);
    // Get Cash: the winner bears the 5% winnings tax, withheld in the prize's own entry (DOMAIN.md).
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348031234567'))).toBe(95_000);
    expect(await balanceOf(t.database.db, accountKeys.winningsTaxLiability)).toBe(5_000);
    const cycleAfter = await findCycle(t.database.db, cycle.id);
    expect(cycleAfter).toMatchObject({ prizesPaidKobo: 100_000, winnerCount: 1 });
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');
    await expectLedgerBalanced(t);
  });

  it('settles each of many orders once when their triggers interleave', async () => {
    // A budget for every order to win: a win that ended the cycle would refuse the next order (random seeds).
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 20 * 5_000_000 });
    const orderIds: string[] = [];
    for (let index = 0; index < 20; index++) {
      const orderId = await createTestOrder(client, t.database.db, {
        cycle,
        phone: `0803100${String(index).padStart(4, '0')}`,
      });
      await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
      orderIds.push(orderId);
    }
    await Promise.all(
      orderIds.flatMap((orderId) => [
        verifyOrder(client, orderId),
        postWebhook(t, signedWebhook(orderId, 25_000)),
        verifyAndSettle(context, orderId, 'job'),
        verifyOrder(client, orderId),
      ]),
    );
    await vi.waitFor(async () => {
      for (const orderId of orderIds)
        expect(['winner_selected', 'entry_processed']).toContain(
          (await findOrder(t.database.db, orderId))?.status,
        );
    });
    for (const orderId of orderIds) expect(await entriesFor(t, orderId)).toContain(`order:${orderId}:settle`);
    await expectLedgerBalanced(t);
  });

  it('credits the paid amount to the wallet, without a draw, when the amount differs', async () => {
    const cycle = await openTestCycle(t.database.db);
    const phone = '08032220001';
    const orderId = await createTestOrder(client, t.database.db, { cycle, tickets: 4, phone });
    const checkoutPath = await initiateCheckout(client, orderId, 100_000);
    const paid = await pressCheckoutButton(client, checkoutPath, 'pay-different-amount', '950.00');
    expect(paid.statusCode).toBe(303);
    const verified = await verifyOrder(client, orderId);
    expect(verified.body).toMatchObject({
      success: true,
      status: 'amount_mismatch_wallet_updated',
      outcome: null,
    });
    expect(verified.body.message).toContain('₦950.00');
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348032220001'))).toBe(95_000);
    expect(await entriesFor(t, orderId)).toEqual([`order:${orderId}:refund`]);
    await expectLedgerBalanced(t);
  });

  it('a declined card is payment_failed and a cancelled checkout is closed; nothing moves', async () => {
    const cycle = await openTestCycle(t.database.db);
    const declined = await createTestOrder(client, t.database.db, { cycle });
    await pressCheckoutButton(client, await initiateCheckout(client, declined, 25_000), 'decline');
    expect((await verifyOrder(client, declined)).body).toMatchObject({
      success: false,
      status: 'payment_failed',
    });

    const cancelled = await createTestOrder(client, t.database.db, { cycle });
    await pressCheckoutButton(client, await initiateCheckout(client, cancelled, 25_000), 'cancel');
    expect((await verifyOrder(client, cancelled)).body).toMatchObject({
      success: false,
      status: 'closed',
      message: 'Payment was cancelled.',
    });
    expect(await entriesFor(t, declined)).toEqual([]);
    expect(await entriesFor(t, cancelled)).toEqual([]);
    // Ended: a later verify may ask the gateway again (only success is final there) but changes nothing.
    expect((await verifyOrder(client, cancelled)).body.status).toBe('closed');
  });

  it('stays verifying while the gateway says pending, then settles once paid', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, win: false });
    // Before checkout the gateway does not know the reference; after it, the payment is pending.
    expect((await verifyOrder(client, orderId)).body).toMatchObject({ success: true, status: 'verifying' });
    const checkoutPath = await initiateCheckout(client, orderId, 25_000);
    expect((await verifyOrder(client, orderId)).body.status).toBe('verifying');
    await pressCheckoutButton(client, checkoutPath, 'pay');
    const verified = await verifyOrder(client, orderId);
    expect(verified.body).toMatchObject({ status: 'entry_processed', outcome: 'lost' });
    expect(verified.body.receipt).toMatchObject({
      order_seq: 1,
      raffle_cycle_id: cycle.id,
      odds: '1 in 286',
    });
  });

  it('ignores a forged amount in a signed webhook: the gateway verify is the truth', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, {
      cycle,
      tickets: 2,
      phone: '08033330001',
      win: false,
    });
    const checkoutPath = await initiateCheckout(client, orderId, 50_000);
    // Paid less than asked at the gateway; the webhook body claims the full amount.
    await pressCheckoutButton(client, checkoutPath, 'pay-different-amount', '100.00');
    expect((await postWebhook(t, signedWebhook(orderId, 50_000))).statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect((await findOrder(t.database.db, orderId))?.status).toBe('amount_mismatch_wallet_updated'),
    );
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348033330001'))).toBe(10_000);

    // And a webhook claiming success for an order the buyer never paid changes nothing.
    const unpaid = await createTestOrder(client, t.database.db, { cycle });
    await initiateCheckout(client, unpaid, 25_000);
    expect((await postWebhook(t, signedWebhook(unpaid, 25_000, 'lower'))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await findOrder(t.database.db, unpaid))?.status).toBe('verifying');
    expect(await entriesFor(t, unpaid)).toEqual([]);
  });

  it('answers 401 to a webhook without a valid signature and changes nothing', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle });
    await initiateCheckout(client, orderId, 25_000);
    // Paid at the gateway, without the emulator's own (valid) webhook.
    await t.database.db.execute(
      sql`update sandbox_squad_transactions set status = 'success', charged_amount_kobo = amount_kobo where reference = ${orderId}`,
    );
    const webhook = signedWebhook(orderId, 25_000);
    const forgedSignature = createHmac('sha512', 'not-the-key')
      .update(webhook.body)
      .digest('hex')
      .toUpperCase();
    for (const signature of [forgedSignature, '', 'zz'])
      expect((await postWebhook(t, { body: webhook.body, signature })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/context-proxy/v1/squad/webhook',
      headers: { 'content-type': 'application/json' },
      payload: webhook.body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ success: false });
    // A body changed after signing fails too.
    const tampered = {
      body: webhook.body.replace('"amount":25000', '"amount":25001'),
      signature: webhook.signature,
    };
    expect((await postWebhook(t, tampered)).statusCode).toBe(401);
    expect((await findOrder(t.database.db, orderId))?.status).toBe('verifying');
    const events = (await t.database.db.execute(
      sql`select count(*)::int as count from payment_webhook_events where reference = ${orderId}`,
    )) as unknown as { rows: { count: number }[] };
    expect(events.rows[0]!.count).toBe(0);
    expect(await entriesFor(t, orderId)).toEqual([]);
  });

  it('records a repeated webhook once and counts the deliveries', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    const webhook = signedWebhook(orderId, 25_000);
    for (let delivery = 0; delivery < 3; delivery++)
      expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await findOrder(t.database.db, orderId))?.settledAt).not.toBeNull());
    const events = (await t.database.db.execute(
      sql`select count(*)::int as count, max(deliveries)::int as deliveries from payment_webhook_events where reference = ${orderId}`,
    )) as unknown as { rows: { count: number; deliveries: number }[] };
    expect(events.rows[0]!.count).toBe(1);
    // The emulator's own webhook (sent when "Pay" was pressed) may be one of the deliveries.
    expect(events.rows[0]!.deliveries).toBeGreaterThanOrEqual(3);
    expect(await entriesFor(t, orderId)).toEqual(
      [`order:${orderId}:settle`]
        .concat(
          (await findOrder(t.database.db, orderId))?.outcome === 'won' ? [`order:${orderId}:prize`] : [],
        )
        .sort(),
    );
  });

  it('completes a cycle whose budget is spent, opens the scheduled one, and still pays orders created before', async () => {
    const cycle = await openTestCycle(t.database.db, {
      typeIds: [3],
      winnableAmountKobo: 100_000,
      prizeBudgetKobo: 100_000,
    });
    const next = await scheduleCycle(t.database.db, {
      raffleTypeIds: [3],
      ticketPriceKobo: 30_000,
      winnableAmountKobo: 200_000,
      payoutRatioBps: 6_000,
    });
    const first = await createTestOrder(client, t.database.db, { cycle, phone: '08034440001', win: true });
    const second = await createTestOrder(client, t.database.db, { cycle, phone: '08034440002', win: true });
    const firstCheckout = await initiateCheckout(client, first, 25_000);
    const secondCheckout = await initiateCheckout(client, second, 25_000);
    await pressCheckoutButton(client, firstCheckout, 'pay');
    expect((await verifyOrder(client, first)).body.status).toBe('winner_selected');

    const completed = await findCycle(t.database.db, cycle.id);
    expect(completed).toMatchObject({ status: 'completed', prizesPaidKobo: 100_000 });
    const opened = await findCycle(t.database.db, next);
    expect(opened).toMatchObject({ status: 'open', ticketPriceKobo: 30_000 });
    expect(opened?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    // The completed cycle takes no new orders...
    const refused = await client.post('/api/context-proxy/v1/action', {
      action_type: 'create_order',
      parameters: {
        raffle_cycle_id: cycle.id,
        customer_phone: '08034440003',
        ticket_quantity: 1,
        order_amount: '250.00',
        age_confirmed: true,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/no longer open/);

    // ...its seed stays secret while an order of it waits for payment...
    const waiting = await t.app.inject({ method: 'GET', url: `/api/fairness/cycles/${cycle.id}` });
    expect(waiting.json().data.raffle_cycle).toMatchObject({ raffle_status: 'completed', server_seed: null });

    // ...and an order created before completion is still drawn and paid: the overrun is shown.
    await pressCheckoutButton(client, secondCheckout, 'pay');
    expect((await verifyOrder(client, second)).body.status).toBe('winner_selected');
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348034440002'))).toBe(95_000);
    const record = (await t.app.inject({ method: 'GET', url: `/api/fairness/cycles/${cycle.id}` })).json()
      .data;
    expect(record.raffle_cycle).toMatchObject({
      raffle_status: 'completed',
      server_seed: TEST_SERVER_SEED,
      prize_budget: '1000.00',
      prize_budget_remaining: '0.00',
      prize_budget_overrun: '1000.00',
      winner_count: 2,
    });
    expect(
      record.orders.map((line: { order_seq: number; outcome: string }) => [line.order_seq, line.outcome]),
    ).toEqual([
      [1, 'won'],
      [2, 'won'],
    ]);
    await expectLedgerBalanced(t);
  });

  it('opens a cycle from the template when none is scheduled', async () => {
    await defineRaffleType(t.database.db, {
      id: 5,
      ticketPriceKobo: 10_000,
      winnableAmountKobo: 20_000,
      payoutRatioBps: 5_000,
      prizeBudgetKobo: 40_000,
      autoOpen: true,
    });
    const cycle = await openTestCycle(t.database.db, {
      typeIds: [1, 5],
      winnableAmountKobo: 50_000,
      prizeBudgetKobo: 50_000,
    });
    const orderId = await createTestOrder(client, t.database.db, { cycle, typeId: 1, win: true });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    expect((await verifyOrder(client, orderId)).body.status).toBe('winner_selected');
    expect((await findCycle(t.database.db, cycle.id))?.status).toBe('completed');
    const products = (
      await client.post('/api/context-proxy/v1/action', { action_type: 'get_active_raffle_products' })
    ).json().data.raffle_cycles as {
      raffle_cycle_id: number;
      associated_types: { raffle_type_id: number }[];
    }[];
    const forType5 = products.filter((product) =>
      product.associated_types.some((type) => type.raffle_type_id === 5),
    );
    expect(forType5).toHaveLength(1);
    expect(await findCycle(t.database.db, forType5[0]!.raffle_cycle_id)).toMatchObject({
      status: 'open',
      ticketPriceKobo: 10_000,
      winnableAmountKobo: 20_000,
      prizeBudgetKobo: 40_000,
    });
    // Type 1's template does not auto-open in this test: nothing is on sale for it now.
    expect(
      products.some((product) => product.associated_types.some((type) => type.raffle_type_id === 1)),
    ).toBe(false);
  });

  it('reconciles a paid order with back-off, and gives up as payment_failed after 24 hours', async () => {
    const start = new Date('2026-11-22T09:00:00Z');
    now = start;
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now });
    const paidId = await createTestOrder(client, t.database.db, { cycle });
    const abandonedId = await createTestOrder(client, t.database.db, { cycle, phone: '08035550001' });
    await pressCheckoutButton(client, await initiateCheckout(client, paidId, 25_000), 'pay');
    await initiateCheckout(client, abandonedId, 25_000);
    // Let the emulator's webhook be lost: the job alone must settle the paid order.
    await vi.waitFor(async () =>
      expect((await findOrder(t.database.db, paidId))?.status).not.toBe('verifying'),
    );

    const abandonedJob = async () => (await findJob(t.database.db, reconcileJobKind, abandonedId))!;
    expect((await abandonedJob()).runAt).toEqual(new Date(start.getTime() + 30_000));
    now = new Date(start.getTime() + 31_000);
    await t.app.jobs.runDue();
    const afterFirst = await abandonedJob();
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst.runAt.getTime()).toBe(now.getTime() + 60_000);
    now = new Date(start.getTime() + 24 * 3600_000 + 1_000);
    await t.app.jobs.runDue();
    expect(await findOrder(t.database.db, abandonedId)).toMatchObject({
      status: 'payment_failed',
      statusMessage: 'We could not confirm your payment within 24 hours.',
    });
    expect((await abandonedJob()).status).toBe('done');

    // The buyer pays the expired checkout after all: the money goes back to their wallet, no draw.
    const checkout = await t.app.inject({ method: 'GET', url: `/sandbox/squad/checkout/${abandonedId}` });
    expect(checkout.statusCode).toBe(200);
    await pressCheckoutButton(client, `/sandbox/squad/checkout/${abandonedId}`, 'pay');
    const late = await verifyOrder(client, abandonedId);
    expect(late.body).toMatchObject({ status: 'amount_mismatch_wallet_updated', outcome: null });
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348035550001'))).toBe(25_000);
    expect(await entriesFor(t, abandonedId)).toEqual([`order:${abandonedId}:late`]);
    await expectLedgerBalanced(t);
    now = new Date('2026-11-21T09:00:00Z');
  });

  it('the job settles an order whose webhook and verify never came', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, win: true, phone: '08036660001' });
    await initiateCheckout(client, orderId, 25_000);
    // The gateway took the money, but the buyer closed the tab and the webhook was lost.
    await t.database.db.execute(
      sql`update sandbox_squad_transactions set status = 'success', charged_amount_kobo = amount_kobo where reference = ${orderId}`,
    );
    expect((await findOrder(t.database.db, orderId))?.status).toBe('verifying');
    now = new Date(now.getTime() + 60_000);
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: 'winner_selected',
      outcome: 'won',
    });
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348036660001'))).toBe(4_750_000);
    await expectLedgerBalanced(t);
  });
});
