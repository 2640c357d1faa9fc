import { expect, it } from 'vitest';
import { ledgerCheckRuns, reconciliationRuns } from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
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
