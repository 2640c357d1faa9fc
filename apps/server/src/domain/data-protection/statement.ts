import { formatLagosDateTime, nairaFromKobo } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { accountKeys } from '../ledger';

/** One line of a wallet statement: a posting on the customer's wallet with the balance after it. */
export interface StatementLine {
  entryId: number;
  at: Date;
  kind: string;
  reference: string | null;
  amountKobo: number;
  balanceAfterKobo: number;
}

/**
 * Every posting on the customer's wallet (and on money held for them above their tier's cap), oldest first,
 * with a running balance: the statement the data download gives (issue #23 item 8). Read from the journal,
 * the only record that is never changed.
 */
export async function walletStatement(
  executor: Executor,
  userId: string,
  which: 'wallet' | 'held',
): Promise<StatementLine[]> {
  const key = which === 'wallet' ? accountKeys.customerWallet(userId) : accountKeys.heldForCustomer(userId);
  const rows = await queryRows<{
    entry_id: string;
    created_at: string | Date;
    kind: string;
    cause_id: string | null;
    amount_kobo: string;
    balance_after_kobo: string;
  }>(
    executor,
    sql`
    select e.id as entry_id, e.created_at, e.kind, e.cause_id, p.amount_kobo,
           sum(p.amount_kobo) over (order by e.id) as balance_after_kobo
    from postings p
    join journal_entries e on e.id = p.entry_id
    join ledger_accounts a on a.id = p.account_id
    where a.key = ${key}
    order by e.id`,
  );
  return rows.map((row) => ({
    entryId: Number(row.entry_id),
    at: new Date(row.created_at),
    kind: row.kind,
    reference: row.cause_id,
    amountKobo: Number(row.amount_kobo),
    balanceAfterKobo: Number(row.balance_after_kobo),
  }));
}

function csvCell(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The statement as CSV: Lagos times, naira with two decimals, money in and out in their own columns. */
export function statementCsv(lines: readonly StatementLine[]): string {
  const header = ['date (Lagos)', 'kind', 'reference', 'money in (NGN)', 'money out (NGN)', 'balance (NGN)'];
  const rows = lines.map((line) => [
    formatLagosDateTime(line.at),
    line.kind,
    line.reference ?? '',
    line.amountKobo > 0 ? nairaFromKobo(line.amountKobo) : '',
    line.amountKobo < 0 ? nairaFromKobo(-line.amountKobo) : '',
    nairaFromKobo(line.balanceAfterKobo),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
