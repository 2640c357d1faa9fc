import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows, tableRow } from '../../db/rows';
import { jobs } from '../../db/schema';

/**
 * A small durable job queue in the database (the `jobs` table). Work is enqueued in the same transaction as
 * the change that needs it (so it cannot be lost), claimed with FOR UPDATE SKIP LOCKED under a lease (so
 * several server copies share it and a crashed worker's job comes back when the lease ends), and finished
 * with a fence on the attempt number (so a worker whose lease expired cannot overwrite a newer attempt).
 */

export type Job = typeof jobs.$inferSelect;

export interface EnqueueJob {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  now: Date;
}

function newJobRow(job: EnqueueJob): typeof jobs.$inferInsert {
  return {
    kind: job.kind,
    key: job.key,
    payload: job.payload ?? {},
    runAt: job.runAt,
    createdAt: job.now,
    updatedAt: job.now,
  };
}

/** Adds the job unless one with the same kind and key exists (whatever its state). Returns true if added. */
export async function enqueueJob(executor: Executor, job: EnqueueJob): Promise<boolean> {
  const inserted = await executor
    .insert(jobs)
    .values(newJobRow(job))
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Makes a pending job due no later than `runAt` (a webhook saying "look now"), or re-arms a finished
 * recurring job. A failed or done one-off job stays finished unless `revive` is set.
 */
export async function scheduleJobNoLaterThan(
  executor: Executor,
  job: EnqueueJob & { revive?: boolean },
): Promise<void> {
  await executor
    .insert(jobs)
    .values(newJobRow(job))
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: {
        runAt: sql`case when ${jobs.status} = 'pending' then least(${jobs.runAt}, excluded.run_at) else excluded.run_at end`,
        status: job.revive ? 'pending' : sql`${jobs.status}`,
        updatedAt: job.now,
      },
      ...(job.revive ? {} : { setWhere: sql`${jobs.status} = 'pending'` }),
    });
}

/** Claims up to `limit` due jobs for `leaseMs`. Each returned job's `attempts` is the fence for finishing it. */
export async function claimDueJobs(
  executor: Executor,
  options: { now: Date; limit: number; leaseMs: number; kinds?: readonly string[] },
): Promise<Job[]> {
  const { now, limit, leaseMs } = options;
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const kindFilter =
    options.kinds && options.kinds.length > 0
      ? sql`and kind in (${sql.join(
          options.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`
      : sql``;
  const claimed = await queryRows<Record<string, unknown>>(
    executor,
    sql`
    update jobs set locked_until = ${leaseEnd.toISOString()}, attempts = attempts + 1, updated_at = ${now.toISOString()}
    where id in (
      select id from jobs
      where status = 'pending' and run_at <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()}) ${kindFilter}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning *`,
  );
  return claimed.map((row) => tableRow(jobs, row));
}

export type JobOutcome =
  { kind: 'done' } | { kind: 'retry'; at: Date; error?: string } | { kind: 'failed'; error: string };

/** Records how a claimed attempt ended; ignored if another worker has since claimed the job again. */
export async function finishJob(
  executor: Executor,
  job: Job,
  outcome: JobOutcome,
  now: Date,
): Promise<boolean> {
  const set =
    outcome.kind === 'done'
      ? { status: 'done' as const, lockedUntil: null, updatedAt: now }
      : outcome.kind === 'retry'
        ? { runAt: outcome.at, lockedUntil: null, lastError: outcome.error ?? null, updatedAt: now }
        : { status: 'failed' as const, lockedUntil: null, lastError: outcome.error, updatedAt: now };
  const updated = await executor
    .update(jobs)
    .set(set)
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * Marks a pending job done from inside the transaction that did its work (a settlement that beat the
 * job): a statement for the caller to run within one of its own (a data-modifying CTE, saving a round
 * trip); its text is the same for every job, so it can sit in a prepared statement.
 */
export function completeJobByKeyStatement(kind: string, key: string, now: Date): SQL {
  return sql`update jobs set status = 'done', locked_until = null, updated_at = ${now.toISOString()}::timestamptz
    where kind = ${kind} and key = ${key} and status = 'pending'`;
}

export async function findJob(executor: Executor, kind: string, key: string): Promise<Job | null> {
  const [row] = await executor
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
  return row ?? null;
}
