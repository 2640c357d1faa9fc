import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient, createCardOrder, initiate, pressPay, type OpenProduct } from '../e2e/support/api';
import { freePort, startServer } from '../e2e/support/server';
import { databaseUrl, onServer, percentile } from './ledger';
import type { BenchResult } from './result';
import { cpuMeter, firstLine, startEmulator } from './settle-processes';
import {
  deadlocksIn,
  holdSendingJob,
  pendingNotifications,
  sampleSessions,
  settledRows,
  statementsDuring,
} from './settle-database';

/**
 * ARCHITECTURE.md, Budgets: card orders settled per second over HTTP (create order, initiate, emulator pay,
 * verify), 32 concurrent buyers, PostgreSQL: >= 0.35 x the HTTP floor measured in the same run (the same
 * exchanges answered by servers that do no work), zero errors, zero deadlocks, exactly once; request p99 <= 50 ms
 * with 8 buyers (issue #26 item 5: a saturated closed loop of 32 sets its own p99 by Little's law, so the
 * 32-buyer p99 is reported, not judged).
 */
export const settleBudgetFloorRatio = 0.35;
export const settleBudgetP99Ms = 50;

/**
 * Where the Squad emulator runs. `separate` (the default): its own process at its own address, as the real
 * gateway is, so its CPU is measured apart; the floor then runs its gateway half in a process of its own too.
 * `in-process`: inside the app, as `npm start` runs it (SETTLE_EMULATOR=in-process), against a one-process floor.
 */
type EmulatorPlacement = 'separate' | 'in-process';
const placement: EmulatorPlacement = process.env.SETTLE_EMULATOR === 'in-process' ? 'in-process' : 'separate';
const SQUAD_EMULATOR_SECRET_KEY = 'sandbox_sk_chancepay_emulator_local_only';
const buyers = 32;
const fewerBuyers = 8;
const fewerMs = 10_000;
const warmUpMs = 3_000;
const measureMs = 15_000;

const steps = ['create_order', 'initiate', 'pay', 'verify'] as const;
/** The four the buyer makes, plus initiate, webhook and verify between the server and the gateway. */
const exchangesPerOrder = 7;
type Step = (typeof steps)[number];

interface BuyerRun {
  orders: number;
  errors: string[];
  stepMs: Record<Step, number[]>;
  orderMs: number[];
  elapsedMs: number;
}

async function timed<Result>(into: number[], work: () => Promise<Result>): Promise<Result> {
  const begun = performance.now();
  const result = await work();
  into.push(performance.now() - begun);
  return result;
}

/** `concurrent` buyers, each buying one ticket after another through the whole card flow, for `durationMs`. */
async function buyFor(
  baseUrl: string,
  cycle: OpenProduct,
  durationMs: number,
  concurrent = buyers,
): Promise<BuyerRun> {
  const run: BuyerRun = {
    orders: 0,
    errors: [],
    stepMs: { create_order: [], initiate: [], pay: [], verify: [] },
    orderMs: [],
    elapsedMs: 0,
  };
  const started = performance.now();
  const deadline = started + durationMs;
  const buyer = async (index: number) => {
    const api = new ApiClient(baseUrl);
    await api.csrf();
    let sequence = 0;
    while (performance.now() < deadline) {
      const phone = `0803${String(1_000_000 + index * 100_000 + (sequence++ % 100_000)).padStart(7, '0')}`;
      const begun = performance.now();
      try {
        const order = await timed(run.stepMs.create_order, () => createCardOrder(api, cycle, phone));
        const checkoutUrl = await timed(run.stepMs.initiate, () =>
          initiate(api, order.orderId, order.amountKobo),
        );
        if (!(await timed(run.stepMs.pay, () => pressPay(checkoutUrl)))) throw new Error('pay: no redirect');
        const verified = await timed(run.stepMs.verify, () =>
          api.post<{ status: string }>('/api/context-proxy/v1/squad/verify', { reference: order.orderId }),
        );
        if (verified.status !== 200 || !['winner_selected', 'entry_processed'].includes(verified.body.status))
          throw new Error(`verify: ${verified.status} ${verified.body.status}`);
        run.orderMs.push(performance.now() - begun);
        run.orders += 1;
      } catch (error) {
        run.errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrent }, (_, index) => buyer(index)));
  run.elapsedMs = performance.now() - started;
  return run;
}

/**
 * The same buyers against http-floor-server.ts: the exchanges of a card order with no work behind them.
 * What it reaches bounds what any implementation of the flow could reach on this machine.
 */
