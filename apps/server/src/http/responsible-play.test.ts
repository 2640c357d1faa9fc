import { beforeAll, describe, expect, it } from 'vitest';
import type { CycleView } from '../domain/raffle/cycle-views';
import { createTestUser, createTestVendor, logIn, manualClock } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { fundWallet } from '../testing/money';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../testing/raffle';
import { accountKeys } from '../domain/ledger';
import { CUSTOMERS_ONLY_MESSAGE, SPEND_LIMIT_TYPE_MESSAGE } from './responsible-play';

const LIMITS = '/api/user/play-limits';
const EXCLUSION = '/api/user/self-exclusion';
const ACTION = '/api/context-proxy/v1/action';
const PROXY = '/api/context-proxy/v1/proxy';
const HOUR = 60 * 60 * 1000;

// A fixed midday in Lagos, so "today" cannot roll over while the tests run.
const clock = manualClock(new Date('2026-11-21T11:00:00Z'));
const t = useRaffleTestApp({ clock: clock.now });
let cycle: CycleView;

beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, { typeIds: [1], now: clock.now() });
});

async function customer() {
  const user = await createTestUser(t.database);
  return { user, client: await logIn(t.app, user.username) };
}

// The Lagos day and month of the clock above end at these instants (23:00 UTC is midnight in Lagos).
const DAY_END = '2026-11-21T23:00:00.000Z';
const MONTH_END = '2026-11-30T23:00:00.000Z';
const noLimit = { limit: null, spent: '0.00', remaining: null, pending: null, resets_at: DAY_END };
const noMonthlyLimit = { ...noLimit, resets_at: MONTH_END };

