import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries } from '../../db/schema';
import { lockAccounts, type LedgerAccount } from './accounts';
import { inTransaction, queryRows, type LedgerTransaction } from './database';
import { checkEntry, type CheckedEntry, type EntryInput } from './entry';
import { LedgerError } from './errors';

export interface PostResult {
  entryId: number;
  /** True when an entry with this idempotency key and the same postings already existed: nothing was posted. */
  replayed: boolean;
}

async function findEntry(tx: LedgerTransaction, idempotencyKey: string) {
  const [existing] = await tx
    .select({ id: journalEntries.id, postingsFingerprint: journalEntries.postingsFingerprint })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return existing;
}

/** Same key and same postings is a retry and gets the first result; same key, other postings, a conflict. */
async function replay(tx: LedgerTransaction, entry: CheckedEntry): Promise<PostResult | undefined> {
  const existing = await findEntry(tx, entry.idempotencyKey);
  if (!existing) return undefined;
  if (existing.postingsFingerprint !== entry.postingsFingerprint)
    throw new LedgerError(
      'idempotency_conflict',
      `Idempotency key ${entry.idempotencyKey} was already used for different postings (entry ${existing.id})`,
    );
  return { entryId: existing.id, replayed: true };
}

function overdrawnPosting(entry: CheckedEntry, accounts: Map<string, LedgerAccount>) {
  for (const posting of entry.postings) {
    const balanceKobo = accounts.get(posting.account)!.lockedBalanceKobo;
    if (balanceKobo !== null && balanceKobo + posting.amountKobo < 0) return { posting, balanceKobo };
  }
  return undefined;
}

/**
 * Inserts the entry and its postings in one statement. ON CONFLICT DO NOTHING makes a concurrent post of the
 * same key wait for the first one and then insert nothing (the caller re-reads), instead of failing with a
 * unique violation that would abort the caller's transaction.
 */
async function insertEntry(
  tx: LedgerTransaction,
  entry: CheckedEntry,
  accounts: Map<string, LedgerAccount>,
): Promise<number | undefined> {
  const moved = sql.join(
    entry.postings.map(
      (posting) => sql`(${accounts.get(posting.account)!.id}::bigint, ${posting.amountKobo}::bigint)`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<{ entry_id: number | null }>(
    tx,
    sql`with entry as (
          insert into journal_entries
            (idempotency_key, kind, cause_type, cause_id, metadata, postings_fingerprint)
          values (${entry.idempotencyKey}, ${entry.kind}, ${entry.causeType ?? null}, ${entry.causeId ?? null},
                  ${JSON.stringify(entry.metadata)}::jsonb, ${entry.postingsFingerprint})
          on conflict (idempotency_key) do nothing
          returning id
        ), inserted as (
          insert into postings (entry_id, account_id, amount_kobo)
          select entry.id, moved.account_id, moved.amount_kobo
          from entry, (values ${moved}) as moved (account_id, amount_kobo)
          returning entry_id
        )
        select (select id from entry) as entry_id`,
  );
  return row?.entry_id ?? undefined;
}

async function postChecked(tx: LedgerTransaction, entry: CheckedEntry): Promise<PostResult> {
  // Lock before any insert: inserting a posting first takes KEY SHARE on the wallet row, and upgrading that
  // to a row lock later is what deadlocked continuously in the measured v1 design.
  const accounts = await lockAccounts(
    tx,
    entry.postings.map((posting) => posting.account),
  );
  const overdrawn = overdrawnPosting(entry, accounts);
  if (overdrawn) {
    // A retry of an entry that already debited the wallet must get its first result, not "insufficient".
    const replayed = await replay(tx, entry);
    if (replayed) return replayed;
    throw new LedgerError(
      'insufficient_funds',
      `${overdrawn.posting.account} holds ${overdrawn.balanceKobo} kobo; ${-overdrawn.posting.amountKobo} kobo requested`,
    );
  }
  const entryId = await insertEntry(tx, entry, accounts);
  if (entryId !== undefined) return { entryId, replayed: false };
  const replayed = await replay(tx, entry);
  if (!replayed) throw new Error(`Idempotency key ${entry.idempotencyKey} conflicted but no entry holds it`);
  return replayed;
}

/**
 * Posts one journal entry (DOMAIN.md, Ledger): postings are signed kobo summing to zero; wallets never go
 * below zero ('insufficient_funds', checked here under the row lock and again by the database); the same
 * idempotency key with the same postings returns the first result with `replayed: true`, with other
 * postings throws 'idempotency_conflict'. Runs in the caller's transaction when given one, else in its own.
 */
export async function post(executor: Executor, entry: EntryInput): Promise<PostResult> {
  const checked = checkEntry(entry);
  return inTransaction(executor, (tx) => postChecked(tx, checked));
}
