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
}

const ledgerTables = ['ledger_accounts', 'journal_entries', 'postings'];
const detailsMax = 20;

// Sums are read as text: a hand-inserted amount beyond Number.MAX_SAFE_INTEGER must be reported, not crash.
const amount = (value: string | number | null) => (value === null ? null : Number(value));

async function missingLedgerTables(executor: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string; present: boolean }>(
    executor,
    sql`select name, to_regclass('public.' || name) is not null as present
        from unnest(array['ledger_accounts', 'journal_entries', 'postings']) as name`,
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
    };
  const totals = await counts(executor);
  const unbalanced = await unbalancedEntries(executor);
  const problems = await accountProblems(executor);
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
  };
  const ok =
    report.unbalancedEntryCount === 0 &&
    report.orphanPostingCount === 0 &&
    report.cacheMismatchCount === 0 &&
    report.negativeWalletCount === 0;
  return { ok, ...report };
}

/**
 * Verifies the ledger's invariants over the whole database: every entry has two or more postings summing to
 * zero, every cached balance equals the sum of its postings, no wallet is negative. Read-only; on a pool it
 * reads one consistent snapshot (REPEATABLE READ) so concurrent postings cannot show as false violations.
 */
export async function checkLedger(executor: Executor): Promise<LedgerCheckReport> {
  if (is(executor, PgTransaction)) return checkLedgerIn(executor);
  return (executor as Database).transaction(checkLedgerIn, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
