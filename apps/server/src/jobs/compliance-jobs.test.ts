import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { complianceAlerts, largeTransactionRecords } from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { accountKeys, balanceOf } from '../domain/ledger';
import { customerWithAccount, postMoneyInWebhook } from '../testing/money-in';
import { useTestApp, type TestApp } from '../testing/test-app';
import { FakeVirtualAccounts } from '../testing/virtual-accounts';
import { complianceMonitoringJobKind, monitoringSettingsOf } from './compliance-jobs';

// Issue #23 item 5: the monitoring rules run only in the compliance_monitoring job (domain/compliance/README.md
// "Why the rules run in a job"), so the job itself, with the settings the app was started with, is what raises
// an alert. Three top-ups to a customer's own account number, through the gateway's signed webhook, in a minute.

async function threeTopUpsThenTheJob(testApp: TestApp, fake: FakeVirtualAccounts) {
  const customer = await customerWithAccount(testApp, { tier: 3 });
  for (const amountKobo of [2_000_000, 3_000_000, 4_000_000]) {
    const credit = fake.sendToAccount(customer.accountNumber, amountKobo);
    expect((await postMoneyInWebhook(testApp, fake, { kind: 'static', credit })).statusCode).toBe(200);
  }
  expect(await balanceOf(testApp.database.db, accountKeys.customerWallet(customer.user.id))).toBe(9_000_000);
  const now = new Date();
  await scheduleJobNoLaterThan(testApp.database.db, {
    kind: complianceMonitoringJobKind,
    key: 'all',
    runAt: now,
    now,
    revive: true,
  });
  expect(await testApp.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
  const alerts = (await testApp.database.db.select().from(complianceAlerts)).filter(
    (alert) => alert.subjectId === customer.user.id,
  );
  const records = (await testApp.database.db.select().from(largeTransactionRecords)).filter(
    (record) => record.subjectId === customer.user.id,
  );
  return { alerts, records };
}

describe('the compliance_monitoring job, with AML_VELOCITY_COUNT=3 and a ₦50,000 person threshold', () => {
  const fake = new FakeVirtualAccounts();
  const testApp = useTestApp({
    virtualAccounts: fake,
    env: { AML_VELOCITY_COUNT: '3', LARGE_TRANSACTION_PERSON_KOBO: '5000000' },
  });

  it('raises the many-orders-or-top-ups alert and makes the large-transaction record from real money', async () => {
    const { alerts, records } = await threeTopUpsThenTheJob(testApp, fake);
    expect(alerts).toEqual([
      expect.objectContaining({
        rule: 'many_orders_or_top_ups',
        subjectType: 'customer',
        status: 'open',
        details: expect.objectContaining({ top_ups: 3, orders: 0, window_minutes: 10 }),
      }),
    ]);
    // What reached the wallet (the fake gateway keeps no fee by default), against the setting's threshold.
    expect(records).toEqual([
      expect.objectContaining({ direction: 'in', entryCount: 3, thresholdKobo: 5_000_000 }),
    ]);
    expect(records[0]!.totalKobo).toBe(9_000_000);
  });
});

describe('the compliance_monitoring job, with the default settings (20 in ten minutes, ₦5,000,000)', () => {
  const fake = new FakeVirtualAccounts();
  const testApp = useTestApp({ virtualAccounts: fake });

  it('raises nothing and records nothing for the same three top-ups', async () => {
    const { alerts, records } = await threeTopUpsThenTheJob(testApp, fake);
    expect(alerts).toEqual([]);
    expect(records).toEqual([]);
  });
});

describe('monitoringSettingsOf', () => {
  it('hands each AML_* setting to the rule setting it names', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      AML_VELOCITY_COUNT: '11',
      AML_VELOCITY_WINDOW_MINUTES: '12',
      AML_STRUCTURING_COUNT: '13',
      AML_STRUCTURING_MARGIN_BPS: '14',
      LARGE_TRANSACTION_PERSON_KOBO: '15',
      AML_PASS_THROUGH_MINUTES: '16',
      AML_WIN_SENT_MINUTES: '17',
      AML_CARD_PHONES_COUNT: '18',
      AML_DORMANT_DAYS: '19',
      AML_DORMANT_WAKE_KOBO: '20',
    });
    expect(monitoringSettingsOf(config)).toEqual({
      velocityCount: 11,
      velocityWindowMinutes: 12,
      structuringCount: 13,
      structuringMarginBps: 14,
      structuringThresholdKobo: 15,
      passThroughMinutes: 16,
      winSentMinutes: 17,
      cardPhonesCount: 18,
      dormantDays: 19,
      dormantWakeKobo: 20,
    });
  });
});
