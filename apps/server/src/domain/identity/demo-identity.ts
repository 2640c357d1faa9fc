import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerIdentities, identityChecks, users } from '../../db/schema';
import { identityNumberHash, identityNumberKey, lastFourDigits } from './number-hash';

/**
 * The demo customer at tier 1 (DOMAIN.md: "the local demo customer is seeded at tier 1 with the emulator's test
 * BVN so that `npm start` still shows a working wallet"): the emulator's BVN for ADA OKAFOR, hashed with the same
 * key as a real verification, so verifying that BVN from another account is refused as a duplicate here too.
 * Idempotent; a demo customer who already has an identity row keeps it.
 */
export const DEMO_CUSTOMER_BVN = '22222222222';
export const DEMO_CUSTOMER_RECORD = { name: 'ADA OKAFOR', dateOfBirth: '1992-03-14' } as const;

export async function seedDemoIdentity(db: Database, secrets: readonly string[], now: Date): Promise<void> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo.customer'`);
  if (!customer) return;
  const key = await identityNumberKey(db, secrets, now);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customerIdentities)
      .values({
        userId: customer.id,
        tier: 1,
        dateOfBirth: DEMO_CUSTOMER_RECORD.dateOfBirth,
        verifiedName: DEMO_CUSTOMER_RECORD.name,
        bvnHash: identityNumberHash(key, 'bvn', DEMO_CUSTOMER_BVN),
        bvnLast4: lastFourDigits(DEMO_CUSTOMER_BVN),
        bvnVerifiedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: customerIdentities.userId });
    if (!created) return;
    await tx.insert(identityChecks).values({
      userId: customer.id,
      kind: 'bvn',
      outcome: 'verified',
      provider: 'demo seed',
      providerReference: 'demo-seed',
      numberLast4: lastFourDigits(DEMO_CUSTOMER_BVN),
      returnedName: DEMO_CUSTOMER_RECORD.name,
      returnedDateOfBirth: DEMO_CUSTOMER_RECORD.dateOfBirth,
      reason: 'Seeded for the local demo (npm start), as if verified with the emulator.',
      tierBefore: 0,
      tierAfter: 1,
      createdAt: now,
    });
  });
}
