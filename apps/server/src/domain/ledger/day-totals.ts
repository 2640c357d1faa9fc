import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountKindOf, mayGoNegative } from './accounts';
import { queryRows } from './database';
import { LedgerError } from './errors';

/**
 * What moved into and out of house accounts per Lagos day, from the totals the postings trigger keeps
 * (ledger_account_days, ledger.sql 2d): a few rows per account and day, so a month's figures cost the same
 * with a million postings as with ten (issue #28). checkLedger proves them against the postings.
 */
export interface DayTotal {
  account: string;
  /** YYYY-MM-DD, the Lagos calendar day of the entries. */
  lagosDay: string;
  /** Money into the account (its positive postings), >= 0. */
  creditKobo: number;
  /** Money out of it (its negative postings), <= 0. */
  debitKobo: number;
}

const lagosDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day totals of house accounts from `fromDay` (inclusive) to `toDay` (exclusive), one row per account and
 * day that had postings, oldest first. Wallets keep no day totals (their running balance is on the account).
 */
export async function dayTotals(
  executor: Executor,
  accounts: readonly string[],
  range: { fromDay: string; toDay: string },
): Promise<DayTotal[]> {
  for (const account of accounts)
    if (!mayGoNegative(accountKindOf(account)))
      throw new LedgerError('invalid', `${account} keeps a running balance, not day totals`);
  if (!lagosDayPattern.test(range.fromDay) || !lagosDayPattern.test(range.toDay))
    throw new LedgerError('invalid', 'days must be YYYY-MM-DD');
  if (accounts.length === 0) return [];
  const rows = await queryRows<{ key: string; lagos_day: string; credit: string; debit: string }>(
    executor,
    sql`select account.key, to_char(day_total.lagos_day, 'YYYY-MM-DD') as lagos_day,
               sum(day_total.credit_kobo)::text as credit, sum(day_total.debit_kobo)::text as debit
        from ledger_accounts as account
        join ledger_account_days as day_total on day_total.account_id = account.id
        where account.key in (${sql.join([...accounts], sql`, `)})
          and day_total.lagos_day >= ${range.fromDay}::date and day_total.lagos_day < ${range.toDay}::date
        group by 1, 2 order by 2, 1`,
  );
  return rows.map((row) => ({
    account: row.key,
    lagosDay: row.lagos_day,
    creditKobo: Number(row.credit),
    debitKobo: Number(row.debit),
  }));
}

/**
 * Folds the per-backend stripes of every day before `beforeDay` into one row per account and day (the nightly
 * job), so a house balance reads about one row per account and day. Returns the rows written.
 */
export async function compactDayTotals(executor: Executor, beforeDay: string): Promise<number> {
  if (!lagosDayPattern.test(beforeDay)) throw new LedgerError('invalid', 'beforeDay must be YYYY-MM-DD');
  const [row] = await queryRows<{ folded: string }>(
    executor,
    sql`select ledger_compact_account_days(${beforeDay}::date)::text as folded`,
  );
  return Number(row?.folded ?? 0);
}
