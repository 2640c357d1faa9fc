import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountKindOf } from './accounts';
import { queryRows } from './database';

/**
 * The balance of an account in kobo (0 for an account never used). Wallets read their cached balance, which
 * the database keeps equal to the sum of their postings (checkLedger proves it); the house's accounts are
 * summed on read because they keep no running balance. This is the `wallet_balance` the API shows.
 */
export async function balanceOf(executor: Executor, account: string): Promise<number> {
  accountKindOf(account);
  const [row] = await queryRows<{ balance_kobo: number }>(
    executor,
    sql`select coalesce(account.balance_kobo,
                        (select coalesce(sum(amount_kobo), 0) from postings where account_id = account.id)
                       )::bigint as balance_kobo
        from ledger_accounts as account where account.key = ${account}`,
  );
  return row?.balance_kobo ?? 0;
}
