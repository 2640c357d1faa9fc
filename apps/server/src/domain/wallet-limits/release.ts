import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tier } from '@chancepay/shared/tiers';
import { users } from '../../db/schema';
import {
  accountKeys,
  claimPhoneWallet,
  lastEntryOf,
  lockWallets,
  post,
  type LedgerTransaction,
} from '../ledger';
import { creditPostings, splitAtCap } from './balance-cap';
import { limitsOf } from './standing';

export interface TierRaised {
  userId: string;
  tierBefore: Tier;
  tierAfter: Tier;
  /** What raised it, for the release's idempotency key: an identity_checks id, say. Default `tier-<after>`. */
  cause?: string;
}

export interface TierRaisedResult {
  /** Held money moved into the wallet. */
  releasedKobo: number;
  /** Phone-wallet money claimed (the part above the cap, if any, went to held money). */
  claimedKobo: number;
}

/** The phone the customer proved (the one whose phone wallet is theirs), or null. */
async function verifiedPhoneOf(tx: LedgerTransaction, userId: string): Promise<string | null> {
  const [user] = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt), eq(users.role, 'customer')));
  return user?.phone ?? null;
}

/**
 * Phone-wallet money is claimed into a customer wallet only at tier 1 or above (DOMAIN.md): the credit is
 * split at the cap like any other. Returns what left the phone wallet. Call with tier >= 1 only.
 */
export async function claimPhoneWalletWithinCap(
  tx: LedgerTransaction,
  claim: { phone: string; customerId: string },
): Promise<number> {
  const { movedKobo } = await claimPhoneWallet(tx, claim, creditPostings);
  return movedKobo;
}

/**
 * Held money into the wallet, as much as the tier's cap now allows, with one entry whose key names the
 * cause and the last held entry it empties (so the same rise posted twice moves nothing twice). The wallet
 * is locked before the held account, like every credit (balance-cap.ts).
 */
async function releaseHeld(tx: LedgerTransaction, raised: TierRaised): Promise<number> {
  const wallet = accountKeys.customerWallet(raised.userId);
  const held = accountKeys.heldForCustomer(raised.userId);
  const walletBalance = (await lockWallets(tx, [wallet])).get(wallet) ?? 0;
  const heldBalance = (await lockWallets(tx, [held])).get(held) ?? 0;
  if (heldBalance === 0) return 0;
  const { walletKobo } = splitAtCap(walletBalance, heldBalance, limitsOf(raised.tierAfter).balanceCapKobo);
  if (walletKobo === 0) return 0;
  const cause = raised.cause ?? `tier-${raised.tierAfter}`;
  await post(tx, {
    idempotencyKey: `held:${raised.userId.toLowerCase()}:release:${cause}:${(await lastEntryOf(tx, held)) ?? 0}`,
    kind: 'held_release',
    causeType: 'customer',
    causeId: raised.userId.toLowerCase(),
    metadata: { tier_before: raised.tierBefore, tier_after: raised.tierAfter, cause },
    postings: [
      { account: held, amountKobo: -walletKobo },
      { account: wallet, amountKobo: walletKobo },
    ],
  });
  return walletKobo;
}

/**
 * Called by domain/identity in the transaction that raised the customer's tier, after writing
 * customer_identities.tier: releases what the new cap allows from held money into the wallet (one entry),
 * and at tier 1 or above claims the phone wallet that waited for it. The phone wallet is locked before the
 * customer's wallet (the order settlement uses), the customer's wallet before held money.
 */
export async function afterTierRaised(tx: LedgerTransaction, raised: TierRaised): Promise<TierRaisedResult> {
  if (raised.tierAfter <= raised.tierBefore) return { releasedKobo: 0, claimedKobo: 0 };
  const phone = raised.tierAfter >= 1 ? await verifiedPhoneOf(tx, raised.userId) : null;
  if (phone) await lockWallets(tx, [accountKeys.phoneWallet(phone)]);
  const releasedKobo = await releaseHeld(tx, raised);
  const claimedKobo = phone ? await claimPhoneWalletWithinCap(tx, { phone, customerId: raised.userId }) : 0;
  return { releasedKobo, claimedKobo };
}
