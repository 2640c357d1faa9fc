import { nairaFromKobo } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import type { UserRole } from '../../db/schema';

/** The ledger account holding a user's money: their customer wallet, or their business's vendor wallet. */
export function walletAccountFor(user: { id: string; role: UserRole; vendorId?: string | null }): string | null {
  if (user.role === 'customer') return `wallet:customer:${user.id}`;
  if (user.role === 'vendor' && user.vendorId) return `wallet:vendor:${user.vendorId}`;
  return null;
}

/** LEDGER-GAP: replaced by the ledger's balanceOf once feat/ledger is merged. */
export async function walletBalanceNaira(
  _executor: Executor,
  user: { id: string; role: UserRole; vendorId?: string | null },
): Promise<string> {
  const account = walletAccountFor(user);
  if (!account) return nairaFromKobo(0);
  return nairaFromKobo(0);
}

/** LEDGER-GAP: moves wallet:phone:<phone> into the customer's wallet via the ledger's claimPhoneWallet. */
export async function claimPhoneWalletInto(
  _executor: Executor,
  _claim: { phone: string; customerId: string },
): Promise<number> {
  return 0;
}
