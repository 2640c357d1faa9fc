import { desc, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { ledgerCheckRuns, reconciliationRuns } from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { accountKeys, post } from '../domain/ledger';
import { useTestApp } from '../testing/test-app';
import { nightlyLedgerCheckJobKind, nightlyReconciliationJobKind } from './finance-jobs';

// 01:30 in Lagos on 2 March 2031: before the nightly hour.
let now = new Date('2031-03-02T00:30:00Z');
const testApp = useTestApp({ clock: () => now });

async function runNightlyJobs() {
  for (const kind of [nightlyReconciliationJobKind, nightlyLedgerCheckJobKind])
    await scheduleJobNoLaterThan(testApp.database.db, { kind, key: 'all', runAt: now, now, revive: true });
  expect(await testApp.app.jobs.runDue()).toBe(2);
}

it('reconciles the Lagos day that ended and keeps a ledger check, once a night, from 02:00 Lagos', async () => {
  const db = testApp.database.db;
  await runNightlyJobs();
  expect(await db.select().from(reconciliationRuns)).toEqual([]);
  expect(await db.select().from(ledgerCheckRuns)).toEqual([]);

  now = new Date('2031-03-02T02:00:00Z'); // 03:00 Lagos
  await runNightlyJobs();
  const runs = await db.select().from(reconciliationRuns);
  expect(runs).toMatchObject([{ lagosDay: '2031-03-01', trigger: 'job', unmatchedCount: 0 }]);
  expect(await db.select().from(ledgerCheckRuns)).toMatchObject([{ clean: true }]);

  now = new Date('2031-03-02T20:00:00Z'); // later the same Lagos day: nothing more
  await runNightlyJobs();
  expect(await db.select().from(reconciliationRuns)).toHaveLength(1);
  expect(await db.select().from(ledgerCheckRuns)).toHaveLength(1);

  now = new Date('2031-03-03T01:15:00Z'); // the next night
  await runNightlyJobs();
  expect((await db.select().from(reconciliationRuns)).map((run) => run.lagosDay).sort()).toEqual([
    '2031-03-01',
    '2031-03-02',
  ]);
  expect(await db.select().from(ledgerCheckRuns)).toHaveLength(2);
});

it('the nightly ledger check reconciles the business too: a credit to a wallet nobody owns (F7) makes the night unclean', async () => {
  const db = testApp.database.db;
  const nobody = accountKeys.customerWallet(crypto.randomUUID());
  // Adjustments now refuse a wallet without an owner, so the defect is planted the way only a hand-made entry
  // (or code from before that refusal) could make it: an adjustment credit straight into the journal.
  await post(db, {
    idempotencyKey: `adjustment:${crypto.randomUUID()}`,
    kind: 'adjustment_credit',
    postings: [
      { account: 'expense:adjustments', amountKobo: -1_000_000 },
      { account: nobody, amountKobo: 1_000_000 },
    ],
  });
  now = new Date('2031-03-04T01:15:00Z');
  await runNightlyJobs();
  const [last] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.checkedAt)).limit(1);
  expect(last).toMatchObject({ clean: false, summary: { unbalanced_entries: 0, business_findings: 2 } });
  expect(last!.summary.business_details).toEqual(
    expect.arrayContaining([
      { check: 'ownerless_wallet', subject: nobody, problem: 'no customer owns this wallet' },
      // Posted straight through the domain function, with no approval request behind it.
      expect.objectContaining({
        check: 'adjustment_entries',
        problem: 'an adjustment entry with no adjustment approval request',
      }),
    ]),
  );
});

it('the nightly run folds the house day totals of the days before the one that ended into one row each', async () => {
  const db = testApp.database.db;
  const wallet = accountKeys.customerWallet(crypto.randomUUID());
  await post(db, {
    idempotencyKey: `deposit:${crypto.randomUUID()}`,
    kind: 'deposit',
    postings: [
      { account: 'clearing:gateway', amountKobo: -500 },
      { account: wallet, amountKobo: 500 },
    ],
  });
  // A second backend's stripe of the same days, as PostgreSQL's pool leaves them (zero amounts: the totals hold).
  await db.execute(
    sql`insert into ledger_account_days (account_id, lagos_day, stripe, credit_kobo, debit_kobo, posting_count)
        select distinct account_id, lagos_day, 999999, 0, 0, 0 from ledger_account_days`,
  );
  const unfolded = sql`select count(*)::int as count from ledger_account_days where stripe <> 0`;
  expect((await queryRows<{ count: number }>(db, unfolded))[0]!.count).toBeGreaterThan(0);
  now = new Date('2099-01-02T01:15:00Z');
  await runNightlyJobs();
  expect(await queryRows(db, unfolded)).toEqual([{ count: 0 }]);
  const [last] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.checkedAt)).limit(1);
  expect(last).toMatchObject({ summary: { day_total_mismatches: 0 } });
});
