import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { accountKeys, checkLedger, gatewayClearing, post } from '../apps/server/src/domain/ledger';
import type { BenchResult } from './result';

const run = promisify(execFile);

/** ARCHITECTURE.md, Budgets: ledger transfers/s >= 0.35 x pgbench simple-update TPS, same machine, same run. */
export const ledgerBudgetRatio = 0.35;
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const workers = 32;
const walletCount = 200;
const warmUpMs = 2_000;
const measureMs = 10_000;
const pgbenchSeconds = 10;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE/DROP DATABASE through the server's own client, on the maintenance database. */
async function onServer(statement: string): Promise<void> {
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
async function pgbenchTps(): Promise<number> {
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

interface TransferRun {
  transfers: number;
  errors: number;
  latenciesMs: number[];
  elapsedMs: number;
}

/** 32 workers each posting wallet-to-wallet transfers back to back between random pairs of 200 wallets. */
async function transferFor(
  database: DatabaseHandle,
  wallets: string[],
  durationMs: number,
): Promise<TransferRun> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const from = Math.floor(Math.random() * wallets.length);
      const to = (from + 1 + Math.floor(Math.random() * (wallets.length - 1))) % wallets.length;
      const begun = performance.now();
      try {
        await post(database.db, {
          idempotencyKey: `transfer:${randomUUID()}`,
          kind: 'wallet_transfer',
          postings: [
            { account: wallets[from]!, amountKobo: -100 },
            { account: wallets[to]!, amountKobo: 100 },
          ],
        });
        latenciesMs.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { transfers: latenciesMs.length, errors, latenciesMs, elapsedMs: performance.now() - started };
}

function percentile(sorted: number[], fraction: number): number {
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
  const pgbenchBefore = await pgbenchTps();
  const name = `chancepay_bench_ledger_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ url: databaseUrl(name), poolSize: workers });
    await migrateDatabase(database);
    const wallets = Array.from({ length: walletCount }, () => accountKeys.customerWallet(randomUUID()));
    for (const wallet of wallets)
      await post(database.db, {
        idempotencyKey: `deposit:${wallet}`,
        kind: 'deposit',
        postings: [
          { account: gatewayClearing, amountKobo: -10_000_000_000 },
          { account: wallet, amountKobo: 10_000_000_000 },
        ],
      });
    await transferFor(database, wallets, warmUpMs);
    const measured = await transferFor(database, wallets, measureMs);
    const check = await checkLedger(database.db);
    const pgVersion = await setting(database, 'server_version');
    const synchronousCommit = await setting(database, 'synchronous_commit');
    const pgbenchAfter = await pgbenchTps();

    const pgbench = (pgbenchBefore + pgbenchAfter) / 2;
    const transfersPerSecond = measured.transfers / (measured.elapsedMs / 1000);
    const ratio = transfersPerSecond / pgbench;
    const sorted = [...measured.latenciesMs].sort((a, b) => a - b);
    const withinBudget = ratio >= ledgerBudgetRatio && measured.errors === 0 && check.ok;
    const lines = [
      '| what | measured |',
      '|---|---|',
      `| ledger wallet-to-wallet transfers/s (${workers} workers, ${walletCount} wallets, ${measureMs / 1000} s) | ${transfersPerSecond.toFixed(0)} |`,
      `| latency p50 / p99 / max | ${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.99).toFixed(1)} / ${(sorted.at(-1) ?? 0).toFixed(1)} ms |`,
      `| errors (deadlocks included) | ${measured.errors} |`,
      `| pgbench -b simple-update -c ${workers} -j 2 -T ${pgbenchSeconds}, TPS (before / after) | ${pgbench.toFixed(0)} (${pgbenchBefore.toFixed(0)} / ${pgbenchAfter.toFixed(0)}) |`,
      `| ratio ledger / pgbench | ${ratio.toFixed(2)} (budget >= ${ledgerBudgetRatio}) ${ratio >= ledgerBudgetRatio ? 'within' : '**below**'} |`,
      `| ledger check after the run | ${check.ok ? 'ok' : '**FAILED**'}: ${check.entries} entries, ${check.postings} postings |`,
      '',
      `PostgreSQL ${pgVersion} (synchronous_commit ${synchronousCommit}), client and server on the same machine; each transfer is one post(): its own transaction, both wallets locked in id order, entry and postings inserted in one statement, balances kept by trigger, sum checked at commit. ${warmUpMs / 1000} s warm-up not counted.`,
    ];
    return { name: 'Ledger throughput', markdown: lines.join('\n'), withinBudget };
  } finally {
    await database?.close();
    await onServer(`drop database if exists ${name} with (force)`);
  }
}
