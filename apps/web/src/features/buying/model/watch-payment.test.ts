import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  MAX_WAITING_CHECKS,
  NOT_PAID_GIVE_UP_MS,
  watchPayment,
  type PaymentWatchState,
  type WatchTimers,
} from './watch-payment';

const REFERENCE = '5d2a8f9e-1111-4c55-9f0e-3d3f3e5d1a01';

/** A clock that moves only when the loop sleeps: no real time passes in these tests. */
function fakeTimers() {
  let now = 1_000_000;
  const sleeps: number[] = [];
  const timers: WatchTimers = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { timers, sleeps, elapsed: () => now - 1_000_000 };
}

function run(answers: (call: number) => unknown, timers: WatchTimers) {
  const updates: PaymentWatchState[] = [];
  let calls = 0;
  const finished = watchPayment(
    REFERENCE,
    async () => {
      const answer = answers(++calls);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    (state) => updates.push(state),
    new AbortController().signal,
    timers,
  );
  return { finished, updates, calls: () => calls };
}

const openCheckout = {
  status: 'verifying',
  order_id: REFERENCE,
  charged: null,
  payment: { gateway_status: 'pending', checkout_url: 'https://pay.example/checkout/abc' },
};

describe('watchPayment: the bounded checks of /thank-you', () => {
  it("stops with 'not_completed' once the gateway has said 'not paid' for 15 s, keeping the checkout link", async () => {
    const { timers, sleeps, elapsed } = fakeTimers();
    const { finished, calls } = run(() => openCheckout, timers);
    const last = await finished;
    expect(last?.stopped).toBe('not_completed');
    expect(last?.details.waiting).toEqual({
      gatewayStatus: 'pending',
      checkoutUrl: 'https://pay.example/checkout/abc',
    });
    // Checks at 0, 2, 5, 10 and 18 s: the first answer at least 15 s after the first "not paid" stops it.
    expect(sleeps).toEqual([2000, 3000, 5000, 8000]);
    expect(calls()).toBe(5);
    expect(elapsed()).toBeGreaterThanOrEqual(NOT_PAID_GIVE_UP_MS);
  });

  it("also stops when the gateway does not know the payment at all ('not_found'), with no link", async () => {
    const { timers } = fakeTimers();
    const { finished } = run(
      () => ({ status: 'verifying', payment: { gateway_status: 'not_found', checkout_url: null } }),
      timers,
    );
    const last = await finished;
    expect(last?.stopped).toBe('not_completed');
    expect(last?.details.waiting?.checkoutUrl).toBeNull();
  });

  it('settles normally when the payment arrives while checking', async () => {
    const { timers } = fakeTimers();
    const { finished, updates } = run(
      (call) => (call < 3 ? openCheckout : { status: 'entry_processed', order_id: REFERENCE, charged: true }),
      timers,
    );
    const last = await finished;
    expect(last?.stopped).toBeNull();
    expect(last?.verification.status).toBe('entry_processed');
    expect(updates.map((state) => state.verification.status)).toEqual([
      'verifying',
      'verifying',
      'entry_processed',
    ]);
  });

  it("stops with 'still_waiting' after the last scheduled check when the gateway cannot be asked", async () => {
    const { timers, sleeps } = fakeTimers();
    // No `payment.gateway_status`: the server could not reach the gateway; it is not a "not paid".
    const { finished, calls } = run(
      () => ({ status: 'verifying', payment: { gateway_status: null, checkout_url: null } }),
      timers,
    );
    const last = await finished;
    expect(last?.stopped).toBe('still_waiting');
    expect(calls()).toBe(MAX_WAITING_CHECKS);
    expect(sleeps).toEqual([2000, 3000, 5000, 8000, 13_000, 21_000, 30_000]);
  });

  it('does not count a gap in "not paid" answers: the 15 s start again after an unknown answer', async () => {
    const { timers } = fakeTimers();
    const unknown = { status: 'verifying', payment: { gateway_status: null, checkout_url: null } };
    // not paid at 0 and 2 s, unknown at 5 s, not paid from 10 s: 15 s later is 31 s (the 6th check).
    const { finished, calls } = run((call) => (call === 3 ? unknown : openCheckout), timers);
    expect((await finished)?.stopped).toBe('not_completed');
    expect(calls()).toBe(6);
  });

  it('retries a dropped connection, then reports the verification error', async () => {
    const { timers } = fakeTimers();
    const { finished, calls } = run(() => new ApiError('Network error.', 'network'), timers);
    const last = await finished;
    expect(calls()).toBe(4);
    expect(last?.verification).toMatchObject({ status: 'payment_failed' });
    expect(last?.verification.message).toMatch(/^Verification error: /);
  });
});
