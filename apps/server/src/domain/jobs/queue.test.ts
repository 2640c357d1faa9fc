import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { claimDueJobs, enqueueJob, findJob, finishJob, scheduleJobNoLaterThan } from './queue';

describe('the durable job queue', () => {
  const database = useTestDatabase();
  const t0 = new Date('2026-11-21T12:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  it('enqueues each (kind, key) once, and a webhook can make a pending job due sooner', async () => {
    expect(await enqueueJob(database.db, { kind: 'demo', key: 'a', runAt: at(60), now: t0 })).toBe(true);
    expect(await enqueueJob(database.db, { kind: 'demo', key: 'a', runAt: at(1), now: t0 })).toBe(false);
    expect((await findJob(database.db, 'demo', 'a'))?.runAt).toEqual(at(60));
    await scheduleJobNoLaterThan(database.db, { kind: 'demo', key: 'a', runAt: at(5), now: t0 });
    expect((await findJob(database.db, 'demo', 'a'))?.runAt).toEqual(at(5));
    await scheduleJobNoLaterThan(database.db, { kind: 'demo', key: 'a', runAt: at(50), now: t0 });
    expect((await findJob(database.db, 'demo', 'a'))?.runAt).toEqual(at(5));
  });

  it('hands each due job to exactly one of several concurrent workers', async () => {
    for (let index = 0; index < 60; index++)
      await enqueueJob(database.db, { kind: 'share', key: String(index), runAt: t0, now: t0 });
    const workers = Array.from({ length: 6 }, async () => {
      const seen: string[] = [];
      for (;;) {
        const claimed = await claimDueJobs(database.db, {
          now: at(1),
          limit: 4,
          leaseMs: 60_000,
          kinds: ['share'],
        });
        if (claimed.length === 0) return seen;
        seen.push(...claimed.map((job) => job.key));
      }
    });
    const seen = (await Promise.all(workers)).flat();
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('gives a crashed worker’s job to another after the lease, and ignores the stale worker’s answer', async () => {
    await enqueueJob(database.db, { kind: 'lease', key: 'x', runAt: t0, now: t0 });
    const [first] = await claimDueJobs(database.db, {
      now: at(1),
      limit: 1,
      leaseMs: 30_000,
      kinds: ['lease'],
    });
    expect(first?.attempts).toBe(1);
    expect(
      await claimDueJobs(database.db, { now: at(10), limit: 1, leaseMs: 30_000, kinds: ['lease'] }),
    ).toEqual([]);
    const [second] = await claimDueJobs(database.db, {
      now: at(40),
      limit: 1,
      leaseMs: 30_000,
      kinds: ['lease'],
    });
    expect(second?.attempts).toBe(2);
    expect(await finishJob(database.db, first!, { kind: 'done' }, at(41))).toBe(false);
    expect(
      await finishJob(database.db, second!, { kind: 'retry', at: at(100), error: 'later' }, at(41)),
    ).toBe(true);
    expect(await findJob(database.db, 'lease', 'x')).toMatchObject({
      status: 'pending',
      runAt: at(100),
      lastError: 'later',
    });
  });
});
