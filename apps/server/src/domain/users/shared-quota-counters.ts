import { Redis } from 'ioredis';
import type { CounterState, RateLimitStore } from './rate-limits';

/**
 * The counters behind `RateLimiter.count` and `countAll` (quotas that only ever count up: signed-out orders
 * per phone and per network address, console requests per address, ...) in Redis, when REDIS_URL is set
 * (ARCHITECTURE.md: Redis for the rate limits shared by several copies).
 *
 * Why not the database, as the back-off limits (sign-in, reset links, SMS codes) stay: an order's quota is one
 * more statement on the money path, and the per-address counter is one hot row for every buyer behind the same
 * carrier-NAT address, locked until each order's commit reaches the disk. In Redis a count is one round trip
 * to a process that keeps it in memory, and nothing waits on a disk.
 *
 * Each key is a counter whose window starts at its first hit (as in the database store): INCR, and on the
 * first hit PEXPIRE for the window; the remaining time gives back when the window started. All keys of one
 * call are counted by one script, atomically. If Redis cannot be reached the count goes to the database
 * store instead (logged once per outage): a sale is never refused because Redis is down. The database
 * then counts from what it holds, so during an outage a quota may let up to twice its number through.
 */

export type QuotaCounters = Pick<RateLimitStore, 'hitAll'>;

/**
 * The client for REDIS_URL. It fails fast rather than queueing while Redis is away (a count then goes to
 * the database), and reconnects in the background.
 */
export function quotaCountersRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Errors are answered per call (the database takes the count); an unhandled 'error' event would crash.
  redis.on('error', () => undefined);
  void redis.connect().catch(() => undefined);
  return redis;
}

const countScript = `
local out = {}
for i, key in ipairs(KEYS) do
  local hits = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if hits == 1 or ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  out[#out + 1] = hits
  out[#out + 1] = ttl
end
return out`;

/** Whether Redis can take a command now; while the first connection is being made, waits for it (1 s at most). */
function connected(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  if (!['wait', 'connecting', 'connect'].includes(redis.status)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('close', onClose);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), 1_000);
    redis.once('ready', onReady);
    redis.once('close', onClose);
  });
}

export function redisQuotaCounters(
  redis: Redis,
  /** REDIS_KEY_PREFIX: this deployment's keys, apart from others' in a shared Redis. */
  prefix: string,
  fallback: QuotaCounters,
  logger: { warn(details: object, message: string): void },
): QuotaCounters {
  // EVALSHA once Redis knows the script (ioredis sends the body again only when Redis answers NOSCRIPT).
  if (!('countQuotas' in redis)) redis.defineCommand('countQuotas', { lua: countScript });
  const countQuotas = (
    redis as unknown as Record<string, (...args: (string | number)[]) => Promise<unknown>>
  ).countQuotas!.bind(redis);
  let away = false;
  return {
    async hitAll(keys, windowMs, now) {
      if (new Set(keys).size !== keys.length) throw new Error('hitAll counts distinct keys');
      let reply: unknown;
      try {
        if (!(await connected(redis))) throw new Error(`Redis is ${redis.status}`);
        reply = await countQuotas(
          keys.length,
          ...keys.map((key) => `${prefix}quota:${key}`),
          String(Math.max(1, Math.round(windowMs))),
        );
        away = false;
      } catch (error) {
        // Once per outage, not once per order.
        if (!away) logger.warn({ err: error }, 'quota counters: Redis unavailable, counting in the database');
        away = true;
        return fallback.hitAll(keys, windowMs, now);
      }
      const values = (reply as (number | string)[]).map(Number);
      return new Map(
        keys.map((key, index): [string, CounterState] => {
          const hits = values[index * 2]!;
          const remainingMs = values[index * 2 + 1]!;
          return [
            key,
            { hits, windowStartedAt: new Date(now.getTime() - (windowMs - remainingMs)), lastHitAt: now },
          ];
        }),
      );
    },
  };
}
