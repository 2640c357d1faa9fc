import type { WalletTier } from '@chancepay/shared';
import type { Database } from '../../db/client';

/**
 * What happens when a customer's tier rises, inside the transaction that raised it: the wallet-limits module
 * moves money held above the old cap into the wallet with one entry (DOMAIN.md: "the upgrade moves it in"). The
 * identity domain does not import it; the app passes its listeners in (`AppDependencies.onTierRaised`), so a
 * listener that throws rolls the verification or the address decision back with it.
 */
export interface TierRaised {
  userId: string;
  tierBefore: WalletTier;
  tierAfter: WalletTier;
}

/** Always a transaction: what a listener moves commits or rolls back with the tier. */
export type TierTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type TierRaisedListener = (tx: TierTransaction, event: TierRaised) => Promise<void>;

/** Calls every listener in order, in the caller's transaction; only when the tier really rose. */
export async function notifyTierRaised(
  tx: TierTransaction,
  listeners: readonly TierRaisedListener[],
  event: TierRaised,
): Promise<void> {
  if (event.tierAfter <= event.tierBefore) return;
  for (const listener of listeners) await listener(tx, event);
}
