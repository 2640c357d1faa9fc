import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_PROOF_MAX_BYTES } from '@chancepay/shared';
import { addressProofs, customerIdentities, identityChecks, staffMembers, users } from '../../db/schema';
import { createTestUser, createTestVendor } from '../../testing/accounts';
import { sampleFiles, verifiedIdentity } from '../../testing/identity-provider';
import { createTestStaff } from '../../testing/staff';
import { useTestDatabase } from '../../testing/test-database';
import {
  ADDRESS_ALREADY_ACCEPTED_MESSAGE,
  ADDRESS_PENDING_MESSAGE,
  addressProofFile,
  addressProofQueue,
  decideAddressProof,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  NOT_TIER_TWO_MESSAGE,
  OWN_PROOF_MESSAGE,
  submitAddressProof,
} from './address-proofs';
import { IdentityError } from './errors';
import type { TierRaised } from './tier-events';

const database = useTestDatabase();
const now = new Date('2026-06-01T10:00:00Z');

async function tierTwoCustomer() {
  const user = await createTestUser(database, { tier: 0 });
  await database.db.insert(customerIdentities).values(verifiedIdentity(user.id, 2, now));
  return user;
}

async function refused(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

describe('uploading a proof of address', () => {
  it('keeps a tier-2 customer’s file with the type read from its bytes, and a submitted check', async () => {
    const user = await tierTwoCustomer();
    const proof = await submitAddressProof(
      database.db,
      { userId: user.id, content: sampleFiles.pdf, fileName: 'C:\\Users\\ada\\NEPA bill.pdf' },
      now,
    );
    expect(proof).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'NEPA bill.pdf',
      sizeBytes: sampleFiles.pdf.length,
    });
    const file = await addressProofFile(database.db, proof.id);
    expect(Buffer.compare(file.content, sampleFiles.pdf)).toBe(0);
    const checks = await database.db.select().from(identityChecks).where(eq(identityChecks.userId, user.id));
    expect(checks).toMatchObject([{ kind: 'address', outcome: 'submitted', tierBefore: 2, tierAfter: 2 }]);
  });

  it('names a file sent without a name after its type', async () => {
    const user = await tierTwoCustomer();
    const proof = await submitAddressProof(database.db, { userId: user.id, content: sampleFiles.png }, now);
    expect(proof).toMatchObject({ contentType: 'image/png', fileName: 'proof-of-address.png' });
  });

  it('refuses anything but JPEG, PNG or PDF by its bytes, an empty file, and more than 5 MiB', async () => {
    const user = await tierTwoCustomer();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      await refused(
        submitAddressProof(database.db, { userId: user.id, content: html, fileName: 'bill.pdf' }, now),
      ),
    ).toMatchObject({ kind: 'unsupported', message: FILE_TYPE_MESSAGE });
    expect(
      (await refused(submitAddressProof(database.db, { userId: user.id, content: Buffer.alloc(0) }, now)))
        .kind,
    ).toBe('invalid');
    const big = Buffer.concat([sampleFiles.jpeg, Buffer.alloc(ADDRESS_PROOF_MAX_BYTES)]);
    expect(
      await refused(submitAddressProof(database.db, { userId: user.id, content: big }, now)),
    ).toMatchObject({
      kind: 'too_large',
      message: FILE_TOO_LARGE_MESSAGE,
    });
    const exactly = Buffer.concat([
      sampleFiles.jpeg,
      Buffer.alloc(ADDRESS_PROOF_MAX_BYTES - sampleFiles.jpeg.length),
    ]);
    await expect(
      submitAddressProof(database.db, { userId: user.id, content: exactly }, now),
    ).resolves.toMatchObject({
      sizeBytes: ADDRESS_PROOF_MAX_BYTES,
    });
  });

  it('is for tier 2 only: tier 0 and tier 1 are told to verify both numbers; vendors are refused', async () => {
    const tierZero = await createTestUser(database, { tier: 0 });
    const tierOne = await createTestUser(database, { tier: 0 });
    await database.db.insert(customerIdentities).values(verifiedIdentity(tierOne.id, 1, now));
    for (const user of [tierZero, tierOne])
      expect(
        await refused(submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now)),
      ).toMatchObject({
        kind: 'forbidden',
        message: NOT_TIER_TWO_MESSAGE,
      });
    const vendor = await createTestVendor(database);
    expect(
      (
        await refused(
          submitAddressProof(database.db, { userId: vendor.user.id, content: sampleFiles.jpeg }, now),
        )
      ).kind,
    ).toBe('forbidden');
    expect(
      await database.db.select().from(addressProofs).where(eq(addressProofs.userId, tierOne.id)),
    ).toEqual([]);
  });

  it('keeps one proof pending at a time, also when uploads race', async () => {
    const user = await tierTwoCustomer();
    const settled = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now),
      ),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of settled)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ kind: 'conflict', message: ADDRESS_PENDING_MESSAGE });
    const pending = await database.db.select().from(addressProofs).where(eq(addressProofs.userId, user.id));
    expect(pending).toHaveLength(1);
  });

  it('is refused by the database itself for a second pending proof (migration 0021)', async () => {
    const user = await tierTwoCustomer();
    const row = {
      userId: user.id,
      contentType: 'image/jpeg',
      fileName: 'a.jpg',
      sizeBytes: 3,
      content: Buffer.from('abc'),
    };
    await database.db.insert(addressProofs).values(row);
    await expect(database.db.insert(addressProofs).values(row)).rejects.toThrow();
  });
});

