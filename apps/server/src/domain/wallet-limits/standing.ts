import type { Tier, TierLimit } from '@chancepay/shared/tiers';
import { tierLimits } from '@chancepay/shared/tiers';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/rows';
import { customerIdentities } from '../../db/schema';

/**
 * What the money paths need to know about a customer's identity (DOMAIN.md "Identity and wallet tiers"):
 * the tier (written by domain/identity in the same transaction as the records behind it), the record's date
 * of birth, and which numbers are verified (to name the next step). No customer_identities row is tier 0.
 */
export interface Standing {
  tier: Tier;
  /** The verified record's date of birth (YYYY-MM-DD); also kept for an under-age record at tier 0. */
  dateOfBirth: string | null;
  hasBvn: boolean;
  hasNin: boolean;
}

export const tierZero: Standing = { tier: 0, dateOfBirth: null, hasBvn: false, hasNin: false };

const standingStatement = preparedQuery('wallet_limits_standing', (executor, name) =>
  executor
    .select({
      tier: customerIdentities.tier,
      dateOfBirth: customerIdentities.dateOfBirth,
      hasBvn: sql<boolean>`${customerIdentities.bvnVerifiedAt} is not null`,
      hasNin: sql<boolean>`${customerIdentities.ninVerifiedAt} is not null`,
    })
    .from(customerIdentities)
    .where(eq(customerIdentities.userId, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * The customer's standing as committed now. The money paths call it after locking the wallet, so a tier
 * raised by a transaction that commits meanwhile is either seen here or followed by that transaction's
 * afterTierRaised, which waits for this wallet's lock and then sees what this one posted.
 */
export async function standingOf(executor: Executor, userId: string): Promise<Standing> {
  const [row] = await standingStatement(executor, { userId });
  if (!row) return tierZero;
  return { ...row, tier: asTier(row.tier) };
}

export function asTier(value: number): Tier {
  if (value === 0 || value === 1 || value === 2 || value === 3) return value;
  throw new Error(`customer_identities.tier ${value} is not a tier`);
}

let configuredLimits: Record<Tier, TierLimit> = tierLimits;

/**
 * Sets the tiers' figures from the TIER* settings, once at start (buildApp). One table for the process: every
 * money path (settlement, transfers, claims, adjustments) reaches limitsOf deep inside its transaction, and the
 * figures are a deployment's, like the rest of its configuration. Returns the previous table (tests put it back).
 */
export function configureTierLimits(limits: Record<Tier, TierLimit>): Record<Tier, TierLimit> {
  const previous = configuredLimits;
  configuredLimits = limits;
  return previous;
}

/** The figures of a tier: the TIER* settings (defaults: packages/shared/src/tiers.ts, DOMAIN.md's table). */
export function limitsOf(tier: Tier): TierLimit {
  return configuredLimits[tier];
}

/** The user id behind `wallet:customer:<uuid>`, or null for any other account. */
export function customerOfWallet(account: string): string | null {
  return account.startsWith('wallet:customer:') ? account.slice('wallet:customer:'.length) : null;
}
