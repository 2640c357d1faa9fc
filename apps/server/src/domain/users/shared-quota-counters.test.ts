import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimitStore, RateLimiter } from './rate-limits';
import { quotaCountersRedis, redisQuotaCounters } from './shared-quota-counters';

/**
 * The quota counters in a real Redis (the machine's, as CI's: REDIS_URL, else 127.0.0.1:6379). Each run
 * counts under its own key prefix, so runs within a window do not meet.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = quotaCountersRedis(redisUrl);
const prefix = `test:${randomUUID()}:`;
const warnings: string[] = [];
const logger = { warn: (_details: object, message: string) => void warnings.push(message) };
// A fallback that must not be used while Redis answers.
const unused = {
  hitAll: () => Promise.reject(new Error('the database was asked while Redis answers')),
};
const counters = redisQuotaCounters(redis, prefix, unused, logger);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('quota counters in Redis', () => {
  it('counts each key, and gives back when its window started', async () => {
    const start = new Date('2026-11-27T10:00:00Z');
    const first = await counters.hitAll(['a', 'b'], 60_000, start);
    expect(first.get('a')).toMatchObject({ hits: 1 });
    expect(first.get('a')!.windowStartedAt.getTime()).toBe(start.getTime());
    const later = new Date(start.getTime() + 5_000);
    const second = await counters.hitAll(['a'], 60_000, later);
    expect(second.get('a')!.hits).toBe(2);
    // The window started at the first hit: about 5 s before `later` by Redis's own clock.
    const startedAgo = later.getTime() - second.get('a')!.windowStartedAt.getTime();
    expect(startedAgo).toBeGreaterThanOrEqual(0);
    expect(startedAgo).toBeLessThan(2_000);
    expect(await redis.pttl(`${prefix}quota:a`)).toBeGreaterThan(55_000);
    expect((await counters.hitAll(['b'], 60_000, later)).get('b')!.hits).toBe(2);
  });

  it('counts 200 hits at once exactly: each count from 1 to 200 once', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => counters.hitAll(['racing', 'racing-too'], 60_000, now)),
    );
    const counts = results.map((result) => result.get('racing')!.hits).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(results.every((result) => result.get('racing-too')!.hits === result.get('racing')!.hits)).toBe(
      true,
    );
  });

  it('starts a new window once the last one has passed', async () => {
    const now = new Date();
    await counters.hitAll(['short'], 150, now);
    expect((await counters.hitAll(['short'], 150, now)).get('short')!.hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await counters.hitAll(['short'], 150, new Date())).get('short')!.hits).toBe(1);
  });

  it('refuses over the quota through the limiter, with the time left in the window', async () => {
    const limiter = new RateLimiter(memoryRateLimitStore(), () => new Date(), counters);
    const quotas = [{ key: 'phone', limit: 2 }];
    expect(await limiter.countAll(quotas, 3_600_000)).toEqual([{ allowed: true }]);
    expect(await limiter.countAll(quotas, 3_600_000)).toEqual([{ allowed: true }]);
    const [refused] = await limiter.countAll(quotas, 3_600_000);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused!.allowed === false && refused!.retryAfterSeconds).toBeGreaterThan(3_590);
  });

  it('counts in the database store when Redis cannot be reached, and says so once', async () => {
    const away = quotaCountersRedis('redis://127.0.0.1:1');
    const warnedBefore = warnings.length;
    const store = memoryRateLimitStore();
    const withFallback = redisQuotaCounters(away, prefix, store, logger);
    try {
      const now = new Date();
      expect((await withFallback.hitAll(['fallback'], 60_000, now)).get('fallback')!.hits).toBe(1);
      expect((await withFallback.hitAll(['fallback'], 60_000, now)).get('fallback')!.hits).toBe(2);
      expect((await store.read('fallback', 60_000, now))!.hits).toBe(2);
      expect(warnings.slice(warnedBefore)).toEqual([
        'quota counters: Redis unavailable, counting in the database',
      ]);
    } finally {
      away.disconnect();
    }
  });
});