describe('deciding on a proof of address', () => {
  it('accepting raises a tier-2 customer to tier 3 with the listeners in the same transaction', async () => {
    const user = await tierTwoCustomer();
    const staff = await createTestStaff(database, { roles: ['compliance'] });
    const proof = await submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now);
    const seen: TierRaised[] = [];
    const result = await database.db.transaction((tx) =>
      decideAddressProof(
        tx,
        {
          proofId: proof.id,
          staffId: staff.id,
          decision: 'accept',
          reason: 'Utility bill, name and address match',
          onTierRaised: [async (_tx, event) => void seen.push(event)],
        },
        now,
      ),
    );
    expect(result.after).toEqual({ status: 'accepted', tier: 3 });
    expect(seen).toEqual([{ userId: user.id, tierBefore: 2, tierAfter: 3 }]);
    const [identity] = await database.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.userId, user.id));
    expect(identity).toMatchObject({ tier: 3, addressVerifiedAt: now });
    const checks = await database.db.select().from(identityChecks).where(eq(identityChecks.userId, user.id));
    expect(checks.find((check) => check.outcome === 'accepted')).toMatchObject({
      kind: 'address',
      decidedByStaffId: staff.id,
      reason: 'Utility bill, name and address match',
      tierBefore: 2,
      tierAfter: 3,
    });
    expect(await addressProofQueue(database.db, 'pending')).not.toContainEqual(
      expect.objectContaining({ id: proof.id }),
    );
    // Tier 3: nothing more to upload.
    expect(
      await refused(submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now)),
    ).toMatchObject({
      message: ADDRESS_ALREADY_ACCEPTED_MESSAGE,
    });
  });

  it('a listener that fails rolls the acceptance back', async () => {
    const user = await tierTwoCustomer();
    const staff = await createTestStaff(database, { roles: ['compliance'] });
    const proof = await submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now);
    await expect(
      database.db.transaction((tx) =>
        decideAddressProof(
          tx,
          {
            proofId: proof.id,
            staffId: staff.id,
            decision: 'accept',
            reason: 'Looks right',
            onTierRaised: [
              async () => {
                throw new Error('release failed');
              },
            ],
          },
          now,
        ),
      ),
    ).rejects.toThrow('release failed');
    const [row] = await database.db.select().from(addressProofs).where(eq(addressProofs.id, proof.id));
    expect(row!.status).toBe('pending');
    const [identity] = await database.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.userId, user.id));
    expect(identity!.tier).toBe(2);
  });

  it('rejecting keeps the tier, records why, and lets the customer upload again', async () => {
    const user = await tierTwoCustomer();
    const staff = await createTestStaff(database, { roles: ['compliance'] });
    const proof = await submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now);
    const decide = () =>
      database.db.transaction((tx) =>
        decideAddressProof(
          tx,
          {
            proofId: proof.id,
            staffId: staff.id,
            decision: 'reject',
            reason: 'The photo is blurred',
            onTierRaised: [],
          },
          now,
        ),
      );
    expect((await decide()).after).toEqual({ status: 'rejected', tier: 2 });
    expect(await refused(decide())).toMatchObject({
      kind: 'conflict',
      message: 'This proof of address was already rejected.',
    });
    const [queued] = await addressProofQueue(database.db, 'rejected');
    expect(queued).toMatchObject({
      id: proof.id,
      reason: 'The photo is blurred',
      decidedByName: expect.any(String),
    });
    await expect(
      submitAddressProof(database.db, { userId: user.id, content: sampleFiles.png }, now),
    ).resolves.toBeTruthy();
  });

  it('refuses a staff member whose email is the uploading account’s', async () => {
    const user = await tierTwoCustomer();
    const staff = await createTestStaff(database, { roles: ['compliance'] });
    await database.db
      .update(staffMembers)
      .set({ email: user.email.toUpperCase() })
      .where(eq(staffMembers.id, staff.id));
    const proof = await submitAddressProof(database.db, { userId: user.id, content: sampleFiles.jpeg }, now);
    const error = await refused(
      database.db.transaction((tx) =>
        decideAddressProof(
          tx,
          { proofId: proof.id, staffId: staff.id, decision: 'accept', reason: 'Mine', onTierRaised: [] },
          now,
        ),
      ),
    );
    expect(error).toMatchObject({ kind: 'forbidden', message: OWN_PROOF_MESSAGE });
    const [row] = await database.db.select().from(addressProofs).where(eq(addressProofs.id, proof.id));
    expect(row!.status).toBe('pending');
    // Another user's email does not count.
    await database.db
      .update(users)
      .set({ email: `other-${user.email}` })
      .where(eq(users.id, user.id));
    await expect(
      database.db.transaction((tx) =>
        decideAddressProof(
          tx,
          { proofId: proof.id, staffId: staff.id, decision: 'accept', reason: 'Fine', onTierRaised: [] },
          now,
        ),
      ),
    ).resolves.toMatchObject({ after: { status: 'accepted' } });
  });
});