async function measureFloor(): Promise<BuyerRun> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const children: ChildProcess[] = [];
  const start = async (args: string[]) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'http-floor-server.ts'), ...args],
      {
        cwd: here,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    return firstLine(child, 'The HTTP floor server');
  };
  try {
    // With the emulator in its own process, the floor's gateway half is in its own process as well.
    const gatewayUrl = placement === 'separate' ? await start(['--gateway']) : undefined;
    const baseUrl = await start(gatewayUrl ? ['--gateway-url', gatewayUrl] : []);
    const cycle: OpenProduct = {
      raffle_cycle_id: 1,
      ticket_price: '250.00',
      winnable_amount: '1000.00',
      associated_types: [{ raffle_type_id: 1 }],
    };
    await buyFor(baseUrl, cycle, warmUpMs);
    return await buyFor(baseUrl, cycle, measureMs);
  } finally {
    for (const child of children) child.kill();
  }
}

/**
 * Lets the held sending job go and times it through the backlog the runs left (no buyers now): the receipts
 * one copy sends per second, and the CPU each costs (the SMS emulators run inside the server, as in
 * `npm start`: their half of each text is in the server's figure).
 */
async function sendBacklog(url: string, serverPid: number, sending: { release(): Promise<void> }) {
  const backlog = await pendingNotifications(url);
  const cpuUsed = cpuMeter(serverPid, undefined);
  const started = performance.now();
  await sending.release();
  let left = backlog;
  while (left > 0 && performance.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await pendingNotifications(url);
  }
  const elapsedMs = performance.now() - started;
  return { backlog, left, elapsedMs, cpu: cpuUsed() };
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.99).toFixed(1)} ms`;
};

const perOrder = (total: number, orders: number) => (orders > 0 ? total / orders : 0);

/**
 * The built server on a scratch PostgreSQL database, driven over real HTTP, with the Squad emulator in its
 * own process (or in the server's, SETTLE_EMULATOR=in-process); then the HTTP floor with the same buyers.
 */
export async function measureSettle(): Promise<BenchResult> {
  const loadBefore = os.loadavg()[0]!;
  // The floor is measured before and after the app (as pgbench is around the ledger bench): one 15 s run of it
  // swings by a fifth on this shared machine.
  const floorBefore = await measureFloor();
  const name = `chancepay_bench_settle_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  const url = databaseUrl(name);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
  try {
    const port = await freePort();
    if (placement === 'separate')
      emulator = await startEmulator(`http://127.0.0.1:${port}/api/context-proxy/v1/squad/webhook`);
    server = await startServer({
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // As copies behind a balancer run (docs/OPERATIONS.md): the counting quotas in Redis, under this
      // run's own prefix. SETTLE_REDIS=off counts them in the database.
      ...(process.env.SETTLE_REDIS === 'off'
        ? {}
        : { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `${name}:` }),
      ...(emulator
        ? { SQUAD_BASE_URL: emulator.baseUrl, SQUAD_SECRET_KEY: SQUAD_EMULATOR_SECRET_KEY, SANDBOX: 'on' }
        : {}),
    });
    const api = new ApiClient(server.baseUrl);
    // A cycle whose budget will not run out during the run (2,000 prizes), so no buyer meets a closed cycle.
    const opened = await api.post<{ data: { raffle_cycle: OpenProduct } }>('/sandbox/raffle/cycles', {
      raffle_type_id: 1,
      prize_budget: '100000000.00',
    });
    if (opened.status !== 200)
      throw new Error(`Could not open the bench cycle: ${JSON.stringify(opened.body)}`);
    const cycle = opened.body.data.raffle_cycle;

    // The receipts (a text per paid ticket) are sent by a job, apart from the order's four requests: the budget
    // is about those four. Left running, the sender took whatever share of the window its batches' latency
    // allowed (a third of the receipts on one day, two thirds on another with the same order path), and moved
    // the ratio by more than the change being measured. So it is held during the buyers' runs, as a second
    // copy busy with it would hold it, and the backlog is sent afterwards and measured on its own (below).
    const sending = await holdSendingJob(url);
    await buyFor(server.baseUrl, cycle, warmUpMs);
    const deadlocksBefore = await deadlocksIn(url, name);
    const sessions = sampleSessions(url, name);
    const cpuUsed = cpuMeter(server.process.pid!, emulator?.process.pid);
    const { result: measured, statements } = await statementsDuring(url, () =>
      buyFor(server!.baseUrl, cycle, measureMs),
    );
    const cpu = cpuUsed();
    const waits = await sessions.stop();
    // The same app with fewer buyers: what the p99 is when the loop is not saturated (evidence for the budget).
    const fewer = await buyFor(server.baseUrl, cycle, fewerMs, fewerBuyers);
    const deadlocks = (await deadlocksIn(url, name)) - deadlocksBefore;
    const receipts = await sendBacklog(url, server.process.pid!, sending);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rows = await settledRows(url);
    await server.stop();
    server = undefined;
    emulator?.process.kill();
    emulator = undefined;
    const floorAfter = await measureFloor();
    const floor = {
      orders: floorBefore.orders + floorAfter.orders,
      elapsedMs: floorBefore.elapsedMs + floorAfter.elapsedMs,
      errors: [...floorBefore.errors, ...floorAfter.errors],
      stepMs: Object.fromEntries(
        steps.map((step) => [step, [...floorBefore.stepMs[step], ...floorAfter.stepMs[step]]]),
      ) as BuyerRun['stepMs'],
    };
    const perSecond = (run: BuyerRun) => run.orders / (run.elapsedMs / 1000);

    const ordersPerSecond = measured.orders / (measured.elapsedMs / 1000);
    const floorPerSecond = floor.orders / (floor.elapsedMs / 1000);
    const ratio = ordersPerSecond / floorPerSecond;
    const allRequests = steps.flatMap((step) => measured.stepMs[step]);
    const fewerP99 = percentile(
      steps.flatMap((step) => fewer.stepMs[step]).sort((a, b) => a - b),
      0.99,
    );
    const exactlyOnce = rows.settles.entries === rows.settles.distinct_orders;
    const withinBudget =
      ratio >= settleBudgetFloorRatio &&
      fewerP99 <= settleBudgetP99Ms &&
      measured.errors.length === 0 &&
      fewer.errors.length === 0 &&
      floor.errors.length === 0 &&
      deadlocks === 0 &&
      exactlyOnce;
    const firstErrors = [...new Set(measured.errors)].slice(0, 3).join('; ');
    const floorRequests = steps.flatMap((step) => floor.stepMs[step]);
    const orders = measured.orders;
    // Little's law for a closed loop: each of the buyers always has one request in flight, so the mean request
    // takes buyers / (orders/s x 4 requests) whatever the server does. With the floor's own p99/mean spread,
    // a request p99 of 50 ms needs at least this many orders/s.
    const meanRequestMs = (rate: number) => (1000 * buyers) / (rate * steps.length);
    const floorMeanMs = floorRequests.reduce((sum, ms) => sum + ms, 0) / Math.max(1, floorRequests.length);
    const floorSpread =
      percentile(
        [...floorRequests].sort((a, b) => a - b),
        0.99,
      ) / floorMeanMs;
    const ordersForP99 = (1000 * buyers * floorSpread) / (settleBudgetP99Ms * steps.length);
    const cpuTotal = cpu.serverMs + cpu.emulatorMs + cpu.postgresMs + cpu.buyersMs;
    const cpuRow =
      placement === 'separate'
        ? `| CPU per settled order: server / Squad emulator (own process) / PostgreSQL / buyers | ${[cpu.serverMs, cpu.emulatorMs, cpu.postgresMs, cpu.buyersMs].map((ms) => perOrder(ms, orders).toFixed(2)).join(' / ')} ms (${perOrder(cpuTotal, orders).toFixed(2)} ms on ${os.cpus().length} cores) |`
        : `| CPU per settled order: server (with the in-process emulator) / PostgreSQL / buyers | ${[cpu.serverMs, cpu.postgresMs, cpu.buyersMs].map((ms) => perOrder(ms, orders).toFixed(2)).join(' / ')} ms (${perOrder(cpuTotal, orders).toFixed(2)} ms on ${os.cpus().length} cores) |`;
    const lines = [
      '| what | measured |',
      '|---|---|',
      `| card orders settled/s over HTTP (${buyers} buyers, ${measureMs / 1000} s) | ${ordersPerSecond.toFixed(1)} |`,
      `| **HTTP floor**: the same buyers against servers that only answer the same ${exchangesPerOrder} HTTP exchanges per order (no database, no checks, no draw), orders/s (before / after the app) | ${floorPerSecond.toFixed(1)} (${perSecond(floorBefore).toFixed(1)} / ${perSecond(floorAfter).toFixed(1)}); errors ${floor.errors.length} |`,
      `| ratio settled / floor | **${ratio.toFixed(2)}** (budget >= ${settleBudgetFloorRatio}) ${ratio >= settleBudgetFloorRatio ? 'within' : '**below**'} |`,
      `| request latency p50 / p99, all four steps (${buyers} buyers: reported, not budgeted) | ${fmt(allRequests)} |`,
      ...steps.map((step) => `| ${step} p50 / p99 | ${fmt(measured.stepMs[step])} |`),
      `| whole order (4 requests) p50 / p99 | ${fmt(measured.orderMs)} |`,
      `| HTTP floor request latency p50 / p99 | ${fmt(floorRequests)} |`,
      `| Little's law, ${buyers} buyers in a closed loop: mean request time at the app's / the floor's rate | ${meanRequestMs(ordersPerSecond).toFixed(1)} / ${meanRequestMs(floorPerSecond).toFixed(1)} ms; the floor's p99 is ${floorSpread.toFixed(1)} x its mean, so p99 <= ${settleBudgetP99Ms} ms needs >= ${ordersForP99.toFixed(0)} orders/s = ${(ordersForP99 / floorPerSecond).toFixed(2)} x the floor |`,
      `| the same app with ${fewerBuyers} buyers (${fewerMs / 1000} s): orders/s, request p50 / p99 | ${(fewer.orders / (fewer.elapsedMs / 1000)).toFixed(1)}, ${fmt(steps.flatMap((step) => fewer.stepMs[step]))} (budget p99 <= ${settleBudgetP99Ms} ms) ${fewerP99 <= settleBudgetP99Ms ? 'within' : '**over**'}; errors ${fewer.errors.length} |`,
      `| errors | ${measured.errors.length}${firstErrors ? ` (${firstErrors})` : ''} |`,
      `| deadlocks (pg_stat_database, during the run) | ${deadlocks} |`,
      `| settle entries / distinct orders (whole run) | ${rows.settles.entries} / ${rows.settles.distinct_orders} ${exactlyOnce ? '(exactly once)' : '**(DUPLICATES)**'} |`,
      cpuRow,
      statements
        ? `| SQL statements per settled order (pg_stat_statements) / their execution time | ${perOrder(statements.calls, orders).toFixed(1)} / ${perOrder(statements.ms, orders).toFixed(2)} ms |`
        : '| SQL statements per settled order | (pg_stat_statements is not preloaded on this server) |',
      `| database sessions per sample: waiting on a lock / idle in a transaction (waiting for the app) / running | ${waits.lockWaits.toFixed(1)} / ${waits.idleInTransaction.toFixed(1)} / ${waits.active.toFixed(1)} |`,
      `| machine load average (1 min) before / after, ${os.cpus().length} cores | ${loadBefore.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)} |`,
      `| receipts: the texts the runs recorded (sending held), then sent with no buyers: texts, seconds, texts/s; CPU per text server (with the SMS emulators) / PostgreSQL | ${receipts.backlog}${receipts.left ? ` (${receipts.left} still pending after 180 s)` : ''}, ${(receipts.elapsedMs / 1000).toFixed(1)} s, ${((receipts.backlog - receipts.left) / (receipts.elapsedMs / 1000)).toFixed(1)}/s; ${[receipts.cpu.serverMs, receipts.cpu.postgresMs].map((ms) => perOrder(ms, receipts.backlog - receipts.left).toFixed(2)).join(' / ')} ms |`,
      `| orders by status | ${rows.byStatus.map((row) => `${row.status} ${row.count}`).join(', ')} |`,
      '',
      placement === 'separate'
        ? 'The built server (`apps/server/dist`) on a scratch PostgreSQL database; the Squad emulator ' +
          '(`apps/server/dist/squad-emulator.mjs`) in its own process with its own state, as the real gateway ' +
          'would be (SETTLE_EMULATOR=in-process runs it inside the server, as `npm start` does). '
        : 'The built server (`apps/server/dist`) on a scratch PostgreSQL database with the Squad emulator in the ' +
          'same process, as `npm start` runs it. ',
      'The buyers are plain HTTP clients in the bench process (CSRF cookie + header). Each order: create_order, ' +
        'squad/initiate (server -> emulator), "Pay" on the hosted checkout (emulator -> signed webhook -> server, ' +
        'settling in the background), squad/verify (server -> emulator verify unless the webhook settled it, ' +
        `then the settlement transaction). Client, servers and PostgreSQL share the machine. ${warmUpMs / 1000} s ` +
        "warm-up not counted. The receipts' sending job is held while the buyers run (its texts are sent after, " +
        'timed on their own: the receipts row). The HTTP floor (bench/http-floor-server.ts, plain node:http, measured before and ' +
        'after the app in the same run, its gateway half in its own process when the emulator is) bounds what ' +
        'any implementation of this flow can reach here.',
    ];
    return { name: 'Card settlement throughput', markdown: lines.join('\n'), withinBudget };
  } finally {
    await server?.stop();
    emulator?.process.kill();
    await onServer(`drop database if exists ${name} with (force)`);
  }
}
