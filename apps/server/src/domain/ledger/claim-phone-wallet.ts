import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, postings } from '../../db/schema';
import { accountKeys, accountKindOf, lockWallets } from './accounts';
import { inTransaction, type LedgerTransaction } from './database';
import type { Posting } from './entry';
import { post } from './post';

/** How the claimed amount is credited to the customer: by default all of it to their wallet. */
export type ClaimCredit = (tx: LedgerTransaction, account: string, amountKobo: number) => Promise<Posting[]>;

const wholeToWallet: ClaimCredit = async (_tx, account, amountKobo) => [{ account, amountKobo }];

/** The newest entry that touched `account` (none yet: undefined), so a key can name the state it acted on. */
export async function lastEntryOf(tx: LedgerTransaction, account: string): Promise<number | undefined> {
  const [last] = await tx
    .select({ entryId: postings.entryId })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(ledgerAccounts.key, account))
    .orderBy(desc(postings.entryId))
    .limit(1);
  return last?.entryId;
}

/**
 * Moves everything in `wallet:phone:<phone>` (prizes and refunds to an anonymous buyer) into the customer's
 * wallet in one entry; the accounts team calls it once the customer proves the phone. Both wallets are
 * locked first, so money arriving meanwhile is either claimed now or stays for the next claim. The
 * idempotency key names the last entry claimed, so a retry after success moves nothing (movedKobo 0).
 * `credit` may split the customer's side (domain/wallet-limits: the part above the tier's cap is held).
 * The phone wallet is locked before the customer's, the order settlement takes them in (a signed-out
 * order's money: the phone wallet, then its verified owner's wallet), so the two never deadlock.
 */
export async function claimPhoneWallet(
  executor: Executor,
  claim: { phone: string; customerId: string },
  credit: ClaimCredit = wholeToWallet,
): Promise<{ movedKobo: number }> {
  const phoneWallet = accountKeys.phoneWallet(claim.phone);
  const customerWallet = accountKeys.customerWallet(claim.customerId);
  accountKindOf(phoneWallet);
  accountKindOf(customerWallet);
  return inTransaction(executor, async (tx) => {
    const balances = await lockWallets(tx, [phoneWallet]);
    await lockWallets(tx, [customerWallet]);
    const movedKobo = balances.get(phoneWallet) ?? 0;
    if (movedKobo === 0) return { movedKobo: 0 };
    const claimedUpTo = await lastEntryOf(tx, phoneWallet);
    await post(tx, {
      idempotencyKey: `phone-wallet-claim:${claim.phone}:${claimedUpTo}`,
      kind: 'phone_wallet_claim',
      causeType: 'customer',
      causeId: claim.customerId.toLowerCase(),
      metadata: { phone: claim.phone },
      postings: [
        { account: phoneWallet, amountKobo: -movedKobo },
        ...(await credit(tx, customerWallet, movedKobo)),
      ],
    });
    return { movedKobo };
  });
}
