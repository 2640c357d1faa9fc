import { lagosDateOf } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { createAccounts } from './accounts';
import { queryRows, type LedgerTransaction } from './database';
import { depositEntry, newCustomerWallet, ticketPaymentEntry } from './test-entries';
import {
  balanceOf,
  balancesOf,
  checkLedger,
  compactDayTotals,
  dayTotals,
  gatewayClearing,
  LedgerError,
  post,
  ticketRevenue,
} from '.';

// The house accounts' per-Lagos-day totals (issue #28) against an independent model: random entries between
// house accounts (any name: the totals know no account by name) and a wallet, dated around Lagos midnight
// (23:00 UTC), some days folded by the nightly compaction midway; the kept totals, the balances read from
// them and checkLedger must all agree with the model. Each sequence is rolled back.

const house = [
  gatewayClearing,
  ticketRevenue,
  'expense:winnings_tax',
  'revenue:growth_test',
  'clearing:test',
];
const wallet = 'wallet:customer:0b0a7c3e-0000-4000-8000-00000000d0d0';
// A few hours either side of 23:00 UTC (Lagos midnight) on three consecutive days.
const firstInstant = Date.UTC(2026, 10, 20, 20, 0, 0);

interface RandomEntry {
  from: number;
  to: number;
  amountKobo: number;
  /** Minutes after firstInstant. */
  minute: number;
  /** Fold the days before this entry's day first. */
  compactFirst: boolean;
}

const randomEntry: fc.Arbitrary<RandomEntry> = fc.record({
  from: fc.integer({ min: 0, max: house.length - 1 }),
  // house.length means the wallet (only ever credited, so it never goes negative).
  to: fc.integer({ min: 0, max: house.length }),
  amountKobo: fc.integer({ min: 1, max: 5_000_000 }),
  minute: fc.integer({ min: 0, max: 3 * 24 * 60 }),
  compactFirst: fc.boolean(),
});

/** Posts an entry dated `at` the way the growth bench does: plain SQL in the caller's transaction. */
async function postAt(tx: LedgerTransaction, key: string, postings: [string, number][], at: Date) {
  const [entry] = await queryRows<{ id: number }>(
    tx,
    sql`insert into journal_entries (idempotency_key, kind, postings_fingerprint, created_at)
        values (${key}, 'day_total_test', 'test', ${at.toISOString()}::timestamptz) returning id`,
  );
  for (const [account, amountKobo] of postings)
    await tx.execute(
      sql`insert into postings (entry_id, account_id, amount_kobo)
          select ${entry!.id}, id, ${amountKobo} from ledger_accounts where key = ${account}`,
    );
}

class RollBack extends Error {}

const database = useTestDatabase();