describe('reading and setting spend limits', () => {
  it('starts with no limits, no spend and no exclusion', async () => {
    const { client } = await customer();
    const response = await client.get(LIMITS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { daily: noLimit, monthly: noMonthlyLimit, excluded_until: null },
    });
  });

  it('lowers at once and raises 24 hours later, showing the pending increase until then', async () => {
    const { user, client } = await customer();
    const set = await client.post(LIMITS, { daily_limit: '1,000', monthly_limit: 5000 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      message: 'Your daily limit is now ₦1,000.00. Your monthly limit is now ₦5,000.00.',
      data: {
        daily: { limit: '1000.00', spent: '0.00', remaining: '1000.00', pending: null, resets_at: DAY_END },
        monthly: {
          limit: '5000.00',
          spent: '0.00',
          remaining: '5000.00',
          pending: null,
          resets_at: MONTH_END,
        },
        excluded_until: null,
      },
    });

    const raised = await client.post(LIMITS, { daily_limit: '2500.00', monthly_limit: null });
    const effectiveAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(raised.json().message).toBe(
      'Your daily limit will rise to ₦2,500.00 on 22 November 2026 at 12:00; until then it stays at ₦1,000.00. Your monthly limit of ₦5,000.00 will be removed on 22 November 2026 at 12:00; until then it stays.',
    );
    expect(raised.json().data).toMatchObject({
      daily: { limit: '1000.00', pending: { limit: '2500.00', effective_at: effectiveAt } },
      monthly: { limit: '5000.00', pending: { limit: null, effective_at: effectiveAt } },
    });

    clock.advance(24 * HOUR);
    try {
      const later = await logIn(t.app, user.username);
      expect((await later.get(LIMITS)).json().data).toEqual({
        daily: {
          limit: '2500.00',
          spent: '0.00',
          remaining: '2500.00',
          pending: null,
          resets_at: '2026-11-22T23:00:00.000Z',
        },
        monthly: noMonthlyLimit,
        excluded_until: null,
      });
    } finally {
      clock.advance(-24 * HOUR);
    }
  });

  it.each([
    [
      'a negative amount',
      { daily_limit: '-500' },
      'The amount cannot be negative. Enter an amount like 250 or 250.50.',
    ],
    ['three decimals', { daily_limit: '10.005' }, 'Use at most 2 decimal places (kobo), like 250.50.'],
    ['words', { daily_limit: 'five thousand' }, 'Enter an amount in naira, like 250 or 250.50.'],
    ['zero', { monthly_limit: 0 }, 'A limit must be at least ₦1.00. Leave it empty for no limit.'],
    ['an absurd amount', { daily_limit: '1000000000000' }, 'A limit can be at most ₦100,000,000.00.'],
    ['a number too big to be exact', { daily_limit: 1e30 }, 'Enter an amount in naira, like 250 or 250.50.'],
    ['a boolean', { daily_limit: true }, SPEND_LIMIT_TYPE_MESSAGE],
    ['an object', { monthly_limit: { naira: 5 } }, SPEND_LIMIT_TYPE_MESSAGE],
    ['an unknown field', { daily_limit: '500', weekly_limit: '100' }, /weekly_limit/],
    ['nothing to change', {}, 'Send daily_limit, monthly_limit or both (null removes a limit).'],
    ['an array body', [1, 2], 'Send a JSON object, like { "daily_limit": "5000.00" }.'],
  ])('refuses %s with a 400 and a message', async (_label, body, message) => {
    const { client } = await customer();
    const response = await client.post(LIMITS, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    if (typeof message === 'string') expect(response.json().errors[0].message).toBe(message);
    else expect(response.json().message).toMatch(message);
    expect((await client.get(LIMITS)).json().data.daily).toEqual(noLimit);
  });

  it('refuses a body that is not JSON, and a query string on the read', async () => {
    const { client } = await customer();
    const broken = await client.post(LIMITS, '{"daily_limit": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    expect((await client.get(`${LIMITS}?user_id=someone-else`)).statusCode).toBe(400);
  });
});

describe('self-exclusion', () => {
  it('excludes for the chosen period, can only be extended, and is shown', async () => {
    const { client } = await customer();
    const bad = await client.post(EXCLUSION, { period: '1_week' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Choose how long to exclude yourself: "6_months", "1_year", "5_years". (period)',
    );
    expect((await client.post(EXCLUSION, { period: '1_year', confirm: true })).statusCode).toBe(400);
    expect((await client.post(EXCLUSION, {})).statusCode).toBe(400);

    const excluded = await client.post(EXCLUSION, { period: '1_year' });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json()).toMatchObject({
      success: true,
      message: 'You have excluded yourself from buying tickets until 21 November 2027.',
      data: { excluded_until: '2027-11-21T11:00:00.000Z' },
    });
    const shorter = await client.post(EXCLUSION, { period: '6_months' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toBe(
      'You are already excluded until 21 November 2027. An exclusion cannot be shortened or cancelled; choose a longer period to extend it.',
    );
    const longer = await client.post(EXCLUSION, { period: '5_years' });
    expect(longer.json().data.excluded_until).toBe('2031-11-21T11:00:00.000Z');
    expect((await client.get(LIMITS)).json().data.excluded_until).toBe('2031-11-21T11:00:00.000Z');
  });
});

describe('who may use these routes', () => {
  it('refuses vendors with a 403 that says why, and strangers with a 401', async () => {
    const vendor = await logIn(t.app, (await createTestVendor(t.database)).user.username);
    for (const client of [vendor]) {
      for (const response of [
        await client.get(LIMITS),
        await client.post(LIMITS, { daily_limit: '500' }),
        await client.post(EXCLUSION, { period: '6_months' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, message: CUSTOMERS_ONLY_MESSAGE });
      }
    }
    const stranger = new TestClient(t.app);
    expect((await stranger.get(LIMITS)).statusCode).toBe(401);
    expect((await stranger.post(EXCLUSION, { period: '6_months' })).statusCode).toBe(401);
  });

  it('needs the CSRF token on changes', async () => {
    const { client } = await customer();
    const response = await client.post(LIMITS, { daily_limit: '500' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect((await client.get(LIMITS)).json().data.daily.limit).toBeNull();
  });

  it('lists the routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths[LIMITS])).toEqual(['get', 'post']);
    expect(paths[EXCLUSION].post.summary).toMatch(/6 months, 1 year or 5 years/);
  });
});

describe('create_order under the limits', () => {
  const viaProxy = (client: TestClient, parameters: Record<string, unknown>) =>
    client.post(PROXY, {
      path: '/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters },
    });
  const order = (tickets: number, extra: { phone?: string; paymentMethod?: 'card' | 'wallet' } = {}) =>
    createOrderParameters(t.database.db, { cycle, tickets, ...extra });

  it('refuses a signed-in card or wallet order past the daily limit, with what is left', async () => {
    const { user, client } = await customer();
    await fundWallet(t, accountKeys.customerWallet(user.id), 1_000_000);
    await client.post(LIMITS, { daily_limit: '1000' });
    expect((await viaProxy(client, await order(2, { phone: user.phone! }))).statusCode).toBe(200);
    expect(
      (await viaProxy(client, await order(1, { phone: user.phone!, paymentMethod: 'wallet' }))).statusCode,
    ).toBe(200);

    const card = await viaProxy(client, await order(2, { phone: user.phone! }));
    expect(card.statusCode).toBe(400);
    expect(card.json()).toEqual({
      success: false,
      message:
        'This order (₦500.00) would take you over your daily ticket limit of ₦1,000.00; you can spend ₦250.00 more today.',
      errors: [{ field: 'ticket_quantity', message: expect.any(String) }],
    });
    const wallet = await viaProxy(client, await order(2, { phone: user.phone!, paymentMethod: 'wallet' }));
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().message).toBe(card.json().message);
    expect((await client.get(LIMITS)).json().data.daily).toEqual({
      limit: '1000.00',
      spent: '750.00',
      remaining: '250.00',
      pending: null,
      resets_at: DAY_END,
    });
  });

  it('says when buying opens again by the limit that is used up: tomorrow for the day, the 1st for the month', async () => {
    const { user, client } = await customer();
    await client.post(LIMITS, { daily_limit: '500', monthly_limit: '500' });
    expect((await viaProxy(client, await order(2, { phone: user.phone! }))).statusCode).toBe(200);
    const both = await viaProxy(client, await order(1, { phone: user.phone! }));
    expect(both.json().message).toBe(
      'You have reached your monthly ticket limit of ₦500.00; you can buy tickets again from 1 December 2026.',
    );
    const other = await customer();
    await other.client.post(LIMITS, { daily_limit: '250', monthly_limit: '5000' });
    expect((await viaProxy(other.client, await order(1, { phone: other.user.phone! }))).statusCode).toBe(200);
    const daily = await viaProxy(other.client, await order(1, { phone: other.user.phone! }));
    expect(daily.json().message).toBe(
      'You have reached your daily ticket limit of ₦250.00; you can buy tickets again tomorrow.',
    );
    const { data } = (await other.client.get(LIMITS)).json();
    expect(data).toMatchObject({
      daily: { remaining: '0.00', resets_at: DAY_END },
      monthly: { remaining: '4750.00', resets_at: MONTH_END },
    });
  });

  it('refuses a signed-out order with a limited customer’s phone, but not with another phone', async () => {
    const { user, client } = await customer();
    await client.post(LIMITS, { daily_limit: '250' });
    const anonymous = new TestClient(t.app);
    const first = await anonymous.post(ACTION, {
      action_type: 'create_order',
      parameters: await order(1, { phone: user.phone! }),
    });
    expect(first.statusCode).toBe(200);
    const second = await anonymous.post(ACTION, {
      action_type: 'create_order',
      parameters: await order(1, { phone: user.phone! }),
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('This phone number cannot buy tickets right now.');
    const other = await anonymous.post(ACTION, {
      action_type: 'create_order',
      parameters: await order(1, { phone: '08059998877' }),
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses every order of a self-excluded customer, card, wallet or by phone', async () => {
    const { user, client } = await customer();
    await fundWallet(t, accountKeys.customerWallet(user.id), 100_000);
    await client.post(EXCLUSION, { period: '6_months' });
    const message = 'You have excluded yourself from buying tickets until 21 May 2027.';
    for (const paymentMethod of ['card', 'wallet'] as const) {
      const refused = await viaProxy(client, await order(1, { phone: user.phone!, paymentMethod }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const byPhone = await new TestClient(t.app).post(ACTION, {
      action_type: 'create_order',
      parameters: await order(1, { phone: user.phone! }),
    });
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json().message).toBe('This phone number cannot buy tickets right now.');
  });
});
