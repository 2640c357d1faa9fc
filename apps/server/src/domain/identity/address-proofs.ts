import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ADDRESS_PROOF_MAX_BYTES, isWalletTier, type WalletTier } from '@chancepay/shared';
import type { Database, Executor } from '../../db/client';
import {
  addressProofs,
  customerIdentities,
  identityChecks,
  staffMembers,
  users,
  type AddressProofStatus,
} from '../../db/schema';
import { IdentityError } from './errors';
import { documentTypeOf } from './document-type';
import { notifyTierRaised, type TierRaisedListener, type TierTransaction } from './tier-events';
import { tierOf } from './tiers';
import { lockIdentityRow } from './verification';

import { messagesFrom } from '../../i18n/localized';
import { identityMessages } from './identity.messages';
/**
 * The proof of address that lifts a tier-2 customer to tier 3 (DOMAIN.md: "a document the customer uploads,
 * accepted by a compliance staff member in the console"). The bytes are kept in the database, never at a public
 * URL; one proof waits for review at a time (a partial unique index, migration 0021); the decision, who made it
 * and why are kept with the proof and in identity_checks.
 */

const say = messagesFrom(identityMessages);

export const EMPTY_FILE_MESSAGE = identityMessages.en.emptyFile;
export const FILE_TOO_LARGE_MESSAGE = identityMessages.en.fileTooLarge;
export const FILE_TYPE_MESSAGE = identityMessages.en.fileType;
export const NOT_TIER_TWO_MESSAGE = identityMessages.en.notTierTwo;
export const ADDRESS_ALREADY_ACCEPTED_MESSAGE = identityMessages.en.addressAlreadyAccepted;
export const ADDRESS_PENDING_MESSAGE = identityMessages.en.addressPending;
export const OWN_PROOF_MESSAGE =
  'You cannot decide on this proof of address: it was uploaded from the ChancePay account with your own email. Ask another compliance member to decide.';

export interface UploadedAddressProof {
  id: string;
  contentType: string;
  fileName: string;
  sizeBytes: number;
  uploadedAt: Date;
}

/** The name the file is listed under: the last part of what the browser sent, or one of ours. */
function fileNameFor(given: string | undefined, extension: string): string {
  const base = given?.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? `proof-of-address.${extension}` : base.slice(0, 200);
}

export async function submitAddressProof(
  db: Database,
  input: { userId: string; content: Buffer; fileName?: string },
  now: Date,
): Promise<UploadedAddressProof> {
  if (input.content.length === 0) throw new IdentityError('invalid', say('emptyFile'), { field: 'file' });
  if (input.content.length > ADDRESS_PROOF_MAX_BYTES)
    throw new IdentityError('too_large', say('fileTooLarge'), { field: 'file' });
  const type = documentTypeOf(input.content);
  if (!type) throw new IdentityError('unsupported', say('fileType'), { field: 'file' });
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new IdentityError('not_found', say('accountNotFound'));
  if (user.role !== 'customer') throw new IdentityError('forbidden', say('vendorsByBusiness'));
  return db.transaction(async (tx) => {
    // The customer's identity row is the lock every identity change takes; no row means tier 0.
    const [row] = await tx
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.userId, input.userId))
      .for('update');
    const tier: WalletTier = row && isWalletTier(row.tier) ? row.tier : 0;
    if (tier === 3 || row?.addressVerifiedAt)
      throw new IdentityError('conflict', say('addressAlreadyAccepted'));
    if (tier < 2) throw new IdentityError('forbidden', say('notTierTwo'));
    const [pending] = await tx
      .select({ id: addressProofs.id })
      .from(addressProofs)
      .where(and(eq(addressProofs.userId, input.userId), eq(addressProofs.status, 'pending')));
    if (pending) throw new IdentityError('conflict', say('addressPending'));
    const [proof] = await tx
      .insert(addressProofs)
      .values({
        userId: input.userId,
        contentType: type.type,
        fileName: fileNameFor(input.fileName, type.extension),
        sizeBytes: input.content.length,
        content: input.content,
        uploadedAt: now,
      })
      .returning({
        id: addressProofs.id,
        contentType: addressProofs.contentType,
        fileName: addressProofs.fileName,
        sizeBytes: addressProofs.sizeBytes,
        uploadedAt: addressProofs.uploadedAt,
      });
    await tx.insert(identityChecks).values({
      userId: input.userId,
      kind: 'address',
      outcome: 'submitted',
      tierBefore: tier,
      tierAfter: tier,
      createdAt: now,
    });
    return proof!;
  });
}

