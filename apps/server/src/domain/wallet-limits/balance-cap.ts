import { eq } from 'drizzle-orm';
import { journalEntries } from '../../db/schema';
import {
  accountKeys,
  LedgerError,
  lockWallets,
  post,
  type EntryInput,
  type LedgerTransaction,
  type Posting,
  type PostResult,
} from '../ledger';
import { customerOfWallet, limitsOf, standingOf } from './standing';

/**
 * The balance cap (DOMAIN.md "Identity and wallet tiers"): no credit is ever refused or lost for a cap. A
 * credit that would take a customer wallet above its tier's cap posts the part above it to
 * `held:customer:<user>` in the same entry; afterTierRaised moves it in when the cap rises.
 */

/** How a credit of `amountKobo` splits between a wallet holding `balanceKobo` and held money. */
export function splitAtCap(
  balanceKobo: number,
  amountKobo: number,
  capKobo: number | null,
): { walletKobo: number; heldKobo: number } {
  if (capKobo === null || amountKobo <= 0) return { walletKobo: amountKobo, heldKobo: 0 };
  // A wallet already above the cap (money credited before tiers existed) keeps what it has; nothing more.
  const roomKobo = Math.max(0, capKobo - balanceKobo);
  const walletKobo = Math.min(amountKobo, roomKobo);
  return { walletKobo, heldKobo: amountKobo - walletKobo };
}

function withoutZeros(postings: Posting[]): Posting[] {
  return postings.filter((posting) => posting.amountKobo !== 0);
}

/**
 * The postings of a credit of `amountKobo` into `account`, split at the cap when it is a customer wallet.
 * Locks the wallet (lockWallets) and reads the tier after the lock: concurrent credits queue on it, so the
 * room under the cap is what every earlier one left. The held account is locked by post() itself, after
 * the wallet, which every path that touches held money does in that order (afterTierRaised too).
 */
export async function creditPostings(
  tx: LedgerTransaction,
  account: string,
  amountKobo: number,
): Promise<Posting[]> {
  const userId = customerOfWallet(account);
  if (userId === null || amountKobo <= 0) return [{ account, amountKobo }];
  const balances = await lockWallets(tx, [account]);
  const { tier } = await standingOf(tx, userId);
  const { walletKobo, heldKobo } = splitAtCap(
    balances.get(account) ?? 0,
    amountKobo,
    limitsOf(tier).balanceCapKobo,
  );
  return withoutZeros([
    { account, amountKobo: walletKobo },
    { account: accountKeys.heldForCustomer(userId), amountKobo: heldKobo },
  ]);
}

export interface CappedPostResult extends PostResult {
  /** The part of the entry's credits that went to held money instead of the wallet (0 on a replay). */
  heldKobo: number;
}

/**
 * post() for an entry that may credit customer wallets: each such credit is split at the customer's cap
 * (creditPostings). The split depends on the balance when it is posted, so a retry of the same idempotency
 * key returns the first entry as it was (replayed) instead of recomputing a split that could differ and
 * conflict. Debits and every other account pass through unchanged.
 */
export async function postWithinCap(tx: LedgerTransaction, entry: EntryInput): Promise<CappedPostResult> {
  const credited = entry.postings.filter(
    (posting) => posting.amountKobo > 0 && customerOfWallet(posting.account) !== null,
  );
  if (credited.length === 0) return { ...(await post(tx, entry)), heldKobo: 0 };
  const [existing] = await existingEntry(tx, entry.idempotencyKey);
  if (existing) return { entryId: existing.id, replayed: true, heldKobo: 0 };
  const postings: Posting[] = [];
  let heldKobo = 0;
  for (const posting of entry.postings) {
    if (!credited.includes(posting)) {
      postings.push(posting);
      continue;
    }
    const split = await creditPostings(tx, posting.account, posting.amountKobo);
    heldKobo += split
      .filter((part) => part.account !== posting.account)
      .reduce((sum, p) => sum + p.amountKobo, 0);
    postings.push(...split);
  }
  try {
    const result = await post(tx, {
      ...entry,
      metadata: heldKobo > 0 ? { ...entry.metadata, held_kobo: heldKobo } : entry.metadata,
      postings,
    });
    return { ...result, heldKobo };
  } catch (error) {
    // A racer with the same key posted first (it held the wallet's lock while we waited for it), with the
    // split the balance allowed then: that is the entry, not a conflict.
    if (!(error instanceof LedgerError) || error.code !== 'idempotency_conflict') throw error;
    const [first] = await existingEntry(tx, entry.idempotencyKey);
    if (!first) throw error;
    return { entryId: first.id, replayed: true, heldKobo: 0 };
  }
}

function existingEntry(tx: LedgerTransaction, idempotencyKey: string) {
  return tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
}
