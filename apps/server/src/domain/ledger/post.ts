import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries } from '../../db/schema';
import { createAccounts } from './accounts';
import { queryPreparedRows, withLedgerErrors } from './database';
import { checkEntry, type CheckedEntry, type EntryInput } from './entry';
import { LedgerError } from './errors';

export interface PostResult {
  entryId: number;
  /** True when an entry with this idempotency key and the same postings already existed: nothing was posted. */
  replayed: boolean;
}

interface Attempt {
  /** Every account of the entry exists (else the caller creates them and tries again). */
  accounts_exist: boolean;
  /** The first wallet the entry would take below zero, with its balance under the lock. */
  overdrawn_account: string | null;
  overdrawn_balance_kobo: number | null;
  /** Null when nothing was inserted: missing accounts, an overdraft, or the key already taken. */
  entry_id: number | null;
}

/**
 * One statement, so posting costs one round trip and, outside a caller's transaction, is its own transaction:
 *   1. `locked`: the wallet rows of the entry, locked FOR NO KEY UPDATE in ascending id order before anything
 *      is inserted (and only once every account exists, so first use creates accounts before any lock).
 *      Every writer locks in this order, so transfers between the same wallets queue instead of deadlocking;
 *      inserting first and locking later is what deadlocked continuously in the measured v1 design
 *      (performance-and-reliability.md 3.5). FOR NO KEY UPDATE is the lock the balance UPDATE takes anyway.
 *      The house accounts are only read, never locked, so settlements crediting revenue:tickets never queue
 *      on one row.
 *   2. `verdict`: every account exists and no wallet would go below zero, judged on the balances as locked
 *      (the database's CHECK on balance_kobo would refuse an overdraft anyway; this makes it a clean answer).
 *   3. `entry` and its postings are inserted only then. ON CONFLICT DO NOTHING makes a concurrent post of the
 *      same key wait for the first and insert nothing, instead of a unique violation that would abort the
 *      caller's transaction; the caller then reads the first entry.
 * The postings' trigger then moves the cached wallet balances, and the deferred trigger checks the sum.
 */
/**
 * The CTEs that post a checked entry: `moved`, `accounts`, `locked`, `verdict`, `entry`, `inserted` (what each
 * does is described above attemptPost). Nothing is inserted unless `gate` holds: a condition over CTEs the
 * caller put before these, so a caller can post and change its own rows in one statement (settlement of a
 * card order locks the order first and posts only if it is still unsettled).
 */
export function postingSteps(entry: CheckedEntry, gate: SQL = sql`true`): SQL {
  const moved = sql.join(
    entry.postings.map((posting) => sql`(${posting.account}::text, ${posting.amountKobo}::bigint)`),
    sql`, `,
  );
  return sql`moved (key, amount_kobo) as (values ${moved}),
        accounts as materialized (
          select account.id, account.key, account.may_go_negative
          from ledger_accounts as account where account.key in (select key from moved)
        ),
        locked as materialized (
          select id, balance_kobo from ledger_accounts
          where id in (select id from accounts where not may_go_negative)
            and (select count(*) from accounts) = ${entry.postings.length}
          order by id for no key update
        ),
        verdict as materialized (
          select count(*) = ${entry.postings.length} as accounts_exist,
                 (array_agg(moved.key order by moved.key)
                    filter (where locked.balance_kobo + moved.amount_kobo < 0))[1] as overdrawn_account,
                 (array_agg(locked.balance_kobo order by moved.key)
                    filter (where locked.balance_kobo + moved.amount_kobo < 0))[1] as overdrawn_balance_kobo
          from moved join accounts using (key) left join locked using (id)
        ),
        entry as (
          insert into journal_entries
            (idempotency_key, kind, cause_type, cause_id, metadata, postings_fingerprint)
          select ${entry.idempotencyKey}, ${entry.kind}, ${entry.causeType ?? null}, ${entry.causeId ?? null},
                 ${JSON.stringify(entry.metadata)}::jsonb, ${entry.postingsFingerprint}
          from verdict where accounts_exist and overdrawn_account is null and ${gate}
          on conflict (idempotency_key) do nothing
          returning id
        ),
        inserted as (
          insert into postings (entry_id, account_id, amount_kobo)
          select entry.id, accounts.id, moved.amount_kobo
          from entry cross join moved join accounts using (key)
          returning entry_id
        )`;
}

async function attemptPost(executor: Executor, entry: CheckedEntry): Promise<Attempt> {
  // The text depends only on the number of postings, hence one prepared statement per count.
  const [attempt] = await queryPreparedRows<Attempt>(
    executor,
    `ledger_post_${entry.postings.length}`,
    sql`with ${postingSteps(entry)}
        select verdict.accounts_exist, verdict.overdrawn_account, verdict.overdrawn_balance_kobo,
               (select id from entry) as entry_id
        from verdict`,
  );
  return attempt!;
}

/** Same key and same postings is a retry and gets the first result; same key, other postings, a conflict. */
async function replay(executor: Executor, entry: CheckedEntry): Promise<PostResult | undefined> {
  const [existing] = await executor
    .select({ id: journalEntries.id, postingsFingerprint: journalEntries.postingsFingerprint })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, entry.idempotencyKey));
  if (!existing) return undefined;
  if (existing.postingsFingerprint !== entry.postingsFingerprint)
    throw new LedgerError(
      'idempotency_conflict',
      `Idempotency key ${entry.idempotencyKey} was already used for different postings (entry ${existing.id})`,
    );
  return { entryId: existing.id, replayed: true };
}

async function postChecked(executor: Executor, entry: CheckedEntry): Promise<PostResult> {
  let attempt = await attemptPost(executor, entry);
  if (!attempt.accounts_exist) {
    // First use of an account: the attempt locked nothing; create the accounts, then post for real.
    await createAccounts(
      executor,
      entry.postings.map((posting) => posting.account),
    );
    attempt = await attemptPost(executor, entry);
    if (!attempt.accounts_exist) throw new Error('Ledger accounts vanished after being created');
  }
  if (attempt.entry_id !== null) return { entryId: attempt.entry_id, replayed: false };
  // Nothing inserted: the key was taken (replay or conflict), or a wallet is short. A retry of an entry that
  // already emptied the wallet must get its first result, not "insufficient", so look for the key first.
  const replayed = await replay(executor, entry);
  if (replayed) return replayed;
  if (attempt.overdrawn_account !== null) {
    const requested = -entry.postings.find((posting) => posting.account === attempt.overdrawn_account)!
      .amountKobo;
    throw new LedgerError(
      'insufficient_funds',
      `${attempt.overdrawn_account} holds ${attempt.overdrawn_balance_kobo} kobo; ${requested} kobo requested`,
    );
  }
  throw new Error(`Idempotency key ${entry.idempotencyKey} conflicted but no entry holds it`);
}

/**
 * Posts one journal entry (DOMAIN.md, Ledger): postings are signed kobo summing to zero; wallets never go
 * below zero ('insufficient_funds', refused here under the row lock and again by the database); the same
 * idempotency key with the same postings returns the first result with `replayed: true`, with other
 * postings throws 'idempotency_conflict'. Runs in the caller's transaction when given one; otherwise its one
 * statement is its own transaction.
 */
export async function post(executor: Executor, entry: EntryInput): Promise<PostResult> {
  const checked = checkEntry(entry);
  return withLedgerErrors(() => postChecked(executor, checked));
}
