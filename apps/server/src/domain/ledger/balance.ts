import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountKindOf } from './accounts';
import { queryRows } from './database';

/**
 * Balances in kobo of several accounts in one query (0 for an account never used). Wallets read their cached
 * balance, which the database keeps equal to the sum of their postings; the house's accounts add up their
 * per-Lagos-day totals (ledger_account_days, kept by the postings trigger: a few rows a day, however many
 * postings), so the read costs the same with a million postings as with ten. checkLedger proves both.
 */
export async function balancesOf(executor: Executor, accounts: string[]): Promise<Map<string, number>> {
  for (const account of accounts) accountKindOf(account);
  const balances = new Map(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return balances;
  const rows = await queryRows<{ key: string; balance_kobo: number }>(
    executor,
    sql`select account.key,
               coalesce(account.balance_kobo,
                        (select coalesce(sum(day_total.credit_kobo + day_total.debit_kobo), 0)
                          from ledger_account_days as day_total where day_total.account_id = account.id)
                       )::bigint as balance_kobo
        from ledger_accounts as account where account.key in (${sql.join(accounts, sql`, `)})`,
  );
  for (const row of rows) balances.set(row.key, row.balance_kobo);
  return balances;
}

/** The balance of one account in kobo: what the API shows as `wallet_balance` for a wallet. */
export async function balanceOf(executor: Executor, account: string): Promise<number> {
  return (await balancesOf(executor, [account])).get(account)!;
}
