import { sql } from 'drizzle-orm';
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
/** Tax withheld from winnings, owed to the tax authority until remitted (DOMAIN.md "Winnings tax"). */
export const winningsTaxLiability = 'liability:winnings_tax';
/** The tax the operator pays on top of a prize it pays whole (templates whose tax the operator bears). */
export const winningsTaxExpense = 'expense:winnings_tax';

/** Builds account keys; UUIDs are lower-cased so one user can never end up with two wallets. */
export const accountKeys = {
  customerWallet: (userId: string) => `wallet:customer:${userId.toLowerCase()}`,
  vendorWallet: (vendorId: string) => `wallet:vendor:${vendorId.toLowerCase()}`,
  /** Money won or refunded to a buyer known only by phone (E.164, +234...). */
  phoneWallet: (e164: string) => `wallet:phone:${e164}`,
  /**
   * A customer's money above their tier's balance cap (DOMAIN.md "Identity and wallet tiers"): owed to them
   * like a wallet, never negative, moved into the wallet when the tier rises (domain/wallet-limits).
   */
  heldForCustomer: (userId: string) => `held:customer:${userId.toLowerCase()}`,
  gatewayClearing,
  payoutClearing,
  ticketRevenue,
  prizeExpense,
  feeRevenue,
  winningsTaxLiability,
  winningsTaxExpense,
} as const;

export type AccountKind = 'wallet' | 'held' | 'clearing' | 'revenue' | 'expense' | 'liability';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const walletKeyPattern = new RegExp(`^wallet:(?:(?:customer|vendor):${uuid}|phone:\\+234[0-9]{10})$`);
const heldKeyPattern = new RegExp(`^held:customer:${uuid}$`);
const houseKeyPattern = /^(clearing|revenue|expense|liability):[a-z0-9_-]+(?::[a-z0-9_-]+)*$/;
const accountKeyLengthMax = 100;

/** The kind of an account is its key's prefix; anything else is refused before it reaches the database. */
export function accountKindOf(key: string): AccountKind {
  if (walletKeyPattern.test(key)) return 'wallet';
  if (heldKeyPattern.test(key)) return 'held';
  const house = key.length <= accountKeyLengthMax ? houseKeyPattern.exec(key) : null;
  if (house) return house[1] as AccountKind;
  throw new LedgerError('invalid', `"${key}" is not a ledger account key`);
}

/**
 * Wallets and held money must never go negative (DOMAIN.md): both are money we owe a person. The house's
 * accounts may, and keep no running balance.
 */
export function mayGoNegative(kind: AccountKind): boolean {
  return kind !== 'wallet' && kind !== 'held';
}

export interface LedgerAccount {
  id: number;
  key: string;
  /** Balance as of the row lock, on accounts that may not go negative (wallets); null on the others. */
  lockedBalanceKobo: number | null;
}

/**
 * Reads the accounts behind `keys` and, in the same statement, locks the guarded (wallet) rows among them in
 * ascending id order. Every writer locks in that order before inserting anything, so two transfers between
 * the same wallets wait for each other instead of deadlocking (performance-and-reliability.md 3.5). The house
 * accounts are read, never locked: they have no balance to keep. FOR NO KEY UPDATE is the lock an UPDATE of
 * balance_kobo takes anyway.
 */
async function findAndLockAccounts(
  tx: LedgerTransaction,
  keys: string[],
): Promise<Map<string, LedgerAccount>> {
  const keyList = sql.join(keys, sql`, `);
  const rows = await queryRows<{ id: number; key: string; balance_kobo: number | null }>(
    tx,
    sql`with locked as materialized (
          select id, balance_kobo from ledger_accounts
          where key in (${keyList}) and not may_go_negative
          order by id for no key update
        )
        select account.id, account.key, locked.balance_kobo
        from ledger_accounts as account left join locked on locked.id = account.id
        where account.key in (${keyList})`,
  );
  return new Map(
    rows.map((row) => [row.key, { id: row.id, key: row.key, lockedBalanceKobo: row.balance_kobo }]),
  );
}

/**
 * Creates the accounts among `keys` that do not exist yet, kind and may_go_negative taken from the key. They
 * are inserted in key order with ON CONFLICT DO NOTHING, so two requests creating the same wallets neither
 * fail nor deadlock. An account with no postings moves no money, so creating one early is harmless.
 */
export async function createAccounts(executor: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .insert(ledgerAccounts)
    .values(
      [...new Set(keys)].sort().map((key) => {
        const kind = accountKindOf(key);
        const negativeAllowed = mayGoNegative(kind);
        return { key, kind, mayGoNegative: negativeAllowed, balanceKobo: negativeAllowed ? null : 0 };
      }),
    )
    .onConflictDoNothing({ target: ledgerAccounts.key });
}

/** The accounts behind `keys`, created on first use, with the wallets among them locked (see above). */
async function lockAccounts(tx: LedgerTransaction, keys: string[]): Promise<Map<string, LedgerAccount>> {
  const unique = [...new Set(keys)];
  const found = await findAndLockAccounts(tx, unique);
  const missing = unique.filter((key) => !found.has(key));
  if (missing.length === 0) return found;
  await createAccounts(tx, missing);
  const all = await findAndLockAccounts(tx, unique);
  if (all.size !== unique.length) throw new Error('Ledger accounts vanished after being created');
  return all;
}

/**
 * For callers that post several entries in one transaction: lock every wallet they will touch first, in one
 * go, so the fixed order holds across all their postings. Returns each wallet's balance (kobo) under lock.
 */
export async function lockWallets(tx: LedgerTransaction, accounts: string[]): Promise<Map<string, number>> {
  const wallets = accounts.filter((key) => !mayGoNegative(accountKindOf(key)));
  if (wallets.length === 0) return new Map();
  const locked = await lockAccounts(tx, wallets);
  return new Map([...locked.values()].map((account) => [account.key, account.lockedBalanceKobo ?? 0]));
}
