import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema';
import type { CycleView } from '../domain/raffle/cycle-views';
import { TestClient } from '../testing/http-client';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../testing/raffle';

// With REDIS_URL (ARCHITECTURE.md: Redis for the rate limits shared by several copies), the signed-out order
// quotas count in Redis: the order's path loses a statement and the per-address hot row. The machine's Redis.

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${randomUUID()}:`;
const t = useRaffleTestApp({
  env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, ORDER_QUOTA_PER_PHONE: '3' },
});
const redis = new Redis(redisUrl);
let cycle: CycleView;
beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, { typeIds: [1] });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const buy = async (phone: string) =>
  new TestClient(t.app).post(
    '/api/context-proxy/v1/action',
    {
      action_type: 'create_order',
      parameters: await createOrderParameters(t.database.db, { cycle, phone }),
    },
    { remoteAddress: '198.51.100.9' },
  );

describe('signed-out order quotas with REDIS_URL', () => {
  it('counts them in Redis, not the database, and refuses a 4th order for one phone with 429', async () => {
    for (let i = 0; i < 3; i++) expect((await buy('08071110001')).statusCode).toBe(200);
    const refused = await buy('08071110001');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_590);
    expect(refused.json().message).toBe(
      'Too many orders for this phone number in the last hour. Try again in 60 minutes.',
    );
    expect(await redis.get(`${prefix}quota:orders:phone:+2348071110001`)).toBe('4');
    expect(await redis.get(`${prefix}quota:orders:address:198.51.100.9`)).toBe('4');
    const inDatabase = await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'orders:%'));
    expect(inDatabase).toEqual([]);
    expect((await buy('08071110002')).statusCode).toBe(200);
  });
});
