import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  claimDueJobs,
  finishJob,
  scheduleJobNoLaterThan,
  type Job,
  type JobOutcome,
} from '../domain/jobs/queue';
import { periodicJobKinds, type JobHandler } from './handlers';

/**
 * The in-process worker for the durable job queue (domain/jobs/queue.ts). Every server copy runs one; they
 * share the table safely (FOR UPDATE SKIP LOCKED + leases). A handler's network calls happen outside any
 * transaction; a handler that throws is retried with back-off.
 */
export interface JobRunnerOptions {
  db: Database;
  clock: () => Date;
  handlers: Record<string, JobHandler>;
  logger: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Told after each job this worker ran, with how it ended ('threw' when the handler threw). */
  onJobRun?: (kind: string, outcome: JobOutcome['kind'] | 'threw') => void;
}

export interface JobRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Claims and runs every job due now, once; returns how many ran. For tests and the poller alike. */
  runDue(): Promise<number>;
}

const errorBackoffMs = (attempts: number) => Math.min(60 * 60_000, 5_000 * 2 ** Math.min(attempts, 10));

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, handlers, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const batchSize = options.batchSize ?? 20;
  // Longer than any handler can take (the gateway client times out after 10 s), short enough that a job a
  // crashed server had claimed is picked up again within a minute.
  const leaseMs = options.leaseMs ?? 60_000;
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  async function runOne(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    const now = clock();
    if (!handler) {
      await finishJob(db, job, { kind: 'failed', error: `No handler for job kind ${job.kind}` }, now);
      return;
    }
    try {
      const outcome = await handler(job, now);
      await finishJob(db, job, outcome, clock());
      options.onJobRun?.(job.kind, outcome.kind);
    } catch (error) {
      options.onJobRun?.(job.kind, 'threw');
      logger.error(
        { err: error, job: { kind: job.kind, key: job.key, attempts: job.attempts } },
        'job failed',
      );
      const later = new Date(clock().getTime() + errorBackoffMs(job.attempts));
      await finishJob(db, job, { kind: 'retry', at: later, error: String(error) }, clock()).catch(
        () => undefined,
      );
    }
  }

  async function runDue(): Promise<number> {
    let total = 0;
    // A bounded number of full batches per call, so one busy poll cannot starve the rest of the process.
    // Stopping finishes the batch in hand, not the backlog (a graceful stop has 10 s).
    for (let batch = 0; batch < 50 && !stopping; batch++) {
      const claimed = await claimDueJobs(db, { now: clock(), limit: batchSize, leaseMs });
      await Promise.all(claimed.map(runOne));
      total += claimed.length;
      if (claimed.length < batchSize) break;
    }
    return total;
  }

  async function tick(): Promise<void> {
    try {
      await runDue();
    } catch (error) {
      logger.error({ err: error }, 'job poll failed');
    }
    if (running) timer = setTimeout(() => (loop = tick()), pollIntervalMs);
  }

  return {
    async start() {
      if (running) return;
      running = true;
      stopping = false;
      const now = clock();
      for (const kind of periodicJobKinds)
        await scheduleJobNoLaterThan(db, { kind, key: 'all', runAt: now, now, revive: true });
      loop = tick();
    },
    async stop() {
      stopping = true;
      running = false;
      if (timer) clearTimeout(timer);
      await loop;
    },
    runDue,
  };
}
