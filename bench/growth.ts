import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { checkBooks, type BooksReport } from '../apps/server/src/domain/finance/books-check';
import { checkLedger } from '../apps/server/src/domain/ledger';
import { loadConfig } from '../apps/server/src/config';
import { refreshRecentLargeTransactions, runMonitoring } from '../apps/server/src/domain/compliance';
import { monitoringSettingsOf } from '../apps/server/src/jobs/compliance-jobs';
import { startServer } from '../e2e/support/server';
import { databaseUrl, onServer } from './ledger';
import type { BenchResult } from './result';
import { dataSizes, grow, growthPlan, ordersPerCycle, scale, sizedTables } from './growth-data';
import { reads, type Caller, type Ids } from './growth-reads';
import { Session } from './growth-session';

/**
 * Issue #28 item 1: how the reads' cost grows with the data (docs/audits/data-growth.md, reproduced as a
 * bench). The built server on a scratch PostgreSQL database with the demo data; every customer, public and
 * console read measured (median of 7 after 1 warm-up, one client, sequential); then the data grown through
 * plain SQL in the shapes the app writes (ledger triggers on: each entry and its postings in one transaction,
 * the app's idempotency keys, kinds and fingerprints), VACUUM ANALYZE, the ledger check, and the same reads
 * again, halfway through the growth and at its end. Budget: no read grows more than 2x (a paged read: or no
 * more than 1.4x from half grown to grown, once its page is full). GROWTH_SCALE (default 1) scales the data,
 * e.g. 0.1 to try it.
 */
export const growthBudgetFactor = 2;
/**
 * A paged read (Read.pageBound) whose answer fills its page on the way from the demo data to the first half may
 * pass 2x from small to grown; it is within budget when doubling the data after that (half to whole) costs at
 * most this factor: a read that is O(data) shows ~2x there, a flat one ~1x plus the machine's drift.
 */
export const pagedSecondHalfFactor = 1.4;
const calls = 7;

interface Measured {
  medianMs: number;
  status: number;
  bytes: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function measureReads(
  sessions: Record<Caller, Session>,
  ids: Ids,
  repeat = calls,
): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const read of reads) {
    const session = sessions[read.caller];
    await session.keepFresh();
    const warmUp = await session.read(read, ids);
    const times: number[] = [];
    let last = warmUp;
    for (let call = 0; call < repeat; call++) {
      const begun = performance.now();
      last = await session.read(read, ids);
      times.push(performance.now() - begun);
    }
    if (last.status !== 200) console.warn(`${read.label}: ${last.status} ${last.text.slice(0, 200)}`);
    results.push({ medianMs: median(times), status: last.status, bytes: Buffer.byteLength(last.text) });
  }
  return results;
}

/** The ledger check as `npm run ledger:check` runs it (checkBooks), in-process, timed. */
async function timedLedgerCheck(
  url: string,
): Promise<{ ms: number; journalMs: number; report: BooksReport }> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    // The journal's own invariants alone first (checkLedger), then the whole check (checkBooks: the journal
    // again and the business tables against it), which is what `npm run ledger:check` runs.
    const journalBegun = performance.now();
    await checkLedger(database.db);
    const journalMs = performance.now() - journalBegun;
    const begun = performance.now();
    const report = await checkBooks(database.db);
    return { ms: performance.now() - begun, journalMs, report };
  } finally {
    await database.close();
  }
}

/**
 * The money-laundering minute job's work (compliance-jobs.ts: the monitoring rules over their look-back and the
 * day's large-transaction records), in-process on its own connection, as the server runs it every minute: not a
 * request, but it competes with every request for the same cores, so it must not grow with history either.
 */
async function timedMinuteJob(url: string): Promise<number> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: url });
    const now = new Date();
    const begun = performance.now();
    await runMonitoring(database.db, now, monitoringSettingsOf(config));
    await refreshRecentLargeTransactions(
      database.db,
      {
        personKobo: config.LARGE_TRANSACTION_PERSON_KOBO,
        businessKobo: config.LARGE_TRANSACTION_BUSINESS_KOBO,
      },
      now,
    );
    return performance.now() - begun;
  } finally {
    await database.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number | undefined) => (value === undefined ? '-' : value.toLocaleString('en-US'));

