import { desc, eq, sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../db/capped-count';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ledgerCheckRuns } from '../../db/schema';
import {
  balancesOf,
  feeRevenue,
  gatewayClearing,
  history,
  payoutClearing,
  prizeExpense,
  ticketRevenue,
  winningsTaxExpense,
  winningsTaxLiability,
  type HistoryPage,
} from '../ledger';
import { checkBooks } from './books-check';
import { refundExpense } from './refunds';

/**
 * The ledger screen (issue 16 §3): the house's accounts, what we owe people (the totals of customer, vendor
 * and phone wallets, and of customers' money held above their tier's cap), the last clean ledger check, and
 * any account's statement. Read-only.
 */

export const HOUSE_ACCOUNTS_SHOWN = [
  gatewayClearing,
  payoutClearing,
  ticketRevenue,
  prizeExpense,
  feeRevenue,
  refundExpense,
  'expense:adjustments',
  // DOMAIN.md "Winnings tax": tax withheld and owed until remitted, and the tax the operator bore.
  winningsTaxLiability,
  winningsTaxExpense,
] as const;

type WalletTotalKind = 'customer' | 'vendor' | 'phone' | 'held';

export interface LedgerOverview {
  house: { account: string; balanceKobo: number }[];
  /** `held`: customers' money above their tier's cap (held:customer:<user>), owed to them like a wallet. */
  wallets: { kind: WalletTotalKind; count: number; totalKobo: number }[];
  /** Everything held for others: the sum of every wallet and of every customer's held money. */
  owedKobo: number;
  lastCheck: { checkedAt: Date; clean: boolean } | null;
  lastCleanCheckAt: Date | null;
}

export async function ledgerOverview(executor: Executor): Promise<LedgerOverview> {
  // From the house accounts' day totals (balancesOf), not a sum over every posting ever (issue #28).
  const balances = await balancesOf(executor, [...HOUSE_ACCOUNTS_SHOWN]);
  // Wallets keep a running balance the database holds equal to their postings (checkLedger proves it).
  // Held money keeps a running balance too (it is guarded like a wallet).
  const wallets = await queryRows<{
    kind: WalletTotalKind;
    count: number;
    total_kobo: number;
  }>(
    executor,
    sql`select case when kind = 'held' then 'held' else split_part(key, ':', 2) end as kind,
               count(*)::int as count, coalesce(sum(balance_kobo), 0)::bigint as total_kobo
        from ledger_accounts where kind in ('wallet', 'held') group by 1`,
  );
  const byKind = new Map(wallets.map((row) => [row.kind, row]));
  const walletTotals = (['customer', 'vendor', 'phone', 'held'] as const).map((kind) => ({
    kind,
    count: Number(byKind.get(kind)?.count ?? 0),
    totalKobo: Number(byKind.get(kind)?.total_kobo ?? 0),
  }));
  const [last] = await executor
    .select()
    .from(ledgerCheckRuns)
    .orderBy(desc(ledgerCheckRuns.checkedAt))
    .limit(1);
  const [lastClean] = await executor
    .select({ checkedAt: ledgerCheckRuns.checkedAt })
    .from(ledgerCheckRuns)
    .where(eq(ledgerCheckRuns.clean, true))
    .orderBy(desc(ledgerCheckRuns.checkedAt))
    .limit(1);
  return {
    house: HOUSE_ACCOUNTS_SHOWN.map((account) => ({ account, balanceKobo: balances.get(account) ?? 0 })),
    wallets: walletTotals,
    owedKobo: walletTotals.reduce((total, row) => total + row.totalKobo, 0),
    lastCheck: last ? { checkedAt: last.checkedAt, clean: last.clean } : null,
    lastCleanCheckAt: lastClean?.checkedAt ?? null,
  };
}

/**
 * Runs the ledger check (the same one as `npm run ledger:check`: the journal's invariants and the business
 * tables against the journal) and keeps its result.
 */
export async function runAndRecordLedgerCheck(db: Database, now: Date) {
  const { ok, ledger: report, business } = await checkBooks(db);
  const [row] = await db
    .insert(ledgerCheckRuns)
    .values({
      clean: ok,
      checkedAt: now,
      summary: {
        accounts: report.accounts,
        entries: report.entries,
        postings: report.postings,
        unbalanced_entries: report.unbalancedEntryCount,
        cache_mismatches: report.cacheMismatchCount,
        day_total_mismatches: report.dayTotalMismatchCount,
        last_credit_mismatches: report.lastCreditMismatchCount,
        negative_wallets: report.negativeWalletCount,
        orphan_postings: report.orphanPostingCount,
        missing_tables: report.missingTables,
        business_findings: business?.findingCount ?? 0,
        ...(business && business.findingCount > 0
          ? { business_counts: business.counts, business_details: business.findings }
          : {}),
      },
    })
    .returning();
  return row!;
}

/**
 * One account's statement: its postings with their entries, newest first; its total counted up to COUNT_CAP
 * ("1,000+"), and later pages read on from the last entry seen (`beforeEntryId`) rather than by OFFSET.
 */
export async function accountStatement(
  executor: Executor,
  account: string,
  options: {
    page: number;
    perPage: number;
    from?: Date | undefined;
    to?: Date | undefined;
    beforeEntryId?: number | undefined;
  },
): Promise<HistoryPage> {
  return history(executor, account, { ...options, totalCap: COUNT_CAP });
}
