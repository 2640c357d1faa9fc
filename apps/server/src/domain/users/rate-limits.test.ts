import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import {
  databaseRateLimitStore,
  memoryRateLimitStore,
  RateLimiter,
  type RateLimitStore,
} from './rate-limits';

const database = useTestDatabase();

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => memoryRateLimitStore()],
  ['database', () => databaseRateLimitStore(database.db)],
];

describe.each(stores)('rate limits on the %s store', (name, makeStore) => {
  it('allows a quota, refuses the next with the seconds until the window ends, then allows again', async () => {
    let now = new Date('2026-01-01T10:00:00Z').getTime();
    const limiter = new RateLimiter(makeStore(), () => new Date(now));
    const rule = { kind: 'quota', limit: 3, windowMs: 3_600_000 } as const;
    const key = `quota-${name}`;
    for (let i = 0; i < 3; i++) expect(await limiter.consume(key, rule)).toEqual({ allowed: true });
    now += 600_000;
    expect(await limiter.consume(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 3000 });
    now += 3_000_000;
    expect(await limiter.consume(key, rule)).toEqual({ allowed: true });
  });

  it('backs off exponentially after the free failures, capped, and forgets after the window', async () => {
    let now = new Date('2026-01-01T10:00:00Z').getTime();
    const limiter = new RateLimiter(makeStore(), () => new Date(now));
    const rule = {
      kind: 'backoff',
      freeFailures: 2,
      baseDelayMs: 10_000,
      maxDelayMs: 40_000,
      windowMs: 600_000,
    } as const;
    const key = `backoff-${name}`;
    await limiter.recordFailure(key, rule);
    expect(await limiter.check(key, rule)).toEqual({ allowed: true });
    await limiter.recordFailure(key, rule);
    expect(await limiter.check(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 10_000;
    await limiter.recordFailure(key, rule);
    expect(await limiter.check(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    now += 20_000;
    await limiter.recordFailure(key, rule);
    await limiter.recordFailure(key, rule);
    expect(await limiter.check(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now += 600_000;
    expect(await limiter.check(key, rule)).toEqual({ allowed: true });
  });

  it('reserves failures atomically: of 20 parallel attempts only the free ones go ahead', async () => {
    let now = new Date('2026-01-01T10:00:00Z').getTime();
    const limiter = new RateLimiter(makeStore(), () => new Date(now));
    const rule = {
      kind: 'backoff',
      freeFailures: 3,
      baseDelayMs: 10_000,
      maxDelayMs: 40_000,
      windowMs: 600_000,
    } as const;
    const key = `reserve-${name}`;
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.reserveFailure(key, rule)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    expect(decisions.find((decision) => !decision.allowed)).toEqual({
      allowed: false,
      retryAfterSeconds: 10,
    });
    // A success gives its reservation back; after the delay one more attempt may go ahead.
    await limiter.releaseFailure(key);
    expect(await limiter.reserveFailure(key, rule)).toEqual({ allowed: true });
    now += 10_000;
    expect(await limiter.reserveFailure(key, rule)).toEqual({ allowed: true });
    expect(await limiter.reserveFailure(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('counts several quotas in one call, each decided on its own, exactly under parallel calls', async () => {
    let now = new Date('2026-01-01T10:00:00Z').getTime();
    const limiter = new RateLimiter(makeStore(), () => new Date(now));
    const hour = 3_600_000;
    const phone = `count-all-phone-${name}`;
    const address = `count-all-address-${name}`;
    const quotas = [
      { key: phone, limit: 3 },
      { key: address, limit: 25 },
    ];
    // 24 at once on the same pair (as many buyers behind one address): every hit is counted once, no deadlock.
    const decisions = await Promise.all(Array.from({ length: 24 }, () => limiter.countAll(quotas, hour)));
    expect(decisions.filter(([byPhone]) => byPhone!.allowed)).toHaveLength(3);
    expect(decisions.every(([, byAddress]) => byAddress!.allowed)).toBe(true);
    now += 600_000;
    expect(await limiter.countAll(quotas, hour)).toEqual([
      { allowed: false, retryAfterSeconds: 3000 },
      { allowed: true },
    ]);
    expect(await limiter.countAll([{ key: address, limit: 25 }], hour)).toEqual([
      { allowed: false, retryAfterSeconds: 3000 },
    ]);
    // A new window for both once the hour has passed.
    now += 3_000_000;
    expect(await limiter.countAll(quotas, hour)).toEqual([{ allowed: true }, { allowed: true }]);
  });
});