export interface QueuedAddressProof {
  id: string;
  userId: string;
  username: string;
  displayName: string;
  verifiedName: string | null;
  tier: number;
  contentType: string;
  fileName: string;
  sizeBytes: number;
  status: AddressProofStatus;
  uploadedAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

/** The compliance queue: pending proofs oldest first (first come, first reviewed); decided ones newest first. */
export async function addressProofQueue(
  db: Executor,
  status: AddressProofStatus,
  limit = 100,
): Promise<QueuedAddressProof[]> {
  return db
    .select({
      id: addressProofs.id,
      userId: addressProofs.userId,
      username: users.username,
      displayName: users.displayName,
      verifiedName: customerIdentities.verifiedName,
      tier: sql<number>`coalesce(${customerIdentities.tier}, 0)::int`,
      contentType: addressProofs.contentType,
      fileName: addressProofs.fileName,
      sizeBytes: addressProofs.sizeBytes,
      status: addressProofs.status,
      uploadedAt: addressProofs.uploadedAt,
      decidedByName: staffMembers.displayName,
      decidedAt: addressProofs.decidedAt,
      reason: addressProofs.reason,
    })
    .from(addressProofs)
    .innerJoin(users, eq(users.id, addressProofs.userId))
    .leftJoin(customerIdentities, eq(customerIdentities.userId, addressProofs.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, addressProofs.decidedByStaffId))
    .where(eq(addressProofs.status, status))
    .orderBy(status === 'pending' ? asc(addressProofs.uploadedAt) : desc(addressProofs.decidedAt))
    .limit(limit);
}

export async function addressProofFile(db: Executor, proofId: string) {
  const [proof] = await db
    .select({
      userId: addressProofs.userId,
      contentType: addressProofs.contentType,
      fileName: addressProofs.fileName,
      content: addressProofs.content,
    })
    .from(addressProofs)
    .where(eq(addressProofs.id, proofId));
  if (!proof) throw new IdentityError('not_found', 'No such proof of address.');
  return proof;
}

/**
 * A compliance member's decision. Nobody decides on their own upload: a staff member whose email is the
 * uploading account's email is refused (staff members have no phone of their own, so the email is what ties
 * the two). Accepting records the address and derives the tier again (tier 3 for a tier-2 customer), in the
 * same transaction as the tier listeners.
 */
export async function decideAddressProof(
  tx: TierTransaction,
  input: {
    proofId: string;
    staffId: string;
    decision: 'accept' | 'reject';
    reason: string;
    onTierRaised: readonly TierRaisedListener[];
  },
  now: Date,
) {
  const [proof] = await tx
    .select({ userId: addressProofs.userId, status: addressProofs.status })
    .from(addressProofs)
    .where(eq(addressProofs.id, input.proofId));
  if (!proof) throw new IdentityError('not_found', 'No such proof of address.');
  const [own] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(users, sql`lower(${users.email}) = lower(${staffMembers.email})`)
    .where(and(eq(staffMembers.id, input.staffId), eq(users.id, proof.userId)));
  if (own) throw new IdentityError('forbidden', OWN_PROOF_MESSAGE);
  // Lock order: the customer's identity row, then the proof (as submitAddressProof), so the two never deadlock.
  const identity = await lockIdentityRow(tx, proof.userId);
  const [locked] = await tx
    .select({ status: addressProofs.status })
    .from(addressProofs)
    .where(eq(addressProofs.id, input.proofId))
    .for('update');
  if (locked!.status !== 'pending')
    throw new IdentityError('conflict', `This proof of address was already ${locked!.status}.`);
  const tierBefore: WalletTier = isWalletTier(identity.tier) ? identity.tier : 0;
  const accepted = input.decision === 'accept';
  let tierAfter = tierBefore;
  if (accepted) {
    tierAfter = tierOf({ ...identity, addressVerifiedAt: now }, now);
    await tx
      .update(customerIdentities)
      .set({ addressVerifiedAt: now, tier: tierAfter, updatedAt: now })
      .where(eq(customerIdentities.userId, proof.userId));
  }
  const status = accepted ? 'accepted' : 'rejected';
  await tx
    .update(addressProofs)
    .set({ status, decidedByStaffId: input.staffId, decidedAt: now, reason: input.reason })
    .where(eq(addressProofs.id, input.proofId));
  await tx.insert(identityChecks).values({
    userId: proof.userId,
    kind: 'address',
    outcome: status,
    decidedByStaffId: input.staffId,
    reason: input.reason,
    tierBefore,
    tierAfter,
    createdAt: now,
  });
  await notifyTierRaised(tx, input.onTierRaised, { userId: proof.userId, tierBefore, tierAfter });
  return {
    userId: proof.userId,
    before: { status: 'pending', tier: tierBefore },
    after: { status, tier: tierAfter },
  };
}
