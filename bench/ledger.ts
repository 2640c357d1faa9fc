import { execFile, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { promisify } from 'node:util';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { accountKeys, checkLedger, gatewayClearing, post } from '../apps/server/src/domain/ledger';
import { scenarios } from './ledger-load';
import type { WorkerMessage, WorkerTask } from './ledger-worker';
import type { BenchResult } from './result';

const run = promisify(execFile);

/** ARCHITECTURE.md, Budgets: ledger transfers/s >= 0.35 x pgbench simple-update TPS, same machine, same run. */
export const ledgerBudgetRatio = 0.35;
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** As pgbench -c 32; split over two load processes as pgbench -j 2. */
const workers = 32;
const warmUpMs = 2_000;
const measureMs = 10_000;
export const pgbenchSeconds = 10;

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE/DROP DATABASE through the server's own client, on the maintenance database. */
export async function onServer(statement: string): Promise<void> {
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
  try {
    await admin.exec(statement);
  } finally {
    await admin.close();
  }
}

function pgbenchArgs(database: string): string[] {
  const url = new URL(serverUrl);
  return [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    database,
  ];
}

/** pgbench's built-in simple-update (one UPDATE, SELECT, INSERT per transaction) on a scratch database. */
export async function pgbenchTps(): Promise<number> {
  const name = `chancepay_bench_pgbench_${Date.now().toString(36)}`;
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(new URL(serverUrl).password) };
  await onServer(`create database ${name}`);
  try {
    await run('pgbench', ['-i', '-q', ...pgbenchArgs(name)], { env });
    const { stdout } = await run(
      'pgbench',
      [
        '-c',
        String(workers),
        '-j',
        '2',
        '-T',
        String(pgbenchSeconds),
        '-b',
        'simple-update',
        ...pgbenchArgs(name),
      ],
      { env },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`No "tps = " in pgbench output:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    await onServer(`drop database if exists ${name} with (force)`);
  }
}

const processes = 2;

interface Measured {
  perSecond: number;
  errors: number;
  /** Sorted ascending. */
  latenciesMs: number[];
}

/**
 * Runs a scenario in two forked load processes of 16 workers each (32 in all): one Node thread would be the
 * bottleneck on a busy machine where pgbench, the reference, runs its clients on two threads (-j 2).
 */
async function measureScenario(url: string, scenario: number, wallets: string[]): Promise<Measured> {
  const children = Array.from({ length: processes }, () =>
    fork(fileURLToPath(new URL('./ledger-worker.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
    }),
  );
  const next = (child: ChildProcess) =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`ledger bench worker exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message as WorkerMessage);
      });
    });
  try {
    const ready = children.map(next);
    const task: WorkerTask = { url, scenario, wallets, workers: workers / processes, warmUpMs, measureMs };
    for (const child of children) child.send(task);
    await Promise.all(ready);
    const loads = children.map(next);
    for (const child of children) child.send('go');
    const results = (await Promise.all(loads)).map((message) => {
      if (!('load' in message)) throw new Error('ledger bench worker answered out of turn');
      return message.load;
    });
    const elapsedMs = Math.max(...results.map((load) => load.elapsedMs));
    return {
      perSecond: results.reduce((sum, load) => sum + load.posted, 0) / (elapsedMs / 1000),
      errors: results.reduce((sum, load) => sum + load.errors, 0),
      latenciesMs: results.flatMap((load) => load.latenciesMs).sort((a, b) => a - b),
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}

async function fundWallets(database: DatabaseHandle, count: number): Promise<string[]> {
  const wallets = Array.from({ length: count }, () => accountKeys.customerWallet(randomUUID()));
  for (let start = 0; start < wallets.length; start += workers)
    await Promise.all(
      wallets.slice(start, start + workers).map((wallet) =>
        post(database.db, {
          idempotencyKey: `deposit:${wallet}`,
          kind: 'deposit',
          postings: [
            { account: gatewayClearing, amountKobo: -10_000_000_000 },
            { account: wallet, amountKobo: 10_000_000_000 },
          ],
        }),
      ),
    );
  return wallets;
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function setting(database: DatabaseHandle, name: string): Promise<string> {
  const result = (await database.db.execute(`show ${name}`)) as unknown as { rows: Record<string, string>[] };
  return Object.values(result.rows[0] ?? {})[0] ?? '?';
}

/**
 * Ledger throughput on PostgreSQL against pgbench's simple-update measured in the same run (before and after,
 * averaged, since other work on a shared machine drifts), then the ledger check over everything posted.
 */
export async function measureLedger(): Promise<BenchResult> {
  const loadBefore = os.loadavg()[0]!;
  const pgbenchBefore = await pgbenchTps();
  const name = `chancepay_bench_ledger_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ url: databaseUrl(name), poolSize: workers });
    await migrateDatabase(database);
    const measured: Measured[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const wallets = await fundWallets(database, scenario.wallets);
      // Fresh tables have no planner statistics; without this the first scenario would run partly on plans
      // made for empty tables until autovacuum happens to analyze them mid-measurement.
      await database.exec('analyze');
      measured.push(await measureScenario(databaseUrl(name), index, wallets));
    }
    const check = await checkLedger(database.db);
    const pgVersion = await setting(database, 'server_version');
    const synchronousCommit = await setting(database, 'synchronous_commit');
    const pgbenchAfter = await pgbenchTps();

    const pgbench = (pgbenchBefore + pgbenchAfter) / 2;
    const ratio = measured[0]!.perSecond / pgbench;
    const errors = measured.reduce((sum, run) => sum + run.errors, 0);
    const lines = [
      `| ${workers} concurrent workers, ${measureMs / 1000} s each | per second | ratio to pgbench | p50 / p99 / max latency | errors |`,
      '|---|---|---|---|---|',
      ...scenarios.map((scenario, index) => {
        const run = measured[index]!;
        const latency = [0.5, 0.99].map((fraction) => percentile(run.latenciesMs, fraction).toFixed(1));
        return `| ${scenario.label} | ${run.perSecond.toFixed(0)} | ${(run.perSecond / pgbench).toFixed(2)} | ${latency.join(' / ')} / ${(run.latenciesMs.at(-1) ?? 0).toFixed(1)} ms | ${run.errors} |`;
      }),
      `| pgbench -b simple-update -c ${workers} -j 2 -T ${pgbenchSeconds} (before / after) | ${pgbench.toFixed(0)} (${pgbenchBefore.toFixed(0)} / ${pgbenchAfter.toFixed(0)}) | 1.00 | | |`,
      '',
      `Budgeted ratio: **${ratio.toFixed(2)}** (budget >= ${ledgerBudgetRatio}: ${ratio >= ledgerBudgetRatio ? 'within' : '**below**'}). Ledger check after the run: ${check.ok ? 'ok' : '**FAILED**'} (${check.entries} entries, ${check.postings} postings). Errors include deadlocks (${errors}).`,
      '',
      `PostgreSQL ${pgVersion} (synchronous_commit ${synchronousCommit}), client, server and pgbench on the same machine. Each entry is one post(): one prepared statement that locks the wallets in id order, checks them, inserts the entry and its postings (balances moved by trigger, sum checked at commit), its own transaction; the load runs in two Node processes of 16 workers, as pgbench runs -j 2. ${warmUpMs / 1000} s warm-up per scenario not counted. Load average of the shared machine at the start / end: ${loadBefore.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)} (other work drifts both figures; compare the ratio).`,
    ];
    return {
      name: 'Ledger throughput',
      markdown: lines.join('\n'),
      withinBudget: ratio >= ledgerBudgetRatio && errors === 0 && check.ok,
    };
  } finally {
    await database?.close();
    await onServer(`drop database if exists ${name} with (force)`);
  }
}
