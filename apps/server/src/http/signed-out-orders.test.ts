import { beforeAll, describe, expect, it } from 'vitest';
import type { CycleView } from '../domain/raffle/cycle-views';
import { findOrder } from '../domain/raffle/orders';
import { UNSTARTED_CHECKOUT_CLOSED_MESSAGE } from '../domain/raffle/checkout-claims';
import { createTestUser, logIn, manualClock } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { createOrderParameters, initiateCheckout, openTestCycle, useRaffleTestApp } from '../testing/raffle';

// Orders bought signed out (issue #12, item 5): quotas per phone and per address, and unpaid card orders
// whose checkout never started are closed after 30 minutes.

const ACTION = '/api/context-proxy/v1/action';
const PROXY = '/api/context-proxy/v1/proxy';
const MINUTE = 60_000;

const clock = manualClock(new Date('2026-11-21T11:00:00Z'));
const t = useRaffleTestApp({
  clock: clock.now,
  env: { ORDER_QUOTA_PER_PHONE: '3', ORDER_QUOTA_PER_ADDRESS: '5' },
});
let cycle: CycleView;
beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, { typeIds: [1], now: clock.now() });
});

const buy = async (phone: string, remoteAddress = '127.0.0.1', tickets = 1) =>
  new TestClient(t.app).post(
    ACTION,
    {
      action_type: 'create_order',
      parameters: await createOrderParameters(t.database.db, { cycle, phone, tickets }),
    },
    { remoteAddress },
  );

describe('quotas on signed-out orders', () => {
  it('refuses a 4th order for one phone in an hour with 429 and Retry-After; other phones go on', async () => {
    for (let i = 0; i < 3; i++) expect((await buy('08061110001', '198.51.100.1')).statusCode).toBe(200);
    const refused = await buy('08061110001', '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many orders for this phone number in the last hour. Try again in 60 minutes.',
    });
    expect((await buy('08061110002', '198.51.100.3')).statusCode).toBe(200);
    clock.advance(61 * MINUTE);
    expect((await buy('08061110001', '198.51.100.4')).statusCode).toBe(200);
  });

  it('refuses a 6th order from one address in an hour, whatever the phone', async () => {
    for (let i = 0; i < 5; i++) expect((await buy(`0806222000${i}`, '203.0.113.77')).statusCode).toBe(200);
    const refused = await buy('08062220009', '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many orders from this network in the last hour\. Try again in \d+ minutes?\.$/,
    );
    expect((await buy('08062220009', '203.0.113.78')).statusCode).toBe(200);
  });

  it('does not throttle a signed-in customer', async () => {
    const user = await createTestUser(t.database);
    const client = await logIn(t.app, user.username);
    for (let i = 0; i < 6; i++) {
      const response = await client.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: {
          action_type: 'create_order',
          parameters: await createOrderParameters(t.database.db, { cycle, phone: user.phone! }),
        },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('unpaid card orders whose checkout never started', () => {
  it('are closed after 30 minutes, and stop counting against the phone owner’s limit', async () => {
    clock.advance(2 * 60 * MINUTE);
    const owner = await createTestUser(t.database);
    let ownerClient = await logIn(t.app, owner.username);
    expect((await ownerClient.post('/api/user/play-limits', { daily_limit: '500' })).statusCode).toBe(200);
    // A stranger who typed the owner's phone fills the owner's daily limit with orders nobody pays.
    const strangers = [await buy(owner.phone!, '192.0.2.10'), await buy(owner.phone!, '192.0.2.11')];
    const [unpaid, started] = strangers.map((response) => response.json().data.order_id as string);
    // One of them had its checkout opened: it may still be paid, so it is left to reconciliation.
    await initiateCheckout(new TestClient(t.app), started!, 25_000);
    const ownOrder = async () =>
      ownerClient.post(PROXY, {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: {
          action_type: 'create_order',
          parameters: await createOrderParameters(t.database.db, { cycle, phone: owner.phone! }),
        },
      });
    expect((await ownOrder()).statusCode).toBe(400);

    clock.advance(29 * MINUTE);
    await t.app.jobs.runDue();
    expect((await findOrder(t.database.db, unpaid!))?.status).toBe('verifying');

    clock.advance(2 * MINUTE);
    await t.app.jobs.runDue();
    expect(await findOrder(t.database.db, unpaid!)).toMatchObject({
      status: 'closed',
      statusMessage: UNSTARTED_CHECKOUT_CLOSED_MESSAGE,
    });
    expect((await findOrder(t.database.db, started!))?.status).toBe('verifying');
    // The closed order no longer counts: the owner can buy again (signed in afresh: 31 minutes have passed).
    ownerClient = await logIn(t.app, owner.username);
    expect((await ownOrder()).statusCode).toBe(200);
    // And its checkout can no longer be started.
    const late = await new TestClient(t.app).post('/api/context-proxy/v1/squad/initiate', {
      email: 'buyer@example.com',
      amount: 25_000,
      currency: 'NGN',
      transaction_ref: unpaid,
      payment_channels: ['card'],
      metadata: { order_id: unpaid },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
  });
});
