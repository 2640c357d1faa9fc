import type { TierLimit, WalletTier } from '@chancepay/shared';
import type { Database } from '../../db/client';
import type { IdentityProvider } from '../../providers/identity/types';
import type { RateLimiter } from '../users/rate-limits';
import { identityNumberKey } from './number-hash';
import type { TierRaisedListener } from './tier-events';

/** What the identity domain needs from the outside world, passed in so tests use real parts with a fake provider. */
export interface IdentityContext {
  db: Database;
  clock: () => Date;
  /** BVN and NIN lookups: Dojah, or the emulator speaking its protocol (providers/identity/types.ts). */
  provider: IdentityProvider;
  /** The key of the numbers' keyed hash (number-hash.ts), read once and kept. */
  numberKey(): Promise<string>;
  /** Called in the transaction that raised a tier (tier-events.ts). */
  onTierRaised: readonly TierRaisedListener[];
  limiter: RateLimiter;
  /** The tiers' figures, for the next step's words ("send up to ₦200,000.00 a day"). */
  tierLimits: Record<WalletTier, TierLimit>;
}

export interface IdentityContextParts extends Omit<IdentityContext, 'numberKey'> {
  /** JWT_SECRET first, then JWT_SECRET_PREVIOUS: what the number key is wrapped under. */
  secrets: readonly string[];
}

export function createIdentityContext({ secrets, ...parts }: IdentityContextParts): IdentityContext {
  let key: Promise<string> | undefined;
  return {
    ...parts,
    numberKey() {
      key ??= identityNumberKey(parts.db, secrets, parts.clock()).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}
