import { createHash } from 'node:crypto';
import { accountKindOf } from './accounts';
import { LedgerError } from './errors';

export interface Posting {
  account: string;
  /** Signed kobo: a positive amount raises the account's balance, a negative one lowers it. */
  amountKobo: number;
}

export interface EntryInput {
  /** Derived from the cause (`order:<id>:settle`), so replaying the cause can never post twice. */
  idempotencyKey: string;
  /** What kind of movement this is: `ticket_payment`, `prize`, `transfer_debit`, `reversal`, ... */
  kind: string;
  causeType?: string | undefined;
  causeId?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  postings: Posting[];
}

export interface CheckedEntry extends EntryInput {
  metadata: Record<string, unknown>;
  /** Postings sorted by account key: the order the fingerprint is computed in. */
  postings: Posting[];
  postingsFingerprint: string;
}

// Limits on everything (TIGER_STYLE): with at most 16 postings of at most ₦1 trillion each, every sum stays
// far inside Number.MAX_SAFE_INTEGER.
const postingsMax = 16;
const amountKoboMax = 100_000_000_000_000;
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;
const entryKindPattern = /^[a-z][a-z0-9_]{0,63}$/;
const causeLengthMax = 200;

function invalid(message: string): never {
  throw new LedgerError('invalid', message);
}

/** SHA-256 over "account=amount" lines in account order: equal for the same postings in any order. */
export function postingsFingerprint(sortedPostings: Posting[]): string {
  const lines = sortedPostings.map((posting) => `${posting.account}=${posting.amountKobo}\n`).join('');
  return createHash('sha256').update(lines).digest('hex');
}

function checkCause(name: string, value: string | undefined): void {
  if (value === undefined) return;
  if (typeof value !== 'string' || value.length === 0 || value.length > causeLengthMax)
    invalid(`${name} must be 1 to ${causeLengthMax} characters`);
}

/**
 * Refuses a malformed entry before any SQL runs: unknown accounts, zero or unsafe amounts, an account twice
 * (net it into one posting), fewer than two postings ('invalid'), and postings not summing to zero
 * ('unbalanced').
 */
export function checkEntry(entry: EntryInput): CheckedEntry {
  if (!idempotencyKeyPattern.test(entry.idempotencyKey))
    invalid('The idempotency key must be 1 to 200 printable characters without spaces');
  if (!entryKindPattern.test(entry.kind)) invalid(`"${entry.kind}" is not an entry kind (snake_case)`);
  checkCause('causeType', entry.causeType);
  checkCause('causeId', entry.causeId);
  const metadata = entry.metadata ?? {};
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    invalid('metadata must be a JSON object');
  if (!Array.isArray(entry.postings) || entry.postings.length < 2 || entry.postings.length > postingsMax)
    invalid(`An entry has 2 to ${postingsMax} postings`);
  const seen = new Set<string>();
  let sumKobo = 0;
  for (const posting of entry.postings) {
    accountKindOf(posting.account);
    if (seen.has(posting.account))
      invalid(`Account ${posting.account} appears twice; net it into one posting`);
    seen.add(posting.account);
    const amount = posting.amountKobo;
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > amountKoboMax)
      invalid(`Posting amounts are non-zero whole kobo up to ${amountKoboMax} (got ${amount})`);
    sumKobo += amount;
  }
  if (sumKobo !== 0) throw new LedgerError('unbalanced', `Postings sum to ${sumKobo} kobo instead of zero`);
  const postings = entry.postings
    .map((posting) => ({ account: posting.account, amountKobo: posting.amountKobo }))
    .sort((a, b) => (a.account < b.account ? -1 : 1));
  return { ...entry, metadata, postings, postingsFingerprint: postingsFingerprint(postings) };
}
