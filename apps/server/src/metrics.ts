import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db/client';
import { queryRows } from './db/rows';

/**
 * What GET /metrics reports (docs/OPERATIONS.md, Metrics), one registry per app. Per request only in-memory
 * counters move (no database work); the gauges read the database when Prometheus scrapes, and only then.
 */
export interface Metrics {
  registry: Registry;
  /** One request answered: its route pattern (not the raw URL, so ids do not multiply the series). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A card order settled now, by what settled it. */
  countSettlement(trigger: string): void;
  /** A background job this process ran, and how it ended. */
  countJobRun(kind: string, outcome: string): void;
}

export function createMetrics(db: Database, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'chancepay_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'chancepay_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const settlements = new Counter({
    name: 'chancepay_settlements_total',
    help: 'Card orders settled, by what settled them: the buyer verify, the gateway webhook or the reconciliation job',
    labelNames: ['trigger'] as const,
    registers: [registry],
  });
  for (const trigger of ['verify', 'webhook', 'job']) settlements.inc({ trigger }, 0);
  const jobRuns = new Counter({
    name: 'chancepay_jobs_run_total',
    help: 'Background jobs run by this process, by kind and outcome (done, retry, failed, threw)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'chancepay_orders',
    help: 'Orders by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; count: number }>(
        db,
        sql`select status, count(*)::int as count from orders group by status`,
      );
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'chancepay_payouts',
    help: 'Bank transfers (customer transfers and vendor settlements) by purpose and status',
    labelNames: ['purpose', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ purpose: string; status: string; count: number }>(
        db,
        sql`select purpose, status, count(*)::int as count from transfers group by purpose, status`,
      );
      this.reset();
      for (const row of rows) this.set({ purpose: row.purpose, status: row.status }, row.count);
    },
  });
  // Both job gauges come from one query, read once per scrape by whichever is collected first.
  let jobsSnapshot: Promise<{ due: number; oldestDueSeconds: number; pending: number }> | undefined;
  const readJobs = () =>
    (jobsSnapshot ??= queryRows<{ due: number; oldest: number | null; pending: number }>(
      db,
      sql`select count(*) filter (where run_at <= now())::int as due,
                   count(*)::int as pending,
                   extract(epoch from now() - min(run_at) filter (where run_at <= now()))::float8 as oldest
            from jobs where status = 'pending'`,
    )
      .then((rows) => {
        const row = rows[0];
        return {
          due: row?.due ?? 0,
          pending: row?.pending ?? 0,
          oldestDueSeconds: Math.max(0, row?.oldest ?? 0),
        };
      })
      .finally(() => setTimeout(() => (jobsSnapshot = undefined), 0)));
  new Gauge({
    name: 'chancepay_jobs_pending',
    help: 'Background jobs waiting: due now (the queue depth) or scheduled later',
    labelNames: ['when'] as const,
    registers: [registry],
    async collect() {
      const jobs = await readJobs();
      this.set({ when: 'due' }, jobs.due);
      this.set({ when: 'later' }, jobs.pending - jobs.due);
    },
  });
  new Gauge({
    name: 'chancepay_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has been due (0 when none is due)',
    registers: [registry],
    async collect() {
      this.set((await readJobs()).oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'chancepay_phone_wallets_kobo',
    help: 'Money held in phone wallets (signed-out buyers not yet claimed by a verified customer), in kobo',
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ total: number }>(
        db,
        sql`select coalesce(sum(balance_kobo), 0)::bigint as total from ledger_accounts where key like 'wallet:phone:%'`,
      );
      this.set(Number(rows[0]?.total ?? 0));
    },
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.inc({ method, route, status: statusCode });
      latency.observe({ method, route }, seconds);
    },
    countSettlement(trigger) {
      settlements.inc({ trigger });
    },
    countJobRun(kind, outcome) {
      jobRuns.inc({ kind, outcome });
    },
  };
}