describe('house accounts’ day totals', () => {
  it(
    'equal the sums of their postings per Lagos day after random entries and compactions',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(randomEntry, { minLength: 1, maxLength: 12 }), async (entries) => {
          try {
            await database.db.transaction(async (tx) => {
              await createAccounts(tx, [...house, wallet]);
              const before = await balancesOf(tx, house);
              const model = new Map<string, { creditKobo: number; debitKobo: number }>();
              const add = (account: string, day: string, amountKobo: number) => {
                const key = `${account}|${day}`;
                const total = model.get(key) ?? { creditKobo: 0, debitKobo: 0 };
                if (amountKobo > 0) total.creditKobo += amountKobo;
                else total.debitKobo += amountKobo;
                model.set(key, total);
              };
              for (const [index, entry] of entries.entries()) {
                const to = entry.to === house.length ? wallet : house[entry.to]!;
                const from = house[entry.from]!;
                if (from === to) continue;
                const at = new Date(firstInstant + entry.minute * 60_000);
                if (entry.compactFirst) await compactDayTotals(tx, lagosDateOf(at));
                await postAt(
                  tx,
                  `day-total-test:${index}`,
                  [
                    [from, -entry.amountKobo],
                    [to, entry.amountKobo],
                  ],
                  at,
                );
                add(from, lagosDateOf(at), -entry.amountKobo);
                if (to !== wallet) add(to, lagosDateOf(at), entry.amountKobo);
              }
              const kept = await dayTotals(tx, house, { fromDay: '2026-11-20', toDay: '2026-11-25' });
              // Only the test's entries fall on these days (the other tests post today).
              expect(
                Object.fromEntries(
                  kept
                    .filter((day) => day.creditKobo !== 0 || day.debitKobo !== 0)
                    .map((day) => [
                      `${day.account}|${day.lagosDay}`,
                      { creditKobo: day.creditKobo, debitKobo: day.debitKobo },
                    ]),
                ),
              ).toEqual(Object.fromEntries(model));
              const after = await balancesOf(tx, house);
              for (const account of house) {
                const moved = [...model]
                  .filter(([key]) => key.startsWith(`${account}|`))
                  .reduce((sum, [, total]) => sum + total.creditKobo + total.debitKobo, 0);
                expect(after.get(account)).toBe(before.get(account)! + moved);
              }
              await tx.execute(sql`set constraints all immediate`);
              const report = await checkLedger(tx);
              expect(report, JSON.stringify(report.dayTotalMismatches)).toMatchObject({ ok: true });
              throw new RollBack();
            });
          } catch (error) {
            if (!(error instanceof RollBack)) throw error;
          }
        }),
        { numRuns: 150 },
      );
    },
  );

  it('keeps no day totals for wallets, and refuses to read a wallet’s', async () => {
    const customer = newCustomerWallet();
    await post(database.db, depositEntry(customer, 9_000));
    await post(database.db, ticketPaymentEntry(customer, 4_000));
    const [rows] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from ledger_account_days as day_total
          join ledger_accounts as account on account.id = day_total.account_id where account.key = ${customer}`,
    );
    expect(rows!.count).toBe(0);
    expect(await balanceOf(database.db, customer)).toBe(5_000);
    await expect(
      dayTotals(database.db, [customer], { fromDay: '2026-01-01', toDay: '2026-01-02' }),
    ).rejects.toBeInstanceOf(LedgerError);
  });

  it('folds a day’s stripes into one row without changing any total', async () => {
    const before = await checkLedger(database.db);
    expect(before.ok).toBe(true);
    // Stripes of two backends on a past day, as PostgreSQL's pool would leave them (written as the owner).
    await database.db.transaction(async (tx) => {
      await createAccounts(tx, ['revenue:fold_test', 'clearing:fold_test']);
      await postAt(
        tx,
        'fold-test:1',
        [
          ['clearing:fold_test', -700],
          ['revenue:fold_test', 700],
        ],
        new Date('2026-03-01T12:00:00Z'),
      );
    });
    await database.db.execute(
      sql`insert into ledger_account_days (account_id, lagos_day, stripe, credit_kobo, debit_kobo, posting_count)
          select account_id, lagos_day, stripe + 1, 0, 0, 0 from ledger_account_days
          where lagos_day = '2026-03-01'`,
    );
    const stripes = sql`select count(*)::int as count from ledger_account_days where lagos_day = '2026-03-01'`;
    expect((await queryRows<{ count: number }>(database.db, stripes))[0]!.count).toBe(4);
    expect(await compactDayTotals(database.db, '2026-03-02')).toBeGreaterThanOrEqual(2);
    expect((await queryRows<{ count: number }>(database.db, stripes))[0]!.count).toBe(2);
    expect(
      await dayTotals(database.db, ['revenue:fold_test', 'clearing:fold_test'], {
        fromDay: '2026-03-01',
        toDay: '2026-03-02',
      }),
    ).toEqual([
      { account: 'clearing:fold_test', lagosDay: '2026-03-01', creditKobo: 0, debitKobo: -700 },
      { account: 'revenue:fold_test', lagosDay: '2026-03-01', creditKobo: 700, debitKobo: 0 },
    ]);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
