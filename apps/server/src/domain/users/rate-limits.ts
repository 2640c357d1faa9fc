import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPreparedRows } from '../../db/rows';
import { rateLimitCounters } from '../../db/schema';

/** A counter over a window that starts at its first hit and restarts once it has passed. */
export interface CounterState {
  hits: number;
  windowStartedAt: Date;
  lastHitAt: Date;
}

/**
 * Where the counters live. The database store is shared by every server copy (so REDIS_URL is not needed
 * for correctness); the memory store is for a single process and tests of the rules themselves.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: Date): Promise<CounterState>;
  /** Counts one hit on each of several distinct keys at once (one statement in the database store). */
  hitAll(keys: readonly string[], windowMs: number, now: Date): Promise<Map<string, CounterState>>;
  read(key: string, windowMs: number, now: Date): Promise<CounterState | undefined>;
  /**
   * Counts one attempt under a back-off rule only if the rule allows it now, atomically: the counted state,
   * or undefined when refused. Parallel attempts cannot all pass a check made before any of them is counted.
   */
  reserve(key: string, rule: BackoffRule, now: Date): Promise<CounterState | undefined>;
  /** Takes back one counted attempt (one that turned out to be a success). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function databaseRateLimitStore(db: Executor): RateLimitStore {
  const hitAll = async (keys: readonly string[], windowMs: number, now: Date) => {
    if (new Set(keys).size !== keys.length) throw new Error('hitAll counts distinct keys');
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - windowMs).toISOString();
    // One statement, so concurrent hits on the same key count exactly (the row lock serialises them). The
    // keys are locked in the order given; callers always name them in the same order, so two counts of the
    // same pair cannot deadlock. One text for any number of keys (a JSON array parameter): prepared once.
    const rows = await queryPreparedRows<{
      key: string;
      hits: number;
      window_started_at: string | Date;
      last_hit_at: string | Date;
    }>(
      db,
      'rate_limit_hit_all',
      sql`
      insert into rate_limit_counters (key, hits, window_started_at, last_hit_at)
      select counted.key, 1, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) with ordinality as counted(key, position)
      order by counted.position
      on conflict (key) do update set
        hits = case when rate_limit_counters.window_started_at <= ${windowStart}::timestamptz then 1
               else rate_limit_counters.hits + 1 end,
        window_started_at = case when rate_limit_counters.window_started_at <= ${windowStart}::timestamptz
               then ${at}::timestamptz else rate_limit_counters.window_started_at end,
        last_hit_at = ${at}::timestamptz
      returning key, hits, window_started_at, last_hit_at`,
    );
    return new Map(
      rows.map((row) => [
        row.key,
        {
          hits: Number(row.hits),
          windowStartedAt: new Date(row.window_started_at),
          lastHitAt: new Date(row.last_hit_at),
        },
      ]),
    );
  };
  return {
    hitAll,
    async hit(key, windowMs, now) {
      return (await hitAll([key], windowMs, now)).get(key)!;
    },
    async reserve(key, rule, now) {
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const c = rateLimitCounters;
      const expired = sql`${c.windowStartedAt} <= ${windowStart}`;
      // The same back-off as backoffDelayMs, in SQL, so the decision and the count are one statement.
      const delayOver = sql`${c.lastHitAt} + least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2::float8, ${c.hits} - ${rule.freeFailures})) * interval '1 millisecond' <= ${now}`;
      const [row] = await db
        .insert(c)
        .values({ key, hits: 1, windowStartedAt: now, lastHitAt: now })
        .onConflictDoUpdate({
          target: c.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${c.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now} else ${c.windowStartedAt} end`,
            lastHitAt: now,
          },
          setWhere: sql`${expired} or ${c.hits} < ${rule.freeFailures} or ${delayOver}`,
        })
        .returning();
      return row
        ? { hits: row.hits, windowStartedAt: row.windowStartedAt, lastHitAt: row.lastHitAt }
        : undefined;
    },
    async release(key) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },
    async read(key, windowMs, now) {
      const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
      if (!row || row.windowStartedAt.getTime() <= now.getTime() - windowMs) return undefined;
      return { hits: row.hits, windowStartedAt: row.windowStartedAt, lastHitAt: row.lastHitAt };
    },
    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

export function memoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, CounterState>();
  const current = (key: string, windowMs: number, now: Date) => {
    const state = counters.get(key);
    return state && state.windowStartedAt.getTime() > now.getTime() - windowMs ? state : undefined;
  };
  return {
    async hit(key, windowMs, now) {
      const state = current(key, windowMs, now);
      const next = state
        ? { ...state, hits: state.hits + 1, lastHitAt: now }
        : { hits: 1, windowStartedAt: now, lastHitAt: now };
      counters.set(key, next);
      return next;
    },
    async hitAll(keys, windowMs, now) {
      const counted = new Map<string, CounterState>();
      for (const key of keys) counted.set(key, await this.hit(key, windowMs, now));
      return counted;
    },
    async read(key, windowMs, now) {
      return current(key, windowMs, now);
    },
    async reserve(key, rule, now) {
      const state = current(key, rule.windowMs, now);
      if (state) {
        const delay = backoffDelayMs(rule, state.hits);
        if (delay > 0 && state.lastHitAt.getTime() + delay > now.getTime()) return undefined;
      }
      const next = state
        ? { ...state, hits: state.hits + 1, lastHitAt: now }
        : { hits: 1, windowStartedAt: now, lastHitAt: now };
      counters.set(key, next);
      return next;
    },
    async release(key) {
      const state = counters.get(key);
      if (state) counters.set(key, { ...state, hits: Math.max(0, state.hits - 1) });
    },
    async clear(key) {
      counters.delete(key);
    },
  };
}

/** At most `limit` events per `windowMs` (reset links per email, SMS codes per phone). */
export interface QuotaRule {
  kind: 'quota';
  limit: number;
  windowMs: number;
}

