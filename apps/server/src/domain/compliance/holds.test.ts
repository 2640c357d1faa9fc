import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestUser } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/test-database';
import { accountKeys, balanceOf, checkLedger, LedgerError, post } from '../ledger';
import { depositEntry, ticketPaymentEntry } from '../ledger/test-entries';
import { openCase } from './cases';
import { liftHold, placeHold } from './holds';

// On PGlite (one connection) the race serialises; on PostgreSQL (DATABASE_URL) the debits queue for real on
// the wallet row the hold locks.
const database = useTestDatabase();
const support = { email: 'support@chancepay.ng', phone: '0700 242 6237' };
const staffId = randomUUID();
const now = new Date('2026-11-26T10:00:00Z');

async function heldCustomer(fundKobo: number) {
  const user = await createTestUser(database, {});
  const wallet = accountKeys.customerWallet(user.id);
  await post(database.db, depositEntry(wallet, fundKobo));
  const opened = await database.db.transaction((tx) =>
    openCase(
      tx,
      { subject: { type: 'customer', id: user.id }, title: 'Velocity', alertIds: [], staffId },
      now,
    ),
  );
  return { user, wallet, opened };
}

function holdRefusal(error: unknown): number | undefined {
  return error instanceof LedgerError && error.code === 'wallet_on_hold' ? error.caseNumber : undefined;
}

describe(`a wallet hold, post-no-debit (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses every debit with the case number, lets credits in, texts the holder, and lifts', async () => {
    const { wallet, opened } = await heldCustomer(100_000);
    const hold = await database.db.transaction((tx) =>
      placeHold(tx, { caseId: opened.id, staffId, support, note: 'review' }, now),
    );
    const refused = await post(database.db, ticketPaymentEntry(wallet, 10_000)).catch((error) => error);
    expect(holdRefusal(refused)).toBe(opened.number);
    await post(database.db, depositEntry(wallet, 5_000));
    expect(await balanceOf(database.db, wallet)).toBe(105_000);
    const texts = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `hold:${hold.id}:placed`));
    expect(texts).toMatchObject([{ channel: 'sms', kind: 'wallet_on_hold', subjectId: hold.id }]);

    await database.db.transaction((tx) =>
      liftHold(tx, { caseId: opened.id, staffId, reason: 'cleared' }, now),
    );
    await post(database.db, ticketPaymentEntry(wallet, 10_000));
    expect(await balanceOf(database.db, wallet)).toBe(95_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('refuses a second hold on a held wallet', async () => {
    const { opened } = await heldCustomer(1_000);
    await database.db.transaction((tx) =>
      placeHold(tx, { caseId: opened.id, staffId, support, note: 'a' }, now),
    );
    await expect(
      database.db.transaction((tx) => placeHold(tx, { caseId: opened.id, staffId, support, note: 'b' }, now)),
    ).rejects.toThrow(/already on hold/);
  });

  it('lets no debit through once a hold placed while 40 debits race has committed', async () => {
    const { wallet, opened } = await heldCustomer(1_000_000);
    const debit = () => post(database.db, ticketPaymentEntry(wallet, 10_000));
    // Settled at once, so a debit refused while the test still awaits something else is never an unhandled rejection.
    const racing = () => Promise.allSettled(Array.from({ length: 20 }, debit));
    const before = racing();
    let queued: ReturnType<typeof racing> = Promise.resolve([]);
    await database.db.transaction(async (tx) => {
      await placeHold(tx, { caseId: opened.id, staffId, support, note: 'race' }, now);
      // The wallet row is locked by the hold now: these debits queue behind it (on PostgreSQL) and must see it.
      queued = racing();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const early = await before;
    const late = await queued;
    expect(late).toHaveLength(20);
    for (const result of late) {
      expect(result.status).toBe('rejected');
      expect(holdRefusal((result as PromiseRejectedResult).reason)).toBe(opened.number);
    }
    const through = early.filter((result) => result.status === 'fulfilled').length;
    for (const result of early)
      if (result.status === 'rejected') expect(holdRefusal(result.reason)).toBe(opened.number);
    expect(await balanceOf(database.db, wallet)).toBe(1_000_000 - through * 10_000);
    expect(holdRefusal(await debit().catch((error) => error))).toBe(opened.number);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
