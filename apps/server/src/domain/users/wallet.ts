import { nairaFromKobo } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import type { UserRole } from '../../db/schema';
import { accountKeys, balanceOf, claimPhoneWallet } from '../ledger';

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

/**
 * Moves what `wallet:phone:<phone>` holds (prizes and refunds won before sign-up) into the customer's wallet,
 * inside the caller's transaction (DOMAIN.md "Anonymous buyers").
 */
export async function claimPhoneWalletInto(
  executor: Executor,
  claim: { phone: string; customerId: string },
): Promise<number> {
  const { movedKobo } = await claimPhoneWallet(executor, claim);
  return movedKobo;
}
