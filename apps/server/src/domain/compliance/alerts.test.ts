import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complianceAlerts, largeTransactionRecords } from '../../db/schema';
import { createTestUser } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/test-database';
import { accountKeys, gatewayClearing, post } from '../ledger';
import { raiseAlerts } from './alerts';
import { refreshLargeTransactions } from './large-transactions';

const database = useTestDatabase();

describe(`alerts and large-transaction records (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps one alert per subject, rule and Lagos day, however many runs race', async () => {
    const subjectId = randomUUID();
    const alert = { subjectType: 'customer' as const, subjectId, details: {} };
    const morning = new Date('2026-11-26T08:00:00Z');
    const created = await Promise.all(
      Array.from({ length: 20 }, () => raiseAlerts(database.db, 'many_orders_or_top_ups', [alert], morning)),
    );
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(1);
    // Another rule, and the next Lagos day (23:30 UTC is 00:30 in Lagos), each get their own.
    expect(await raiseAlerts(database.db, 'money_in_and_out', [alert], morning)).toBe(1);
    expect(
      await raiseAlerts(database.db, 'many_orders_or_top_ups', [alert], new Date('2026-11-26T23:30:00Z')),
    ).toBe(1);
    const rows = await database.db
      .select()
      .from(complianceAlerts)
      .where(eq(complianceAlerts.subjectId, subjectId));
    expect(rows).toHaveLength(3);
  });

  it('records a person’s ₦5,000,000 in a Lagos day, summed, and not ₦4,999,999.99', async () => {
    const over = await createTestUser(database);
    const under = await createTestUser(database);
    const deposit = (userId: string, amountKobo: number) =>
      post(database.db, {
        idempotencyKey: `deposit:${randomUUID()}`,
        kind: 'deposit',
        postings: [
          { account: gatewayClearing, amountKobo: -amountKobo },
          { account: accountKeys.customerWallet(userId), amountKobo },
        ],
      });
    await deposit(over.id, 300_000_000);
    await deposit(over.id, 200_000_000);
    await deposit(under.id, 499_999_999);
    const now = new Date();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);
    const thresholds = { personKobo: 500_000_000, businessKobo: 1_000_000_000 };
    expect(await refreshLargeTransactions(database.db, day, thresholds, now)).toBeGreaterThanOrEqual(1);
    const records = await database.db.select().from(largeTransactionRecords);
    expect(records.find((record) => record.subjectId === over.id)).toMatchObject({
      subjectType: 'customer',
      direction: 'in',
      totalKobo: 500_000_000,
      entryCount: 2,
      lagosDay: day,
    });
    expect(records.find((record) => record.subjectId === under.id)).toBeUndefined();
    // Run again with nothing new: nothing changes, nothing doubles.
    expect(await refreshLargeTransactions(database.db, day, thresholds, now)).toBe(0);
  });
});
