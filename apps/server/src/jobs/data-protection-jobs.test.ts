import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  authSessions,
  notifications,
  outboxMessages,
  phoneVerificationCodes,
  smsAttempts,
} from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { createTestUser } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';
import { eraseClosedAccountsJobKind, personalDataRetentionJobKind } from './data-protection-jobs';

const DAY = 86_400_000;
let now = new Date('2031-09-01T08:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const t = useTestApp({ clock: () => now });

async function runRetentionJob() {
  await scheduleJobNoLaterThan(t.database.db, {
    kind: personalDataRetentionJobKind,
    key: 'all',
    runAt: now,
    now,
    revive: true,
  });
  expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
}

it('deletes texts holding one-time codes after 30 days, and keeps younger ones and money notifications', async () => {
  const db = t.database.db;
  const user = await createTestUser(t.database);
  const code = (days: number) => ({
    userId: user.id,
    phone: user.phone!,
    codeHash: `hash-${days}`,
    createdAt: daysAgo(days),
    expiresAt: new Date(daysAgo(days).getTime() + 600_000),
  });
  await db.insert(phoneVerificationCodes).values([code(31), code(29)]);
  const outbox = (days: number) => ({
    channel: 'sms' as const,
    recipient: user.phone!,
    bodyText: `Your ChancePay code is 12345${days}`,
    createdAt: daysAgo(days),
  });
  await db.insert(outboxMessages).values([outbox(31), outbox(29)]);
  const attempt = (key: string, days: number) => ({
    messageKey: key,
    provider: 'termii',
    recipient: user.phone!,
    status: 'sent' as const,
    createdAt: daysAgo(days),
    updatedAt: daysAgo(days),
  });
  await db
    .insert(smsAttempts)
    .values([attempt('code-old', 31), attempt('code-young', 29), attempt('notification:77', 31)]);
  await db.insert(notifications).values({
    eventKey: 'transfer:old:succeeded',
    channel: 'sms',
    kind: 'transfer_succeeded',
    subjectId: user.id,
    status: 'sent',
    dueAt: daysAgo(40),
    recipient: user.phone,
    body: 'ChancePay: NGN 5,000.00 sent to GTBank ...1234.',
    createdAt: daysAgo(40),
  });

  await runRetentionJob();

  const codes = await db
    .select({ codeHash: phoneVerificationCodes.codeHash })
    .from(phoneVerificationCodes)
    .where(eq(phoneVerificationCodes.userId, user.id));
  expect(codes).toEqual([{ codeHash: 'hash-29' }]);
  const texts = await db
    .select({ bodyText: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, user.phone!));
  expect(texts).toEqual([{ bodyText: 'Your ChancePay code is 1234529' }]);
  const attempts = await db
    .select({ key: smsAttempts.messageKey })
    .from(smsAttempts)
    .where(inArray(smsAttempts.messageKey, ['code-old', 'code-young', 'notification:77']));
  expect(attempts.map((row) => row.key).sort()).toEqual(['code-young', 'notification:77']);
  const [money] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, 'transfer:old:succeeded'));
  expect(money!.body).toContain('NGN 5,000.00');
});

it('deletes sessions that ended more than 90 days ago, and keeps live and recently ended ones', async () => {
  const db = t.database.db;
  const user = await createTestUser(t.database);
  const session = (label: string, values: { revokedAt?: Date; expiresAt: Date }) => ({
    userId: user.id,
    createdAt: daysAgo(200),
    userAgent: label,
    ...values,
  });
  await db
    .insert(authSessions)
    .values([
      session('signed out 91 days ago', { revokedAt: daysAgo(91), expiresAt: daysAgo(90) }),
      session('signed out 89 days ago', { revokedAt: daysAgo(89), expiresAt: daysAgo(88) }),
      session('ran out 91 days ago', { expiresAt: daysAgo(91) }),
      session('ran out yesterday', { expiresAt: daysAgo(1) }),
      session('live', { expiresAt: new Date(now.getTime() + 3_600_000) }),
    ]);

  await runRetentionJob();

  const left = await db
    .select({ label: authSessions.userAgent })
    .from(authSessions)
    .where(eq(authSessions.userId, user.id));
  expect(left.map((row) => row.label).sort()).toEqual([
    'live',
    'ran out yesterday',
    'signed out 89 days ago',
  ]);
});

it('runs both jobs on their own every hour', async () => {
  now = new Date(now.getTime() + DAY);
  for (const kind of [eraseClosedAccountsJobKind, personalDataRetentionJobKind])
    await scheduleJobNoLaterThan(t.database.db, { kind, key: 'all', runAt: now, now, revive: true });
  expect(await t.app.jobs.runDue()).toBe(2);
  expect(await t.app.jobs.runDue()).toBe(0);
  now = new Date(now.getTime() + 60 * 60_000);
  expect(await t.app.jobs.runDue()).toBe(2);
});
