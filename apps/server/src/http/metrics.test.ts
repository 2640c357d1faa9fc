import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDependencies } from '../dependencies';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { accountKeys, balanceOf } from '../domain/ledger';
import { ensureOpenCyclesJobKind } from '../jobs/handlers';
import { createMetrics } from '../metrics';
import { TestClient } from '../testing/http-client';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../testing/raffle';
import { useTestDatabase } from '../testing/test-database';
import { registerErrorHandling } from './errors';
import { metricsRoutes } from './metrics';

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function sumOf(text: string, prefix: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('GET /metrics (no token outside production)', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);

  it('reports requests by route, orders by status, settlements by trigger, jobs, payouts and phone wallets', async () => {
    const scrape = async () => {
      const response = await client.get('/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };
    const before = await scrape();
    expect(sample(before, 'chancepay_settlements_total{trigger="verify"}')).toBe(0);
    expect(sample(before, 'chancepay_phone_wallets_kobo')).toBe(0);

    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 100_000 });
    const orderId = await createTestOrder(client, t.database.db, {
      cycle,
      tickets: 1,
      phone: '08030000077',
      win: true,
    });
    const checkoutPath = await initiateCheckout(client, orderId, 25_000);
    expect((await pressCheckoutButton(client, checkoutPath, 'pay')).statusCode).toBe(303);
    expect((await verifyOrder(client, orderId)).body.status).toBe('winner_selected');
    await t.app.background.settled();
    for (let i = 0; i < 3; i++) expect((await client.get('/api/health')).statusCode).toBe(200);

    const after = await scrape();
    // The webhook and verify raced for it; it was settled once, by one of them.
    expect(sumOf(after, 'chancepay_settlements_total{')).toBe(1);
    expect(sample(after, 'chancepay_orders{status="winner_selected"}')).toBe(1);
    expect(sample(after, 'chancepay_phone_wallets_kobo')).toBe(
      await balanceOf(t.database.db, accountKeys.phoneWallet('+2348030000077')),
    );
    expect(sample(after, 'chancepay_phone_wallets_kobo')).toBe(95_000);
    // Counted by route pattern, never by raw URL: the order id does not become a series.
    expect(
      sample(after, 'chancepay_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBe(3);
    expect(
      sample(after, 'chancepay_http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBe(3);
    expect(after).not.toContain(orderId);
    expect(after).toMatch(/^chancepay_jobs_pending\{when="due"\} \d+$/m);
    expect(after).toMatch(/^chancepay_jobs_oldest_due_age_seconds \d+(\.\d+)?$/m);
    expect(after).toContain('# TYPE chancepay_payouts gauge');
  });

  it('counts the background jobs this process ran, by kind and outcome', async () => {
    const now = new Date();
    await scheduleJobNoLaterThan(t.database.db, {
      kind: ensureOpenCyclesJobKind,
      key: 'all',
      runAt: now,
      now,
    });
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const text = (await client.get('/metrics')).body;
    expect(sample(text, `chancepay_jobs_run_total{kind="${ensureOpenCyclesJobKind}",outcome="retry"}`)).toBe(
      1,
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useRaffleTestApp({ env: { METRICS_TOKEN: 'scrape-token-0123456789' } });

  it('answers only a scraper with the bearer token', async () => {
    const get = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    const missing = await get();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, message: 'A valid metrics token is required.' });
    expect((await get('Bearer scrape-token-0123456789x')).statusCode).toBe(401);
    expect((await get('Basic scrape-token-0123456789')).statusCode).toBe(401);
    const allowed = await get('Bearer scrape-token-0123456789');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('chancepay_http_requests_total');
  });
});

describe('GET /metrics in production', () => {
  const database = useTestDatabase();
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://chancepay.example',
    SQUAD_SECRET_KEY: 'sk_live',
    SQUAD_BASE_URL: 'https://api-d.squadco.com',
    SMTP_URL: 'smtp://mail.example:587',
    IDENTITY_BASE_URL: 'https://api.dojah.io',
    IDENTITY_APP_ID: 'app',
    IDENTITY_SECRET_KEY: 'prod_sk_not_used',
  };
  const appWith = async (env: Record<string, string>) => {
    const app = Fastify();
    registerErrorHandling(app, { email: 'support@chancepay.ng', phone: '0700 242 6237' });
    const deps = { config: loadConfig(env), metrics: createMetrics(database.db) } as AppDependencies;
    await app.register(metricsRoutes, deps);
    return app;
  };

  it('does not exist without a token, and needs the token with one', async () => {
    const closed = await appWith(production);
    expect((await closed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await closed.close();
    const guarded = await appWith({ ...production, METRICS_TOKEN: 'scrape-token-0123456789' });
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const scraped = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('chancepay_orders');
    await guarded.close();
  });
});
