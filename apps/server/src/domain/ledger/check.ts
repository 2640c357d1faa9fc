import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { queryRows } from './database';

export interface UnbalancedEntry {
  entryId: number;
  idempotencyKey: string;
  postingCount: number;
  sumKobo: number;
}

export interface AccountProblem {
  account: string;
  /** balance_kobo as stored (null on accounts that keep no running balance). */
  cachedKobo: number | null;
  /** The sum of the account's postings: the balance by definition. */
  postingsKobo: number;
}

/** A house account's kept total for one Lagos day against the sum of that day's postings. */
export interface DayTotalProblem {
  account: string;
  /** YYYY-MM-DD, the Lagos calendar day. */
  lagosDay: string;
  keptKobo: { credit: number; debit: number; postings: number };
  postedKobo: { credit: number; debit: number; postings: number };
}

export interface LedgerCheckReport {
  ok: boolean;
  /** Ledger tables absent from the database (it was never migrated); nothing else was checked. */
  missingTables: string[];
  accounts: number;
  /** Accounts that may not go negative: wallets and held money. */
  wallets: number;
  /**
   * What the ledger owes people: every wallet and every customer's held money (the part of their credits
   * above their tier's cap, DOMAIN.md "Identity and wallet tiers"), by the cached balances.
   */
  owedKobo: number;
  /** The held part of owedKobo, in `held:customer:<user>` accounts. */
  heldKobo: number;
  entries: number;
  postings: number;
  /** Entries with fewer than two postings or postings not summing to zero (first 20). */
  unbalancedEntries: UnbalancedEntry[];
  unbalancedEntryCount: number;
  /** Postings whose entry or account does not exist (only possible with the triggers disabled). */
  orphanPostingCount: number;
  /** Accounts whose cached balance differs from the sum of their postings (first 20). */
  cacheMismatches: AccountProblem[];
  cacheMismatchCount: number;
  /** Accounts that may not go negative but do, by cache or by postings (first 20). */
  negativeWallets: AccountProblem[];
  negativeWalletCount: number;
  /**
   * House accounts' per-Lagos-day totals (ledger_account_days, which house balances and the reports read) that
   * differ from the postings of that account and day, including a kept total with no postings (first 20).
   */
  dayTotalMismatches: DayTotalProblem[];
  dayTotalMismatchCount: number;
  /**
   * Wallets whose kept time of the last money in (last_credit_at, which the unclaimed phone wallets' ages are
   * read from) is not the time of the newest entry crediting them (first 20 account keys).
   */
  lastCreditMismatches: string[];
  lastCreditMismatchCount: number;
}

const ledgerTables = ['ledger_accounts', 'journal_entries', 'postings', 'ledger_account_days'];
const detailsMax = 20;

// Sums are read as text: a hand-inserted amount beyond Number.MAX_SAFE_INTEGER must be reported, not crash.
const amount = (value: string | number | null) => (value === null ? null : Number(value));

async function missingLedgerTables(executor: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string; present: boolean }>(
    executor,
    sql`select name, to_regclass('public.' || name) is not null as present
        from unnest(array['ledger_accounts', 'journal_entries', 'postings', 'ledger_account_days']) as name`,
  );
  return ledgerTables.filter((table) => !rows.some((row) => row.name === table && row.present));
}

