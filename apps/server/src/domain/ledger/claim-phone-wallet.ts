import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, postings } from '../../db/schema';
import { accountKeys, accountKindOf, lockWallets } from './accounts';
import { inTransaction, type LedgerTransaction } from './database';
import { post } from './post';

async function lastEntryOf(tx: LedgerTransaction, account: string): Promise<number | undefined> {
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
 */
export async function claimPhoneWallet(
  executor: Executor,
  claim: { phone: string; customerId: string },
): Promise<{ movedKobo: number }> {
  const phoneWallet = accountKeys.phoneWallet(claim.phone);
  const customerWallet = accountKeys.customerWallet(claim.customerId);
  accountKindOf(phoneWallet);
  accountKindOf(customerWallet);
  return inTransaction(executor, async (tx) => {
    const balances = await lockWallets(tx, [phoneWallet, customerWallet]);
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
        { account: customerWallet, amountKobo: movedKobo },
      ],
    });
    return { movedKobo };
  });
}