/**
 * Failures with exponential back-off instead of a lockout (ASVS 6.1.1, 6.3.1): the first `freeFailures`
 * cost nothing, then each failure makes the next attempt wait twice as long, up to `maxDelayMs`. The
 * window restarts `windowMs` after the first failure, so the real owner is never locked out for good.
 */
export interface BackoffRule {
  kind: 'backoff';
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const rateLimitRules = {
  // Well inside ASVS 4.0.3 2.2.1 (<= 100 failures an hour per account): 5 free, then 30 s doubling to 15 min.
  loginFailuresPerAccount: {
    kind: 'backoff',
    freeFailures: 5,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  // Nigerian mobile networks put many people behind one address (carrier NAT): generous, but it stops one
  // machine spraying passwords across many accounts.
  loginFailuresPerAddress: {
    kind: 'backoff',
    freeFailures: 30,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  resetLinksPerEmail: { kind: 'quota', limit: 3, windowMs: HOUR },
  resetLinksPerAddress: { kind: 'quota', limit: 20, windowMs: HOUR },
  // SMS costs money per message (API4:2023): 3 codes an hour per phone (issue #4).
  codesPerPhone: { kind: 'quota', limit: 3, windowMs: HOUR },
  registrationsPerAddress: { kind: 'quota', limit: 20, windowMs: HOUR },
  // Code checks (issue #12): a sign-up gets 3 codes of 5 tries an hour, so 15 checks; one address may try
  // codes for several sign-ups behind carrier NAT, but not enough to walk through a million codes.
  codeChecksPerSignUp: { kind: 'quota', limit: 15, windowMs: HOUR },
  codeChecksPerAddress: { kind: 'quota', limit: 100, windowMs: HOUR },
  // Name enquiry tells who holds a bank account and costs a provider call: enough for real transfers only.
  nameEnquiriesPerUser: { kind: 'quota', limit: 30, windowMs: HOUR },
  // A BVN or NIN lookup costs a provider fee, and its answers (no record, name does not match) tell whether a
  // number exists: enough tries for typos, not for walking through numbers (issue #21).
  identityLookupsPerUser: { kind: 'quota', limit: 10, windowMs: 24 * HOUR },
  // Opening an account number asks the gateway to validate the BVN (issue #22): enough for a typo in the
  // address or gender, not for hammering the bank with a stolen session.
  transferAccountOpensPerUser: { kind: 'quota', limit: 5, windowMs: 24 * HOUR },
  // The data download (issue #23 item 8) reads every table about a person: enough for the JSON and its CSV
  // statements a few times a day, not a way to load the database from a stolen session.
  dataExportsPerUser: { kind: 'quota', limit: 10, windowMs: 24 * HOUR },
} as const satisfies Record<string, QuotaRule | BackoffRule>;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function backoffDelayMs(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - rule.freeFailures));
}

function secondsUntil(untilMs: number, now: Date): number {
  return Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000));
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: () => Date,
    /**
     * Where `count` and `countAll` count (Redis when configured: shared-quota-counters.ts); the store
     * otherwise. Their keys are only ever counted, never read, reserved or released through the store.
     */
    private readonly counters: Pick<RateLimitStore, 'hitAll'> = store,
  ) {}

  /** Whether an attempt may go ahead now, without counting it (back-off rules count failures only). */
  async check(key: string, rule: BackoffRule | QuotaRule): Promise<RateLimitDecision> {
    const now = this.clock();
    const state = await this.store.read(key, rule.windowMs, now);
    if (!state) return { allowed: true };
    if (rule.kind === 'quota') {
      if (state.hits < rule.limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: secondsUntil(state.windowStartedAt.getTime() + rule.windowMs, now),
      };
    }
    const delay = backoffDelayMs(rule, state.hits);
    const allowedAt = state.lastHitAt.getTime() + delay;
    if (delay === 0 || allowedAt <= now.getTime()) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(allowedAt, now) };
  }

  /** Counts one event against a quota if there is room; refuses it otherwise. */
  async consume(key: string, rule: QuotaRule): Promise<RateLimitDecision> {
    const decision = await this.check(key, rule);
    if (!decision.allowed) return decision;
    const state = await this.store.hit(key, rule.windowMs, this.clock());
    // Two racing requests can both pass the check; the atomic count settles which one is over.
    if (state.hits > rule.limit) {
      return {
        allowed: false,
        retryAfterSeconds: secondsUntil(state.windowStartedAt.getTime() + rule.windowMs, this.clock()),
      };
    }
    return { allowed: true };
  }

  /**
   * Counts one event against a quota in a single statement and refuses it when the quota is used: one round
   * trip where `consume` takes two (for paths that must stay lean). A refused event is counted too, which
   * only matters until the window (started by the first event) ends.
   */
  async count(key: string, rule: QuotaRule): Promise<RateLimitDecision> {
    const now = this.clock();
    const state = (await this.counters.hitAll([key], rule.windowMs, now)).get(key)!;
    if (state.hits <= rule.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(state.windowStartedAt.getTime() + rule.windowMs, now),
    };
  }

  /**
   * `count` for several quotas over the same window, in one statement: a decision per key, in order.
   */
  async countAll(
    quotas: readonly { key: string; limit: number }[],
    windowMs: number,
  ): Promise<RateLimitDecision[]> {
    const now = this.clock();
    const states = await this.counters.hitAll(
      quotas.map((quota) => quota.key),
      windowMs,
      now,
    );
    return quotas.map(({ key, limit }) => {
      const state = states.get(key)!;
      if (state.hits <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: secondsUntil(state.windowStartedAt.getTime() + windowMs, now),
      };
    });
  }

  /**
   * Counts an attempt as a failure before it is made, if the back-off allows one now; the caller releases
   * it (or clears the key) when the attempt succeeds. So at most the allowed attempts ever run, however
   * many arrive at once.
   */
  async reserveFailure(key: string, rule: BackoffRule): Promise<RateLimitDecision> {
    const counted = await this.store.reserve(key, rule, this.clock());
    if (counted) return { allowed: true };
    const decision = await this.check(key, rule);
    // Refused a moment ago but allowed now (the delay ran out in between): still refuse, for a second.
    return decision.allowed ? { allowed: false, retryAfterSeconds: 1 } : decision;
  }

  async releaseFailure(key: string): Promise<void> {
    await this.store.release(key);
  }

  async recordFailure(key: string, rule: BackoffRule): Promise<void> {
    await this.store.hit(key, rule.windowMs, this.clock());
  }

  async clear(key: string): Promise<void> {
    await this.store.clear(key);
  }
}