async function unbalancedEntries(executor: Executor) {
  const rows = await queryRows<{
    id: number;
    key: string;
    posting_count: number;
    sum: string;
    total: number;
  }>(
    executor,
    sql`select entry.id, entry.idempotency_key as key, count(posting.entry_id)::int as posting_count,
               coalesce(sum(posting.amount_kobo), 0)::text as sum, (count(*) over ())::int as total
        from journal_entries as entry left join postings as posting on posting.entry_id = entry.id
        group by entry.id
        having count(posting.entry_id) < 2 or coalesce(sum(posting.amount_kobo), 0) <> 0
        order by entry.id limit ${detailsMax}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    details: rows.map((row) => ({
      entryId: row.id,
      idempotencyKey: row.key,
      postingCount: row.posting_count,
      sumKobo: Number(row.sum),
    })),
  };
}

async function accountProblems(executor: Executor) {
  const rows = await queryRows<{ key: string; cached: string | null; summed: string; mismatch: boolean }>(
    executor,
    sql`with summed as (select account_id, sum(amount_kobo) as sum_kobo from postings group by account_id)
        select account.key, account.balance_kobo::text as cached, coalesce(summed.sum_kobo, 0)::text as summed,
               account.balance_kobo is distinct from (case when account.balance_kobo is null then null
                                                      else coalesce(summed.sum_kobo, 0) end) as mismatch
        from ledger_accounts as account left join summed on summed.account_id = account.id
        where (account.balance_kobo is not null and account.balance_kobo <> coalesce(summed.sum_kobo, 0))
           or (not account.may_go_negative
               and (account.balance_kobo < 0 or coalesce(summed.sum_kobo, 0) < 0 or account.balance_kobo is null))
        order by account.id`,
  );
  const problems = rows.map((row) => ({
    problem: { account: row.key, cachedKobo: amount(row.cached), postingsKobo: Number(row.summed) },
    mismatch: row.mismatch,
  }));
  const mismatches = problems.filter((row) => row.mismatch).map((row) => row.problem);
  const negative = problems
    .filter((row) => row.problem.postingsKobo < 0 || (row.problem.cachedKobo ?? 0) < 0)
    .map((row) => row.problem);
  return { mismatches, negative };
}

async function lastCreditProblems(executor: Executor) {
  const rows = await queryRows<{ key: string }>(
    executor,
    sql`with credited as (
          select posting.account_id, max(entry.created_at) as at
          from postings as posting join journal_entries as entry on entry.id = posting.entry_id
          where posting.amount_kobo > 0 group by posting.account_id)
        select account.key
        from ledger_accounts as account left join credited on credited.account_id = account.id
        where account.balance_kobo is not null and account.last_credit_at is distinct from credited.at
        order by account.id`,
  );
  return { details: rows.slice(0, detailsMax).map((row) => row.key), count: rows.length };
}

/**
 * Every house account's kept day totals against its postings grouped the same way (the Lagos day of the
 * entry: UTC plus one hour, as the trigger computes it). A full pass over the postings, like the rest of the
 * check: this is what proves the cache the request paths read.
 */
async function dayTotalProblems(executor: Executor) {
  const rows = await queryRows<{
    key: string;
    lagos_day: string;
    kept_credit: string;
    kept_debit: string;
    kept_postings: string;
    posted_credit: string;
    posted_debit: string;
    posted_postings: string;
    total: number;
  }>(
    executor,
    sql`with posted as (
          select posting.account_id,
                 ((entry.created_at at time zone 'UTC') + interval '1 hour')::date as lagos_day,
                 coalesce(sum(posting.amount_kobo) filter (where posting.amount_kobo > 0), 0) as credit,
                 coalesce(sum(posting.amount_kobo) filter (where posting.amount_kobo < 0), 0) as debit,
                 count(*) as postings
          from postings as posting
          join journal_entries as entry on entry.id = posting.entry_id
          join ledger_accounts as account on account.id = posting.account_id
          where account.may_go_negative
          group by 1, 2
        ),
        kept as (
          select account_id, lagos_day, sum(credit_kobo) as credit, sum(debit_kobo) as debit,
                 sum(posting_count) as postings
          from ledger_account_days group by 1, 2
        )
        select coalesce(account.key, '#' || coalesce(posted.account_id, kept.account_id)) as key,
               to_char(coalesce(posted.lagos_day, kept.lagos_day), 'YYYY-MM-DD') as lagos_day,
               coalesce(kept.credit, 0)::text as kept_credit, coalesce(kept.debit, 0)::text as kept_debit,
               coalesce(kept.postings, 0)::text as kept_postings,
               coalesce(posted.credit, 0)::text as posted_credit, coalesce(posted.debit, 0)::text as posted_debit,
               coalesce(posted.postings, 0)::text as posted_postings, (count(*) over ())::int as total
        from posted full join kept
          on kept.account_id = posted.account_id and kept.lagos_day = posted.lagos_day
        left join ledger_accounts as account on account.id = coalesce(posted.account_id, kept.account_id)
        where (coalesce(kept.credit, 0), coalesce(kept.debit, 0), coalesce(kept.postings, 0))
              is distinct from (coalesce(posted.credit, 0), coalesce(posted.debit, 0), coalesce(posted.postings, 0))
        order by 2, 1 limit ${detailsMax}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    details: rows.map((row) => ({
      account: row.key,
      lagosDay: row.lagos_day,
      keptKobo: {
        credit: Number(row.kept_credit),
        debit: Number(row.kept_debit),
        postings: Number(row.kept_postings),
      },
      postedKobo: {
        credit: Number(row.posted_credit),
        debit: Number(row.posted_debit),
        postings: Number(row.posted_postings),
      },
    })),
  };
}

