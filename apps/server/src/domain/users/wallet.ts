import { nairaFromKobo } from '@chancepay/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries, ledgerAccounts, postings, type UserRole } from '../../db/schema';
import { accountKeys, balanceOf, claimPhoneWallet } from '../ledger';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { creditPostings, phoneWalletWaitingSentence, standingOf } from '../wallet-limits';
import { accountMessages } from './accounts.messages';

const say = messagesFrom(accountMessages);

/** The ledger account holding a user's money: their customer wallet, or their business's vendor wallet. */
export function walletAccountFor(user: {
  id: string;
  role: UserRole;
  vendorId?: string | null | undefined;
}): string | null {
  if (user.role === 'customer') return accountKeys.customerWallet(user.id);
  if (user.role === 'vendor' && user.vendorId) return accountKeys.vendorWallet(user.vendorId);
  return null;
}

/** The spec's `wallet_balance`: naira with two decimals ("0.00" for admins, who hold no wallet). */
export async function walletBalanceNaira(
  executor: Executor,
  user: { id: string; role: UserRole; vendorId?: string | null | undefined },
): Promise<string> {
  const account = walletAccountFor(user);
  return nairaFromKobo(account ? await balanceOf(executor, account) : 0);
}

/** What a phone wallet claim moved, and how much of it was prizes (the rest came back as refunds). */
export interface PhoneWalletClaim {
  movedKobo: number;
  wonKobo: number;
  /** Left in the phone wallet because the customer is at tier 0: it waits for a verified identity. */
  waitingKobo: number;
}

/**
 * Moves what `wallet:phone:<phone>` holds (prizes, and refunds of underpaid or late payments) into the
 * customer's wallet, inside the caller's transaction (DOMAIN.md "Anonymous buyers"). The prize share is read
 * first, so the sign-up message can say "won" or "returned" truthfully. Only at tier 1 or above (DOMAIN.md
 * "Identity and wallet tiers"): a tier-0 customer's phone wallet waits, and domain/wallet-limits'
 * afterTierRaised claims it when the tier reaches 1. The claim is a credit like any other: the part above
 * the tier's cap is held.
 */
export async function claimPhoneWalletInto(
  executor: Executor,
  claim: { phone: string; customerId: string },
): Promise<PhoneWalletClaim> {
  const { tier } = await standingOf(executor, claim.customerId);
  if (tier === 0)
    return {
      movedKobo: 0,
      wonKobo: 0,
      waitingKobo: await balanceOf(executor, accountKeys.phoneWallet(claim.phone)),
    };
  const wonSinceLastClaim = await prizesSinceLastClaim(executor, claim.phone);
  const { movedKobo } = await claimPhoneWallet(executor, claim, creditPostings);
  return { movedKobo, wonKobo: movedKobo > 0 ? Math.min(wonSinceLastClaim, movedKobo) : 0, waitingKobo: 0 };
}

/** Prize credits to the phone wallet after its last claim: the part of its balance that was won. */
async function prizesSinceLastClaim(executor: Executor, phone: string): Promise<number> {
  const wallet = accountKeys.phoneWallet(phone);
  const [row] = await executor
    .select({ won: sql<string>`coalesce(sum(${postings.amountKobo}), 0)` })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(ledgerAccounts.key, wallet),
        eq(journalEntries.kind, 'prize'),
        gt(postings.amountKobo, 0),
        sql`${postings.entryId} > coalesce((select max(p2.entry_id) from postings p2
          join journal_entries e2 on e2.id = p2.entry_id
          where p2.account_id = ${ledgerAccounts.id} and e2.kind = 'phone_wallet_claim'), 0)`,
      ),
    );
  return Number(row?.won ?? 0);
}

/** The sign-up message's sentence about money held for the phone: "won" only for prizes (finding 23). */
export function claimedMoneySentence({
  movedKobo,
  wonKobo,
  waitingKobo,
}: PhoneWalletClaim): LocalizedMessage | null {
  if (waitingKobo > 0) return phoneWalletWaitingSentence(waitingKobo);
  if (movedKobo <= 0) return null;
  const amount = `₦${nairaFromKobo(movedKobo)}`;
  if (wonKobo >= movedKobo) return say('movedWon', { amount });
  if (wonKobo <= 0) return say('movedRefund', { amount });
  return say('movedWonAndRefund', {
    amount,
    won: `₦${nairaFromKobo(wonKobo)}`,
    returned: `₦${nairaFromKobo(movedKobo - wonKobo)}`,
  });
}
