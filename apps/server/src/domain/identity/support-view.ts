import { desc, eq } from 'drizzle-orm';
import { isWalletTier, type WalletTier } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { customerIdentities, identityChecks, staffMembers } from '../../db/schema';
import { maskedIdentityNumber } from './number-hash';

/**
 * The identity part of the console's customer page (support, compliance, auditors): the tier, the numbers
 * masked ("•••• •••• 2222"; staff never see a whole BVN or NIN), the record's date of birth and name, and the
 * history of every check and decision with the deciding staff member's name.
 */
export async function identityForSupport(executor: Executor, userId: string) {
  const [row] = await executor.select().from(customerIdentities).where(eq(customerIdentities.userId, userId));
  const checks = await executor
    .select({
      id: identityChecks.id,
      kind: identityChecks.kind,
      outcome: identityChecks.outcome,
      provider: identityChecks.provider,
      providerReference: identityChecks.providerReference,
      numberLast4: identityChecks.numberLast4,
      returnedName: identityChecks.returnedName,
      returnedDateOfBirth: identityChecks.returnedDateOfBirth,
      decidedByStaffId: identityChecks.decidedByStaffId,
      decidedByName: staffMembers.displayName,
      reason: identityChecks.reason,
      tierBefore: identityChecks.tierBefore,
      tierAfter: identityChecks.tierAfter,
      createdAt: identityChecks.createdAt,
    })
    .from(identityChecks)
    .leftJoin(staffMembers, eq(staffMembers.id, identityChecks.decidedByStaffId))
    .where(eq(identityChecks.userId, userId))
    .orderBy(desc(identityChecks.createdAt))
    .limit(100);
  const tier: WalletTier = row && isWalletTier(row.tier) ? row.tier : 0;
  return {
    tier,
    dateOfBirth: row?.dateOfBirth ?? null,
    verifiedName: row?.verifiedName ?? null,
    bvn: row?.bvnLast4
      ? { masked: maskedIdentityNumber(row.bvnLast4)!, verifiedAt: row.bvnVerifiedAt }
      : null,
    nin: row?.ninLast4
      ? { masked: maskedIdentityNumber(row.ninLast4)!, verifiedAt: row.ninVerifiedAt }
      : null,
    addressVerifiedAt: row?.addressVerifiedAt ?? null,
    checks: checks.map(({ numberLast4, ...check }) => ({
      ...check,
      maskedNumber: maskedIdentityNumber(numberLast4),
    })),
  };
}