async function counts(executor: Executor) {
  const [row] = await queryRows<{
    accounts: number;
    wallets: number;
    owed: string;
    held: string;
    entries: number;
    postings: number;
    orphans: number;
  }>(
    executor,
    sql`select (select count(*) from ledger_accounts)::int as accounts,
               (select count(*) from ledger_accounts where not may_go_negative)::int as wallets,
               (select coalesce(sum(balance_kobo), 0) from ledger_accounts
                 where kind in ('wallet', 'held'))::text as owed,
               (select coalesce(sum(balance_kobo), 0) from ledger_accounts where kind = 'held')::text as held,
               (select count(*) from journal_entries)::int as entries,
               (select count(*) from postings)::int as postings,
               (select count(*) from postings as posting
                 where not exists (select 1 from journal_entries as entry where entry.id = posting.entry_id)
                    or not exists (select 1 from ledger_accounts as account where account.id = posting.account_id)
               )::int as orphans`,
  );
  return row!;
}

async function checkLedgerIn(executor: Executor): Promise<LedgerCheckReport> {
  const missingTables = await missingLedgerTables(executor);
  const empty = { unbalancedEntries: [], cacheMismatches: [], negativeWallets: [] };
  if (missingTables.length > 0)
    return {
      ok: false,
      missingTables,
      accounts: 0,
      wallets: 0,
      owedKobo: 0,
      heldKobo: 0,
      entries: 0,
      postings: 0,
      ...empty,
      unbalancedEntryCount: 0,
      orphanPostingCount: 0,
      cacheMismatchCount: 0,
      negativeWalletCount: 0,
      dayTotalMismatches: [],
      dayTotalMismatchCount: 0,
      lastCreditMismatches: [],
      lastCreditMismatchCount: 0,
    };
  const totals = await counts(executor);
  const unbalanced = await unbalancedEntries(executor);
  const problems = await accountProblems(executor);
  const dayTotals = await dayTotalProblems(executor);
  const lastCredits = await lastCreditProblems(executor);
  const report = {
    missingTables,
    accounts: totals.accounts,
    wallets: totals.wallets,
    owedKobo: amount(totals.owed)!,
    heldKobo: amount(totals.held)!,
    entries: totals.entries,
    postings: totals.postings,
    unbalancedEntries: unbalanced.details,
    unbalancedEntryCount: unbalanced.count,
    orphanPostingCount: totals.orphans,
    cacheMismatches: problems.mismatches.slice(0, detailsMax),
    cacheMismatchCount: problems.mismatches.length,
    negativeWallets: problems.negative.slice(0, detailsMax),
    negativeWalletCount: problems.negative.length,
    dayTotalMismatches: dayTotals.details,
    dayTotalMismatchCount: dayTotals.count,
    lastCreditMismatches: lastCredits.details,
    lastCreditMismatchCount: lastCredits.count,
  };
  const ok =
    report.unbalancedEntryCount === 0 &&
    report.orphanPostingCount === 0 &&
    report.cacheMismatchCount === 0 &&
    report.negativeWalletCount === 0 &&
    report.dayTotalMismatchCount === 0 &&
    report.lastCreditMismatchCount === 0;
  return { ok, ...report };
}

/**
 * Verifies the ledger's invariants over the whole database: every entry has two or more postings summing to
 * zero, every cached balance equals the sum of its postings, every house account's kept day total equals that
 * day's postings, no wallet is negative. Read-only; on a pool it
 * reads one consistent snapshot (REPEATABLE READ) so concurrent postings cannot show as false violations.
 */
export async function checkLedger(executor: Executor): Promise<LedgerCheckReport> {
  if (is(executor, PgTransaction)) return checkLedgerIn(executor);
  return (executor as Database).transaction(checkLedgerIn, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
