import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema';
import { useTestDatabase } from '../../testing/test-database';
import { queryRows } from './database';
import { depositEntry, newCustomerWallet, ticketPaymentEntry, transferEntry } from './test-entries';
import {
  balanceOf,
  checkLedger,
  gatewayClearing,
  LedgerError,
  post,
  ticketRevenue,
  type PostResult,
} from '.';

// On PGlite (one connection) these runs serialise; on PostgreSQL (DATABASE_URL, a 40-connection pool) they
// race for real and prove the locking order and the idempotency handling.
const database = useTestDatabase();

const newWallet = newCustomerWallet;

async function fund(wallet: string, amountKobo: number): Promise<void> {
  await post(database.db, depositEntry(wallet, amountKobo));
}

function outcomes(settled: PromiseSettledResult<PostResult>[]) {
  const fulfilled = settled.filter((result) => result.status === 'fulfilled').map((result) => result.value);
  const reasons = settled.filter((result) => result.status === 'rejected').map((result) => result.reason);
  return { fulfilled, reasons };
}

describe(`concurrent posting (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly 100 of 200 concurrent ₦100 debits through a ₦10,000 wallet', async () => {
    const wallet = newWallet();
    await fund(wallet, 1_000_000);
    const settled = await Promise.allSettled(
      Array.from({ length: 200 }, () => post(database.db, ticketPaymentEntry(wallet, 10_000))),
    );
    const { fulfilled, reasons } = outcomes(settled);
    expect(fulfilled).toHaveLength(100);
    expect(reasons).toHaveLength(100);
    for (const reason of reasons) {
      expect(reason).toBeInstanceOf(LedgerError);
      expect((reason as LedgerError).code).toBe('insufficient_funds');
    }
    expect(await balanceOf(database.db, wallet)).toBe(0);
    const [row] = await queryRows<{ debits: number; lowest: number }>(
      database.db,
      sql`select count(*)::int as debits, min(balance_after)::bigint as lowest from (
              select sum(p.amount_kobo) over (order by p.entry_id) as balance_after from postings p
              join ledger_accounts a on a.id = p.account_id where a.key = ${wallet}) as running`,
    );
    // One deposit plus 100 debits, and the running balance never dipped below zero.
    expect(row).toEqual({ debits: 101, lowest: 0 });
  });

  it.each([
    ['touching a wallet', () => depositEntry(newWallet(), 50_000, `order:${randomUUID()}:prize`)],
    // Nothing serialises these before the insert: they race on the unique key itself.
    [
      'between house accounts (no row to lock)',
      () => transferEntry(gatewayClearing, `revenue:race-${randomUUID().slice(0, 8)}`, 25_000),
    ],
  ])('posts one entry for 500 concurrent posts of one idempotency key %s', async (_, makeEntry) => {
    const entry = makeEntry();
    const { fulfilled, reasons } = outcomes(
      await Promise.allSettled(Array.from({ length: 500 }, () => post(database.db, entry))),
    );
    expect(reasons).toEqual([]);
    expect(fulfilled.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(fulfilled.map((result) => result.entryId)).size).toBe(1);
    expect(
      await database.db.$count(journalEntries, eq(journalEntries.idempotencyKey, entry.idempotencyKey)),
    ).toBe(1);
    const credited = entry.postings.find((posting) => posting.amountKobo > 0)!;
    expect(await balanceOf(database.db, credited.account)).toBe(credited.amountKobo);
  });

  it('settles 1,000 concurrent payments from different wallets into one house account without deadlock', async () => {
    const wallets = Array.from({ length: 1_000 }, newWallet);
    for (let start = 0; start < wallets.length; start += 100)
      await Promise.all(wallets.slice(start, start + 100).map((wallet) => fund(wallet, 25_000)));
    const revenueBefore = await balanceOf(database.db, ticketRevenue);
    const { fulfilled, reasons } = outcomes(
      await Promise.allSettled(
        wallets.map((wallet) => post(database.db, ticketPaymentEntry(wallet, 25_000))),
      ),
    );
    expect(reasons).toEqual([]);
    expect(fulfilled).toHaveLength(1_000);
    expect(await balanceOf(database.db, ticketRevenue)).toBe(revenueBefore + 25_000_000);
    expect(await balanceOf(database.db, wallets[0]!)).toBe(0);
    const report = await checkLedger(database.db);
    // The house day totals written by 1,000 transactions at once (one stripe per backend) add up too.
    expect(report).toMatchObject({
      ok: true,
      unbalancedEntryCount: 0,
      cacheMismatchCount: 0,
      dayTotalMismatchCount: 0,
    });
  });

  it("keeps the phone wallets' money by day of last credit right under 200 concurrent wins and claims", async () => {
    const phones = Array.from(
      { length: 200 },
      (_, index) => `wallet:phone:+234809${String(index).padStart(7, '0')}`,
    );
    const wins = await Promise.allSettled(
      phones.map((wallet) => post(database.db, depositEntry(wallet, 20_000))),
    );
    expect(outcomes(wins).reasons).toEqual([]);
    // Then at once: a quarter claim all, a quarter part, a quarter win again, a quarter are left alone.
    const moves = await Promise.allSettled(
      phones.map((wallet, index) =>
        index % 4 === 0
          ? post(database.db, ticketPaymentEntry(wallet, 20_000))
          : index % 4 === 1
            ? post(database.db, ticketPaymentEntry(wallet, 5_000))
            : index % 4 === 2
              ? post(database.db, depositEntry(wallet, 7_000))
              : Promise.resolve({} as PostResult),
      ),
    );
    expect(outcomes(moves).reasons).toEqual([]);
    const [kept, actual] = await Promise.all([
      queryRows<{ day: string; wallets: string; kobo: string }>(
        database.db,
        sql`select last_credit_day::text as day, wallets::text, balance_kobo::text as kobo
            from phone_wallet_credit_days where wallets <> 0 or balance_kobo <> 0 order by 1`,
      ),
      queryRows<{ day: string; wallets: string; kobo: string }>(
        database.db,
        sql`select coalesce(((last_credit_at at time zone 'UTC') + interval '1 hour')::date, 'infinity'::date)::text
                     as day, count(*)::text as wallets, sum(balance_kobo)::text as kobo
            from ledger_accounts where key like 'wallet:phone:%' and balance_kobo > 0 group by 1 order by 1`,
      ),
    ]);
    expect(kept).toEqual(actual);
    // The 50 that claimed everything no longer wait; the other 150 do.
    expect(actual.reduce((sum, row) => sum + Number(row.wallets), 0)).toBe(150);
  });

  // Two connections are needed (one open transaction waiting on the other): PGlite has one, so this race is
  // PostgreSQL's (DATABASE_URL), as CI runs it. A single day-total row per house account would make the second
  // payment wait for the first transaction's commit: it would hit the lock timeout here.
  it.runIf(process.env.DATABASE_URL)(
    'lets a payment into revenue:tickets commit while another transaction crediting it is still open',
    async () => {
      const [first, second] = [newWallet(), newWallet()];
      await fund(first, 10_000);
      await fund(second, 10_000);
      const revenueBefore = await balanceOf(database.db, ticketRevenue);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let posted!: () => void;
      const firstPosted = new Promise<void>((resolve) => (posted = resolve));
      const open = database.db.transaction(async (tx) => {
        await post(tx, ticketPaymentEntry(first, 4_000));
        posted();
        await held;
      });
      await firstPosted;
      try {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await post(tx, ticketPaymentEntry(second, 3_000));
        });
      } finally {
        release();
        await open;
      }
      expect(await balanceOf(database.db, ticketRevenue)).toBe(revenueBefore + 7_000);
      expect(await checkLedger(database.db)).toMatchObject({ ok: true, dayTotalMismatchCount: 0 });
    },
  );

  it('moves money both ways between two wallets at once without deadlock (locks taken in id order)', async () => {
    const left = newWallet();
    const right = newWallet();
    await fund(left, 100_000);
    await fund(right, 100_000);
    const transfer = (from: string, to: string) => post(database.db, transferEntry(from, to, 100));
    const { reasons } = outcomes(
      await Promise.allSettled(
        Array.from({ length: 400 }, (_, index) =>
          index % 2 ? transfer(left, right) : transfer(right, left),
        ),
      ),
    );
    expect(reasons).toEqual([]);
    expect(await balanceOf(database.db, left)).toBe(100_000);
    expect(await balanceOf(database.db, right)).toBe(100_000);
  });
});
