import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (DOMAIN.md, Ledger). Triggers that drizzle-kit cannot express (entries sum to zero,
 * wallet balances kept and never negative, append-only) live in drizzle/repeatable/ledger.sql.
 */

/**
 * One account per key (`wallet:customer:<uuid>`, `clearing:gateway`, ...), created on first use. The kind is
 * the key's prefix. Accounts that may not go negative (wallets) carry a cached balance so the CHECK below can
 * refuse an overdraft; the others keep no running balance at all, so thousands of settlements crediting
 * `revenue:tickets` never queue on one row (their balance is summed on read).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    /** `held` (held:customer:<uuid>): a customer's money above their tier's cap, guarded like a wallet. */
    /** `liability` (liability:winnings_tax): money the house holds for someone else, e.g. tax to remit. */
    kind: text('kind', {
      enum: ['wallet', 'held', 'clearing', 'revenue', 'expense', 'liability'],
    }).notNull(),
    mayGoNegative: boolean('may_go_negative').notNull(),
    /** Sum of this account's postings, kept by a trigger; only on accounts that may not go negative. */
    balanceKobo: bigint('balance_kobo', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When money last came in: the time of the newest entry with a positive posting to it, kept by the same
     * trigger as the balance, on the same accounts (wallets); null until the first credit. The unclaimed phone
     * wallets' ages are read from it (issue #28) and `ledger:check` proves it against the postings.
     */
    lastCreditAt: timestamp('last_credit_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'ledger_accounts_kind_known',
      sql`${table.kind} in ('wallet', 'held', 'clearing', 'revenue', 'expense', 'liability')`,
    ),
    check('ledger_accounts_kind_is_key_prefix', sql`${table.kind} = split_part(${table.key}, ':', 1)`),
    check(
      'ledger_accounts_wallets_may_not_go_negative',
      sql`${table.kind} not in ('wallet', 'held') or not ${table.mayGoNegative}`,
    ),
    check(
      'ledger_accounts_balance_kept_when_guarded',
      sql`(${table.balanceKobo} is null) = ${table.mayGoNegative}`,
    ),
    check('ledger_accounts_balance_not_negative', sql`${table.balanceKobo} >= 0`),
  ],
);

/**
 * One movement of money. The idempotency key is derived from the cause (`order:<id>:settle`); the postings
 * fingerprint tells a harmless replay (same postings) from a conflicting reuse of the key.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    causeType: text('cause_type'),
    causeId: text('cause_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 (hex) of the postings sorted by account key: "account=amount" lines. */
    postingsFingerprint: text('postings_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The (top-level) PostgreSQL transaction that created the entry: postings may be added to an entry only by
     * that transaction, so the sum checked at its commit is final (ledger.sql).
     */
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (table) => [
    check('journal_entries_key_not_blank', sql`length(${table.idempotencyKey}) between 1 and 200`),
    check('journal_entries_kind_not_blank', sql`length(${table.kind}) between 1 and 64`),
    // The entries of a time window (a Lagos day, the last hour): the money-laundering rules each minute, the
    // large-transaction records, the reports' windows. Without it each of those read the whole journal, every
    // minute (330 ms at 600,000 entries, issue #28). Entries are made in time order, so each insert appends to
    // the index's right edge.
    index('journal_entries_created_at_idx').on(table.createdAt),
  ],
);

/**
 * One side of an entry: a signed amount; positive raises the account's balance. An account appears at most once
 * per entry, so (entry, account) is the key; the second index serves balances and an account's history.
 *
 * entry_id and account_id are checked by the postings trigger in ledger.sql, not by FOREIGN KEY constraints: a
 * foreign-key check takes KEY SHARE on the referenced row, and with every settlement crediting revenue:tickets
 * that row's lock list would become the hot row this design avoids. Entries and accounts are never deleted
 * (also ledger.sql), so the check at insert is as strong as a foreign key.
 */
export const postings = pgTable(
  'postings',
  {
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.accountId] }),
    check('postings_amount_not_zero', sql`${table.amountKobo} <> 0`),
    index('postings_account_entry_idx').on(table.accountId, table.entryId),
  ],
);

/**
 * House-account totals per Lagos day (issue #28), kept by the postings trigger (ledger.sql) in the statement
 * that inserts the postings, so a house balance or a day's total is a sum over days, not over every posting
 * ever. Only accounts without a running balance (clearing, revenue, expense: any of them, no per-account code)
 * are rolled up; wallets keep balance_kobo.
 *
 * `stripe` is the PostgreSQL backend (pg_backend_pid()) that wrote the row: a backend runs one transaction at a
 * time, so two concurrent settlements crediting revenue:tickets never update the same row and never wait on
 * each other (a single row per account would serialise every settlement on its lock until commit). The
 * nightly job folds a past day's stripes into stripe 0 (ledger_compact_account_days). checkLedger proves
 * every (account, day) total equals its postings.
 */
export const ledgerAccountDays = pgTable(
  'ledger_account_days',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The Lagos calendar day of the entries' created_at. */
    lagosDay: date('lagos_day', { mode: 'string' }).notNull(),
    stripe: integer('stripe').notNull(),
    /** Sum of the positive postings (money into the account), >= 0. */
    creditKobo: bigint('credit_kobo', { mode: 'number' }).notNull(),
    /** Sum of the negative postings, <= 0. */
    debitKobo: bigint('debit_kobo', { mode: 'number' }).notNull(),
    postingCount: bigint('posting_count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.lagosDay, table.stripe] }),
    check('ledger_account_days_signs', sql`${table.creditKobo} >= 0 and ${table.debitKobo} <= 0`),
  ],
);

/**
 * A wallet's money out per Lagos day (issue #28): its debits of the money-out kinds (`ticket_payment_wallet`,
 * `transfer_debit`), less the undoings (`transfer_reversal`, `transfer_bank_reversal`) of a debit of the same
 * cause made the same day, as wallet-limits' `moneyOutToday` defines it. Kept by the postings trigger
 * (ledger.sql, step e) in the statement that inserts the postings, under the wallet's own row lock (taken by
 * the balance UPDATE just before), so the daily limit reads one row instead of the wallet's whole history.
 * checkBooks' `wallet_out_days` proves it against the journal.
 */
export const walletOutDays = pgTable(
  'wallet_out_days',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    lagosDay: date('lagos_day', { mode: 'string' }).notNull(),
    /** Net money out that day; below zero only if an undoing outweighs the day's debits (read as 0). */
    outKobo: bigint('out_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.lagosDay] })],
);

/**
 * The phone wallets holding money, by the Lagos day of their last credit (issue #28): how many and how much,
 * kept by a trigger on ledger_accounts (migration 0041) whenever a phone wallet's balance or last credit moves,
 * so the console's unclaimed-money ages read a row per day instead of every phone wallet (9,000 in the growth
 * bench, and one more for every phone that ever won). A wallet with money but no credit time (none is made so)
 * is kept under 'infinity', which the report reads as the newest age. One row per day, not striped: only a
 * phone wallet's change touches it (a win into a phone's wallet, a claim), under that wallet's own row lock,
 * a small share of settlements. checkBooks proves it against the wallets.
 */
export const phoneWalletCreditDays = pgTable('phone_wallet_credit_days', {
  lastCreditDay: date('last_credit_day', { mode: 'string' }).primaryKey(),
  wallets: bigint('wallets', { mode: 'number' }).notNull(),
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull(),
});
