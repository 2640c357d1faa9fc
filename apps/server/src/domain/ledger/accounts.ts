import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { queryRows, type LedgerTransaction } from './database';
import { LedgerError } from './errors';

// The house's accounts (DOMAIN.md, Ledger). Sign convention: a balance is what the ledger owes the holder, so
// wallets and revenue grow positive while clearing (money held by the gateway or the bank) and expenses grow
// negative; all balances together always sum to zero.
export const gatewayClearing = 'clearing:gateway';
export const payoutClearing = 'clearing:payouts';
export const ticketRevenue = 'revenue:tickets';
export const prizeExpense = 'expense:prizes';
export const feeRevenue = 'revenue:fees';

/** Builds account keys; UUIDs are lower-cased so one user can never end up with two wallets. */
export const accountKeys = {
  customerWallet: (userId: string) => `wallet:customer:${userId.toLowerCase()}`,
  vendorWallet: (vendorId: string) => `wallet:vendor:${vendorId.toLowerCase()}`,
  /** Money won or refunded to a buyer known only by phone (E.164, +234...). */
  phoneWallet: (e164: string) => `wallet:phone:${e164}`,
  gatewayClearing,
  payoutClearing,
  ticketRevenue,
  prizeExpense,
  feeRevenue,
} as const;

export type AccountKind = 'wallet' | 'clearing' | 'revenue' | 'expense';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const walletKeyPattern = new RegExp(`^wallet:(?:(?:customer|vendor):${uuid}|phone:\\+234[0-9]{10})$`);
const houseKeyPattern = /^(clearing|revenue|expense):[a-z0-9_-]+(?::[a-z0-9_-]+)*$/;
const accountKeyLengthMax = 100;

/** The kind of an account is its key's prefix; anything else is refused before it reaches the database. */
export function accountKindOf(key: string): AccountKind {
  if (walletKeyPattern.test(key)) return 'wallet';
  const house = key.length <= accountKeyLengthMax ? houseKeyPattern.exec(key) : null;
  if (house) return house[1] as AccountKind;
  throw new LedgerError('invalid', `"${key}" is not a ledger account key`);
}

/** Wallets must never go negative (DOMAIN.md); the house's accounts may, and keep no running balance. */
function mayGoNegative(kind: AccountKind): boolean {
  return kind !== 'wallet';
}

export interface LedgerAccount {
  id: number;
  key: string;
  /** True for accounts that may not go negative: they keep a cached balance and are locked before posting. */
  guarded: boolean;
}

async function findAccounts(executor: Executor, keys: string[]): Promise<Map<string, LedgerAccount>> {
  const rows = await executor
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, mayGoNegative: ledgerAccounts.mayGoNegative })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
  return new Map(rows.map((row) => [row.key, { id: row.id, key: row.key, guarded: !row.mayGoNegative }]));
}

/**
 * The accounts behind `keys`, created on first use. Missing ones are inserted in key order with
 * ON CONFLICT DO NOTHING, so two requests creating the same wallets neither fail nor deadlock.
 */
export async function ensureAccounts(executor: Executor, keys: string[]): Promise<Map<string, LedgerAccount>> {
  const found = await findAccounts(executor, keys);
  const missing = keys.filter((key) => !found.has(key)).sort();
  if (missing.length === 0) return found;
  await executor
    .insert(ledgerAccounts)
    .values(
      missing.map((key) => {
        const kind = accountKindOf(key);
        const negativeAllowed = mayGoNegative(kind);
        return { key, kind, mayGoNegative: negativeAllowed, balanceKobo: negativeAllowed ? null : 0 };
      }),
    )
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const all = await findAccounts(executor, keys);
  if (all.size !== new Set(keys).size) throw new Error('Ledger accounts vanished after being created');
  return all;
}

/**
 * Locks the guarded (wallet) rows among `accounts` in ascending id order and returns their balances as of
 * the lock. Every writer locks in the same order before inserting anything, so two transfers between the
 * same wallets wait for each other instead of deadlocking (performance-and-reliability.md 3.5). FOR NO KEY
 * UPDATE is the lock an UPDATE of balance_kobo takes anyway; it leaves the foreign-key checks of other
 * postings (KEY SHARE) unblocked.
 */
export async function lockGuardedAccounts(
  tx: LedgerTransaction,
  accounts: Iterable<LedgerAccount>,
): Promise<Map<number, number>> {
  const ids = [...accounts].filter((account) => account.guarded).map((account) => account.id);
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; balance_kobo: number }>(
    tx,
    sql`select id, balance_kobo from ledger_accounts
        where id in (${sql.join(ids, sql`, `)}) and balance_kobo is not null
        order by id for no key update`,
  );
  return new Map(rows.map((row) => [row.id, row.balance_kobo]));
}

/**
 * For callers that post several entries in one transaction: lock every wallet they will touch first, in one
 * go, so the fixed order holds across all their postings. Returns each wallet's balance (kobo) under lock.
 */
export async function lockWallets(tx: LedgerTransaction, accounts: string[]): Promise<Map<string, number>> {
  const wallets = [...new Set(accounts)].filter((key) => accountKindOf(key) === 'wallet');
  if (wallets.length === 0) return new Map();
  const found = await ensureAccounts(tx, wallets);
  const balances = await lockGuardedAccounts(tx, found.values());
  return new Map([...found.values()].map((account) => [account.key, balances.get(account.id) ?? 0]));
}
