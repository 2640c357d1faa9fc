import { vi, beforeAll, describe, expect, it } from 'vitest';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { createSquadClient } from '../../providers/squad/squad-client';
import { TestClient } from '../../testing/http-client';
import { loopbackFetch } from '../../testing/loopback-fetch';
import {
  createTestOrder,
  entryKeysOf,
  initiateCheckout,
  openTestCycle,
  payAtGateway,
  postChargeWebhook,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import type { TestApp } from '../../testing/test-app';
import { findJob } from '../jobs/queue';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import { findCycle } from './cycle-views';
import { findOrder } from './orders';
import { reconcileJobKind } from './reconcile-schedule';
import { verifyAndSettle } from './settlement';
import type { SettlementContext } from './settlement-context';
import { recordPaymentWebhook } from './webhooks';

/**
 * DOMAIN.md Settlement step 6: only "success" is final at the gateway. A payment that succeeds after the order
 * ended (declined, cancelled, given up after 24 hours) is credited to the buyer's wallet, once, without a
 * draw. On PostgreSQL (DATABASE_URL) the race below is real.
 */

const HOUR = 3600_000;

async function expectLedgerBalanced(t: TestApp) {
  expect(await checkLedger(t.database.db)).toMatchObject({
    ok: true,
    unbalancedEntryCount: 0,
    cacheMismatchCount: 0,
    negativeWalletCount: 0,
  });
}

describe('a payment that succeeds after the order ended', () => {
  let now = new Date('2026-11-21T09:00:00Z');
  const t = useRaffleTestApp({ clock: () => now });
  const client = new TestClient(() => t.app);
  let context: SettlementContext;

  beforeAll(() => {
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

  it('after a decline: the paid amount goes to the wallet once, no draw, with a message saying it came late', async () => {
    const cycle = await openTestCycle(t.database.db, { now });
    const orderId = await createTestOrder(client, t.database.db, { cycle, win: true, phone: '08037770001' });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'decline');
    expect((await verifyOrder(client, orderId)).body).toMatchObject({ status: 'payment_failed' });
    // Ended for the buyer, but the job keeps asking.
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('pending');

    // The buyer tries another card on the same checkout, and it goes through.
    await payAtGateway(t.database.db, orderId);
    const late = await verifyOrder(client, orderId);
    expect(late.body).toMatchObject({
      success: true,
      status: 'amount_mismatch_wallet_updated',
      outcome: null,
      paid_amount: '250.00',
    });
    expect(late.body.message).toMatch(/arrived late/);
    expect(late.body.message).toContain('₦250.00');
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348037770001'))).toBe(25_000);
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([`order:${orderId}:late`]);
    // No draw: the winning client seed won nothing, the cycle paid no prize.
    expect(await findCycle(t.database.db, cycle.id)).toMatchObject({ prizesPaidKobo: 0, winnerCount: 0 });
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');

    // Asked again, nothing more moves.
    expect((await verifyOrder(client, orderId)).body.status).toBe('amount_mismatch_wallet_updated');
    await verifyAndSettle(context, orderId, 'job');
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([`order:${orderId}:late`]);
    await expectLedgerBalanced(t);
  });

  it('the job keeps asking an ended order until 24 hours after creation, and credits a success it finds', async () => {
    const start = new Date('2026-11-23T09:00:00Z');
    now = start;
    const cycle = await openTestCycle(t.database.db, { now });
    const paidLate = await createTestOrder(client, t.database.db, { cycle, phone: '08037770002' });
    const neverPaid = await createTestOrder(client, t.database.db, { cycle, phone: '08037770003' });
    for (const orderId of [paidLate, neverPaid]) {
      await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'cancel');
      expect((await verifyOrder(client, orderId)).body.status).toBe('closed');
    }

    now = new Date(start.getTime() + 23 * HOUR);
    await t.app.jobs.runDue();
    for (const orderId of [paidLate, neverPaid]) {
      expect((await findOrder(t.database.db, orderId))?.status).toBe('closed');
      expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('pending');
    }

    await payAtGateway(t.database.db, paidLate);
    now = new Date(start.getTime() + 23.5 * HOUR);
    await t.app.jobs.runDue();
    expect(await findOrder(t.database.db, paidLate)).toMatchObject({
      status: 'amount_mismatch_wallet_updated',
      paidAmountKobo: 25_000,
    });
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348037770002'))).toBe(25_000);

    // After the deadline the job stops; the order that was never paid stays closed.
    now = new Date(start.getTime() + 24 * HOUR + 1_000);
    await t.app.jobs.runDue();
    expect((await findOrder(t.database.db, neverPaid))?.status).toBe('closed');
    expect((await findJob(t.database.db, reconcileJobKind, neverPaid))?.status).toBe('done');
    expect(await entryKeysOf(t.database.db, neverPaid)).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('a webhook after the 24-hour give-up revives the durable job, which credits the payment', async () => {
    const start = new Date('2026-11-25T09:00:00Z');
    now = start;
    const cycle = await openTestCycle(t.database.db, { now });
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08037770004' });
    await initiateCheckout(client, orderId, 25_000);
    now = new Date(start.getTime() + 24 * HOUR + 1_000);
    await t.app.jobs.runDue();
    expect((await findOrder(t.database.db, orderId))?.status).toBe('payment_failed');
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');

    // Two days on the buyer completes the old checkout; Squad's webhook arrives. Recording it is what the
    // route does before answering 200: the job is pending and due, whatever happens to this process next.
    now = new Date(start.getTime() + 48 * HOUR);
    await payAtGateway(t.database.db, orderId);
    await recordPaymentWebhook(t.database.db, {
      provider: 'squad',
      reference: orderId,
      event: 'charge_successful',
      rawBody: '{}',
      orderId,
      now,
    });
    const job = await findJob(t.database.db, reconcileJobKind, orderId);
    expect(job).toMatchObject({ status: 'pending', runAt: now });
    expect((await findOrder(t.database.db, orderId))?.status).toBe('payment_failed');

    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: 'amount_mismatch_wallet_updated',
      paidAmountKobo: 25_000,
    });
    expect((await findOrder(t.database.db, orderId))?.statusMessage).toMatch(/arrived late/);
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348037770004'))).toBe(25_000);
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([`order:${orderId}:late`]);
    await expectLedgerBalanced(t);
  });

  it('verify, webhook and job racing on a late success credit it exactly once', async () => {
    now = new Date('2026-11-27T09:00:00Z');
    const cycle = await openTestCycle(t.database.db, { now });
    const orderIds: string[] = [];
    for (let index = 0; index < 5; index++) {
      const orderId = await createTestOrder(client, t.database.db, {
        cycle,
        tickets: 2,
        phone: `0803888${String(index).padStart(4, '0')}`,
      });
      await pressCheckoutButton(
        client,
        await initiateCheckout(client, orderId, 50_000),
        index % 2 ? 'decline' : 'cancel',
      );
      await verifyOrder(client, orderId);
      await payAtGateway(t.database.db, orderId);
      orderIds.push(orderId);
    }
    const racers = orderIds.flatMap((orderId) =>
      Array.from({ length: 30 }, (_, index) => {
        if (index % 3 === 0) return verifyOrder(client, orderId).then((result) => result.statusCode);
        if (index % 3 === 1)
          return postChargeWebhook(client, orderId, 50_000).then((response) => response.statusCode);
        return verifyAndSettle(context, orderId, 'job').then(() => 200);
      }),
    );
    expect(new Set(await Promise.all(racers))).toEqual(new Set([200]));
    await vi.waitFor(async () => {
      for (const orderId of orderIds)
        expect((await findOrder(t.database.db, orderId))?.status).toBe('amount_mismatch_wallet_updated');
    });
    await t.app.background.settled();
    for (const [index, orderId] of orderIds.entries()) {
      expect(await entryKeysOf(t.database.db, orderId)).toEqual([`order:${orderId}:late`]);
      const phone = `+234803888${String(index).padStart(4, '0')}`;
      expect(await balanceOf(t.database.db, accountKeys.phoneWallet(phone))).toBe(50_000);
    }
    await expectLedgerBalanced(t);
  });
});

describe('a gateway that cannot be reached at the 24-hour give-up', () => {
  let now = new Date('2026-11-21T09:00:00Z');
  let gatewayDown = false;
  const t = useRaffleTestApp({
    clock: () => now,
    wrapOutboundFetch: (loopback) => (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (gatewayDown && url.includes('/transaction/verify/'))
        return Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED'));
      return loopback(input, init);
    },
  });
  const client = new TestClient(() => t.app);

  it('is not a verdict: the order stays verifying, and the job asks again until the gateway answers', async () => {
    const start = now;
    const cycle = await openTestCycle(t.database.db, { now });
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08037770010', win: true });
    await initiateCheckout(client, orderId, 25_000);
    await payAtGateway(t.database.db, orderId);

    gatewayDown = true;
    now = new Date(start.getTime() + 24 * HOUR + 1_000);
    await t.app.jobs.runDue();
    expect((await findOrder(t.database.db, orderId))?.status).toBe('verifying');
    const job = await findJob(t.database.db, reconcileJobKind, orderId);
    expect(job).toMatchObject({ status: 'pending' });
    expect(job!.runAt.getTime()).toBeGreaterThan(now.getTime());
    expect(job!.lastError).toMatch(/ECONNREFUSED/);

    // The gateway is back: the payment it took is settled as paid (it was never called over), and drawn.
    gatewayDown = false;
    now = new Date(job!.runAt.getTime() + 1_000);
    await t.app.jobs.runDue();
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: 'winner_selected',
      outcome: 'won',
    });
    expect((await findJob(t.database.db, reconcileJobKind, orderId))?.status).toBe('done');
    await expectLedgerBalanced(t);
  });
});