export async function measureGrowth(): Promise<BenchResult> {
  const halves = [growthPlan(1), growthPlan(2)] as const;
  const plan = {
    cycles: halves[0].cycles + halves[1].cycles,
    phoneOrders: halves[0].phoneOrders + halves[1].phoneOrders,
    phones: halves[0].phones,
    demoOrders: halves[0].demoOrders + halves[1].demoOrders,
  };
  const name = `chancepay_bench_growth_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  const url = databaseUrl(name);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const client = new pg.Client({ connectionString: url });
  try {
    server = await startServer({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
    await client.connect();
    const baseUrl = server.baseUrl;
    const sessions = Object.fromEntries(
      (['public', 'customer', 'vendor', 'admin', 'finance'] as const).map((caller) => [
        caller,
        new Session(baseUrl, caller),
      ]),
    ) as Record<Caller, Session>;
    for (const session of Object.values(sessions)) await session.signIn();

    const who = await client.query<{ customer_id: string; vendor_id: string }>(
      `select (select id::text from users where username = 'demo.customer') as customer_id,
              (select v.id::text from vendors as v join users as u on u.id = v.user_id
                where u.username = 'demo.vendor') as vendor_id`,
    );
    const { customer_id: customerId, vendor_id: vendorId } = who.rows[0]!;
    if (!customerId || !vendorId)
      throw new Error('The demo customer and vendor are missing (demo data off?)');
    const smallIds: Ids = { customerId, vendorId, fairnessCycleId: 1 };

    console.log(`Measuring ${reads.length} reads on the demo data...`);
    const smallSizes = await dataSizes(client);
    // A first pass over every read, not counted: the fresh server's first answers include its warm-up (JIT,
    // prepared statements), which would flatter every growth factor.
    await measureReads(sessions, smallIds, 1);
    const small = await measureReads(sessions, smallIds);
    const smallCheck = await timedLedgerCheck(url);
    const smallMinuteJob = await timedMinuteJob(url);

    console.log(
      `Growing (GROWTH_SCALE ${scale}): ${count(plan.phoneOrders)} orders over ${plan.cycles} cycles, ${count(plan.phones)} phones, ${count(plan.demoOrders)} for demo.customer...`,
    );
    // The fairness page reads demo.customer's newest cycle (each half has one of the same size).
    const demoCycleId = async () =>
      (
        await client.query<{ id: number }>(
          `select raffle_cycle_id as id from orders where customer_user_id = $1
           group by 1 order by count(*) desc, raffle_cycle_id desc limit 1`,
          [customerId],
        )
      ).rows[0]?.id ?? 1;
    let growMs = 0;
    let vacuumMs = 0;
    const steps: { label: string; ms: number }[] = [];
    const growHalf = async (half: (typeof halves)[number]) => {
      const growBegun = performance.now();
      steps.push(
        ...(await grow(client, half, customerId, vendorId)).map((step) => ({
          ...step,
          label: `half ${half.half}, ${step.label}`,
        })),
      );
      growMs += performance.now() - growBegun;
      const vacuumBegun = performance.now();
      await client.query('vacuum analyze');
      vacuumMs += performance.now() - vacuumBegun;
      console.log(`  VACUUM ANALYZE in ${seconds(performance.now() - vacuumBegun)}`);
    };
    await growHalf(halves[0]);
    await sessions.customer.renew();
    await sessions.vendor.renew();
    console.log('Measuring the same reads on the first half of the growth...');
    const halfway = await measureReads(sessions, { ...smallIds, fairnessCycleId: await demoCycleId() });
    await growHalf(halves[1]);
    const grownCheck = await timedLedgerCheck(url);
    const grownMinuteJob = await timedMinuteJob(url);
    if (!grownCheck.report.ok)
      console.error(
        `Ledger check after growth FAILED: ${JSON.stringify(grownCheck.report, null, 2).slice(0, 4000)}`,
      );
    const grownIds: Ids = { ...smallIds, fairnessCycleId: await demoCycleId() };
    const grownSizes = await dataSizes(client);

    // The customers' access tokens are refreshed here through their refresh cookies, as the web app does.
    await sessions.customer.renew();
    await sessions.vendor.renew();
    console.log('Measuring the same reads on the grown data...');
    const grown = await measureReads(sessions, grownIds);

    const rows = reads.map((read, index) => {
      const before = small[index]!;
      const half = halfway[index]!;
      const after = grown[index]!;
      const factor = after.medianMs / before.medianMs;
      const secondHalf = after.medianMs / half.medianMs;
      const ok = before.status === 200 && half.status === 200 && after.status === 200;
      const flatOnceFull = read.pageBound !== undefined && secondHalf <= pagedSecondHalfFactor;
      return {
        read,
        before,
        half,
        after,
        factor,
        secondHalf,
        flatOnceFull,
        within: read.reference || (ok && (factor <= growthBudgetFactor || flatOnceFull)),
      };
    });
    const checkFactor = grownCheck.ms / smallCheck.ms;
    const entriesByKind = await client.query<{ kind: string; count: string }>(
      'select kind, count(*)::text as count from journal_entries group by kind order by count(*) desc',
    );
    const over = rows.filter((row) => !row.within);
    const budgeted = rows.filter((row) => !row.read.reference).length;
    const renewals = Object.values(sessions).reduce(
      (sum, session) => ({
        refreshed: sum.refreshed + session.renewals.refreshed,
        signedInAgain: sum.signedInAgain + session.renewals.signedInAgain,
      }),
      { refreshed: 0, signedInAgain: 0 },
    );
    const status = (measured: Measured) => (measured.status === 200 ? '' : ` (HTTP ${measured.status})`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
    const markdown = [
      `| read (median of ${calls} after 1 warm-up, one client) | small | half grown | grown | growth (small to grown) | half to grown | budget | within | grown answer |`,
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (row) =>
          `| ${row.read.label} | ${row.before.medianMs.toFixed(1)} ms${status(row.before)} | ${row.half.medianMs.toFixed(1)} ms${status(row.half)} | ${row.after.medianMs.toFixed(1)} ms${status(row.after)} | ${row.within ? '' : '**'}${row.factor.toFixed(1)}x${row.within ? '' : '**'} | ${row.secondHalf.toFixed(1)}x | ${row.read.reference ? '' : `<= ${growthBudgetFactor}x${row.read.pageBound ? `, or <= ${pagedSecondHalfFactor}x half to grown (${row.read.pageBound})` : ''}`} | ${row.read.reference ? '' : row.within ? (row.factor > growthBudgetFactor ? 'yes (flat once its page is full)' : 'yes') : '**no**'} | ${kb(row.after.bytes)} |`,
      ),
      `| ledger check (checkBooks, as \`npm run ledger:check\`, in-process) | ${smallCheck.ms.toFixed(0)} ms | | ${grownCheck.ms.toFixed(0)} ms | ${checkFactor.toFixed(1)}x | | (a nightly job; reported, not budgeted) | ${grownCheck.report.ok ? 'clean' : '**FAILED**'} | |`,
      `| of which the journal alone (checkLedger, timed apart) | ${smallCheck.journalMs.toFixed(0)} ms | | ${grownCheck.journalMs.toFixed(0)} ms | ${(grownCheck.journalMs / smallCheck.journalMs).toFixed(1)}x | | | | |`,
      `| money-laundering minute job (rules and large transactions, in-process, once) | ${smallMinuteJob.toFixed(0)} ms | | ${grownMinuteJob.toFixed(0)} ms | ${(grownMinuteJob / smallMinuteJob).toFixed(1)}x | | (every minute; reported, not budgeted) | | |`,
      '',
      `**${over.length} of ${budgeted} reads over budget.** A read is within it when it grows at most ${growthBudgetFactor}x from the demo data to the grown data, or, for a paged read (its answer at most a page), when doubling the data from half grown to grown costs at most ${pagedSecondHalfFactor}x: its growth from the demo data is its page filling (a few rows to a full page), and a read that grew with the data would show ~2x there. A factor just above the line on a read whose data was not grown (audit log, refunds, approvals) is the machine's drift: compare the reference row. Sessions: customers' access tokens refreshed through the refresh cookie ${renewals.refreshed} times, staff and customers signed in again ${renewals.signedInAgain} times (outside the timed calls).`,
      '',
      '| data | small (demo data) | grown |',
      '|---|---|---|',
      ...[...sizedTables, 'database bytes'].map((table) =>
        table === 'database bytes'
          ? `| database size | ${(smallSizes[table]! / 1048576).toFixed(0)} MB | ${(grownSizes[table]! / 1048576).toFixed(0)} MB |`
          : `| ${table} rows | ${count(smallSizes[table])} | ${count(grownSizes[table])} |`,
      ),
      `| journal entries by kind (grown) | | ${entriesByKind.rows.map((row) => `${row.kind} ${count(Number(row.count))}`).join(', ')} |`,
      '',
      `Growth (GROWTH_SCALE ${scale}), in two halves (the older ${halves[0].cycles} days, measured, then the newer ${halves[1].cycles}): ${count(plan.phoneOrders)} orders over ${plan.cycles} completed cycles of ${count(ordersPerCycle)} (one a day up to now; Get Cash, Pay4Me, On The House in turn) from ${count(plan.phones)} phones, 1 in 20 payment_failed, 1 in 50 won (the prize to the phone's wallet), 2 in 7 of the Pay4Me cycles' orders Scan2Pay4Me with ₦2,000 due to demo.vendor; plus ${count(plan.demoOrders)} card orders by demo.customer signed in, ${count(halves[0].demoOrders)} in one cycle per half, every other one won (the prize to the wallet). demo.customer sends each prize to a bank; demo.vendor settles each amount due (all transfers successful). Plain SQL in ${steps.length} transactions (${steps.map((step) => `${step.label}: ${seconds(step.ms)}`).join('; ')}), **${seconds(growMs)}** in all, the ledger's triggers on (each entry and its postings inserted by one statement in one transaction, balanced at commit; the app's keys \`order:<id>:settle|prize\`, \`transfer:<id>:debit|complete\`, kinds and postings fingerprints). Then **VACUUM ANALYZE** (${seconds(vacuumMs)}). The ledger check on the grown database (checkBooks: the journal and the business tables against it): **${grownCheck.report.ok ? 'OK' : 'FAILED'}** (${count(grownCheck.report.ledger.entries)} entries, ${count(grownCheck.report.ledger.postings)} postings, ${count(grownCheck.report.ledger.accounts)} accounts).`,
      '',
      'Not grown: audit log, notifications, jobs, sessions, rate-limit counters. The grown orders are drawn by a pattern (1 in 50), not by their seeds: the cost of the reads, not the fairness of the draws, is measured. Small reads on an empty ledger are a few ms, so a factor is large for any read that is O(data); the absolute grown times matter as much. The server, PostgreSQL and this client share the machine (absolute times +-30%).',
    ].join('\n');
    return {
      name: 'Read cost as the data grows (issue #28)',
      markdown,
      withinBudget: over.length === 0 && grownCheck.report.ok,
    };
  } finally {
    await client.end().catch(() => undefined);
    await server?.stop();
    // GROWTH_KEEP_DATABASE=1 leaves the grown database for EXPLAIN (its name is printed); drop it by hand.
    if (process.env.GROWTH_KEEP_DATABASE === '1') console.log(`Kept the grown database ${name}`);
    else await onServer(`drop database if exists ${name} with (force)`);
  }
}
