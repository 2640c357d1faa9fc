import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tierLimits } from '@chancepay/shared';
import { customerIdentities, identityChecks } from '../../db/schema';
import { createTestUser, createTestVendor } from '../../testing/accounts';
import {
  fakeIdentityProvider,
  testIdentityNumbers as numbers,
  type FakeIdentityProvider,
} from '../../testing/identity-provider';
import { useTestDatabase } from '../../testing/test-database';
import { databaseRateLimitStore, RateLimiter } from '../users/rate-limits';
import { createIdentityContext, type IdentityContext } from './context';
import { IdentityError } from './errors';
import {
  duplicateMessage,
  nameMismatchMessage,
  RETRYABLE_MESSAGE,
  UNDER_AGE_STATUS_MESSAGE,
  VENDOR_IDENTITY_MESSAGE,
} from './messages';
import { identityNumberHash } from './number-hash';
import type { TierRaisedListener } from './tier-events';
import { verifyBvn, verifyNin } from './verification';

const database = useTestDatabase();
const now = new Date('2026-06-01T10:00:00Z');
const secrets = ['a-test-secret-of-at-least-32-characters!!'];

function contextWith(options: { listeners?: TierRaisedListener[]; provider?: FakeIdentityProvider } = {}) {
  const provider = options.provider ?? fakeIdentityProvider();
  const ctx: IdentityContext = createIdentityContext({
    db: database.db,
    clock: () => now,
    provider,
    secrets,
    onTierRaised: options.listeners ?? [],
    limiter: new RateLimiter(databaseRateLimitStore(database.db), () => now),
    tierLimits,
  });
  return { ctx, provider };
}

const ada = { firstName: 'Ada', lastName: 'Okafor', consent: true };
const chiamaka = { firstName: 'Chiamaka', lastName: 'Eze', consent: true };

async function identityOf(userId: string) {
  const [row] = await database.db
    .select()
    .from(customerIdentities)
    .where(eq(customerIdentities.userId, userId));
  return row;
}

async function checksOf(userId: string) {
  return database.db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(desc(identityChecks.createdAt));
}

async function refusal(work: Promise<unknown>): Promise<IdentityError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

describe('verifying a BVN or a NIN', () => {
  it('raises a tier-0 customer to tier 1, keeping only the hash, the last four digits, the name and birth date', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    const result = await verifyBvn(ctx, { userId: user.id, number: numbers.adaBvn, ...ada });
    expect(result).toEqual({ kind: 'bvn', tierBefore: 0, tierAfter: 1, returnedName: 'ADA OKAFOR' });
    const row = await identityOf(user.id);
    expect(row).toMatchObject({
      tier: 1,
      bvnLast4: '2222',
      bvnVerifiedAt: now,
      dateOfBirth: '1992-03-14',
      verifiedName: 'ADA OKAFOR',
      ninHash: null,
    });
    expect(row!.bvnHash).toBe(identityNumberHash(await ctx.numberKey(), 'bvn', numbers.adaBvn));
    expect(JSON.stringify(row)).not.toContain(numbers.adaBvn);
    const [check] = await checksOf(user.id);
    expect(check).toMatchObject({
      kind: 'bvn',
      outcome: 'verified',
      provider: 'dojah',
      numberLast4: '2222',
      returnedName: 'ADA OKAFOR',
      returnedDateOfBirth: '1992-03-14',
      tierBefore: 0,
      tierAfter: 1,
    });
    expect(check!.providerReference).toMatch(/^fake-/);
  });

  it('reaches tier 2 with a NIN whose record agrees, whichever number came first', async () => {
    const { ctx } = contextWith();
    const first = await createTestUser(database, { tier: 0 });
    await verifyNin(ctx, { userId: first.id, number: numbers.chiamakaNin(1), ...chiamaka });
    const second = await verifyBvn(ctx, { userId: first.id, number: numbers.chiamakaBvn(1), ...chiamaka });
    expect(second).toMatchObject({ tierBefore: 1, tierAfter: 2, returnedName: 'CHIAMAKA NGOZI EZE' });
    expect(await identityOf(first.id)).toMatchObject({ tier: 2, bvnLast4: '0001', ninLast4: '0001' });
  });

  it('refuses a NIN whose record disagrees with the verified BVN (date of birth), and stays at tier 1', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    await verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(2), ...chiamaka });
    const error = await refusal(
      verifyNin(ctx, { userId: user.id, number: numbers.chiamakaOtherBirthNin(2), ...chiamaka }),
    );
    expect(error.kind).toBe('unprocessable');
    expect(error.message).toContain('date of birth on this NIN does not match your verified BVN');
    expect(await identityOf(user.id)).toMatchObject({ tier: 1, ninHash: null, dateOfBirth: '1995-04-12' });
    expect((await checksOf(user.id))[0]).toMatchObject({
      kind: 'nin',
      outcome: 'records_disagree',
      tierAfter: 1,
    });
  });

  it('refuses a record of another person (name) as records_disagree once one number is verified', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    await verifyBvn(ctx, { userId: user.id, number: numbers.adaBvn.replace(/^22/, '21'), ...chiamaka });
    // The NIN's record is ADA OKAFOR, typed as such: the name matches what was typed, not the BVN's holder.
    const error = await refusal(verifyNin(ctx, { userId: user.id, number: numbers.adaNin, ...ada }));
    expect(error.message).toContain('name and date of birth on this NIN');
  });

  it('refuses a name that does not match, keeping none of the record in the customer history', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    const error = await refusal(
      verifyBvn(ctx, {
        userId: user.id,
        number: numbers.musaBvn,
        firstName: 'Ada',
        lastName: 'Okafor',
        consent: true,
      }),
    );
    expect(error).toMatchObject({ kind: 'unprocessable', message: nameMismatchMessage('bvn') });
    expect(error.message).not.toContain('MUSA');
    expect((await identityOf(user.id))?.tier ?? 0).toBe(0);
    const [check] = await checksOf(user.id);
    expect(check).toMatchObject({
      outcome: 'name_mismatch',
      returnedName: null,
      returnedDateOfBirth: null,
      numberLast4: '2244',
    });
  });

  it('refuses someone under 18 and keeps the date of birth, so the account cannot buy', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    const error = await refusal(
      verifyBvn(ctx, {
        userId: user.id,
        number: numbers.underAgeBvn,
        firstName: 'Tobi',
        lastName: 'Adeyemi',
        consent: true,
      }),
    );
    expect(error.kind).toBe('unprocessable');
    expect(error.message).toContain('under 18');
    expect(await identityOf(user.id)).toMatchObject({ tier: 0, dateOfBirth: '2012-06-01', bvnHash: null });
    expect((await checksOf(user.id))[0]).toMatchObject({
      outcome: 'under_age',
      returnedDateOfBirth: '2012-06-01',
    });
  });

  it('keeps an account shown under 18 at tier 0 when an adult’s number is tried next', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    const tobi = { firstName: 'Tobi', lastName: 'Adeyemi', consent: true };
    await refusal(verifyNin(ctx, { userId: user.id, number: numbers.underAgeNin, ...tobi }));
    const error = await refusal(
      verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(9), ...chiamaka }),
    );
    expect(error).toMatchObject({ kind: 'unprocessable', message: UNDER_AGE_STATUS_MESSAGE });
    expect(await identityOf(user.id)).toMatchObject({ tier: 0, bvnHash: null, dateOfBirth: '2012-06-01' });
  });

  it('answers not found and retryable with a check row each, and nothing verified', async () => {
    const { ctx } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    const notFound = await refusal(verifyNin(ctx, { userId: user.id, number: numbers.notFoundNin, ...ada }));
    expect(notFound.kind).toBe('not_found');
    const retry = await refusal(verifyBvn(ctx, { userId: user.id, number: numbers.timeoutBvn, ...ada }));
    expect(retry).toMatchObject({ kind: 'unavailable', message: RETRYABLE_MESSAGE });
    expect((await checksOf(user.id)).map((check) => check.outcome).sort()).toEqual([
      'not_found',
      'retryable',
    ]);
    expect(await identityOf(user.id)).toMatchObject({
      tier: 0,
      bvnHash: null,
      ninHash: null,
      dateOfBirth: null,
    });
  });

  it('treats a record with a garbled date of birth as an answer to ask again for, storing nothing', async () => {
    const provider = fakeIdentityProvider();
    const garbled: typeof provider = {
      ...provider,
      lookupBvn: async (bvn) => {
        const answer = await provider.lookupBvn(bvn);
        return answer.ok ? { ok: true, record: { ...answer.record, dateOfBirth: '14/03/1992' } } : answer;
      },
    };
    const { ctx } = contextWith({ provider: garbled });
    const user = await createTestUser(database, { tier: 0 });
    const error = await refusal(
      verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(10), ...chiamaka }),
    );
    expect(error).toMatchObject({ kind: 'unavailable', message: RETRYABLE_MESSAGE });
    expect(await identityOf(user.id)).toMatchObject({ tier: 0, bvnHash: null, dateOfBirth: null });
    expect((await checksOf(user.id))[0]).toMatchObject({ outcome: 'retryable', returnedName: null });
  });

  it('refuses a number that belongs to another account, saying so, with a check row', async () => {
    const { ctx } = contextWith();
    const holder = await createTestUser(database, { tier: 0 });
    const other = await createTestUser(database, { tier: 0 });
    await verifyBvn(ctx, { userId: holder.id, number: numbers.chiamakaBvn(3), ...chiamaka });
    const error = await refusal(
      verifyBvn(ctx, { userId: other.id, number: numbers.chiamakaBvn(3), ...chiamaka }),
    );
    expect(error).toMatchObject({ kind: 'conflict', message: duplicateMessage('bvn') });
    expect(error.message).toMatch(/already belongs to another ChancePay account.*contact support/);
    expect((await checksOf(other.id))[0]).toMatchObject({ outcome: 'duplicate', tierAfter: 0 });
    expect((await identityOf(other.id))?.bvnHash ?? null).toBeNull();
  });

  it('refuses a second number of a kind already verified without a lookup', async () => {
    const { ctx, provider } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    await verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(4), ...chiamaka });
    const lookups = provider.lookups;
    const error = await refusal(
      verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(5), ...chiamaka }),
    );
    expect(error).toMatchObject({ kind: 'conflict', message: 'Your BVN ending 0004 is already verified.' });
    expect(provider.lookups).toBe(lookups);
  });

  it('refuses without consent, a malformed number, or a vendor, before any lookup', async () => {
    const { ctx, provider } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    const vendor = await createTestVendor(database);
    expect(
      (await refusal(verifyBvn(ctx, { userId: user.id, number: numbers.adaBvn, ...ada, consent: false })))
        .kind,
    ).toBe('invalid');
    expect((await refusal(verifyBvn(ctx, { userId: user.id, number: '2222222222', ...ada }))).kind).toBe(
      'invalid',
    );
    const forVendor = await refusal(
      verifyBvn(ctx, { userId: vendor.user.id, number: numbers.adaBvn, ...ada }),
    );
    expect(forVendor).toMatchObject({ kind: 'forbidden', message: VENDOR_IDENTITY_MESSAGE });
    expect(provider.lookups).toBe(0);
  });

  it('limits lookups per customer per day (each costs a fee and tells whether a number exists)', async () => {
    const { ctx, provider } = contextWith();
    const user = await createTestUser(database, { tier: 0 });
    for (let attempt = 0; attempt < 10; attempt++)
      await refusal(verifyBvn(ctx, { userId: user.id, number: numbers.notFoundBvn, ...ada }));
    const error = await refusal(verifyBvn(ctx, { userId: user.id, number: numbers.adaBvn, ...ada }));
    expect(error.kind).toBe('too_many_requests');
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(provider.lookups).toBe(10);
  });
});

describe('tier listeners', () => {
  it('are called with the tiers in the transaction that raised it', async () => {
    const seen: unknown[] = [];
    const { ctx } = contextWith({
      listeners: [
        async (tx, event) => {
          // Inside the transaction: the raised tier is visible to it before commit.
          const [row] = await tx
            .select()
            .from(customerIdentities)
            .where(eq(customerIdentities.userId, event.userId));
          seen.push({ ...event, tierInTransaction: row?.tier });
        },
      ],
    });
    const user = await createTestUser(database, { tier: 0 });
    await verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(6), ...chiamaka });
    await verifyNin(ctx, { userId: user.id, number: numbers.chiamakaNin(6), ...chiamaka });
    expect(seen).toEqual([
      { userId: user.id, tierBefore: 0, tierAfter: 1, tierInTransaction: 1 },
      { userId: user.id, tierBefore: 1, tierAfter: 2, tierInTransaction: 2 },
    ]);
  });

  it('roll the verification back with them when one fails', async () => {
    const { ctx } = contextWith({
      listeners: [
        async () => {
          throw new Error('the held money could not be released');
        },
      ],
    });
    const user = await createTestUser(database, { tier: 0 });
    await expect(
      verifyBvn(ctx, { userId: user.id, number: numbers.chiamakaBvn(7), ...chiamaka }),
    ).rejects.toThrow('the held money could not be released');
    expect(await identityOf(user.id)).toBeUndefined();
    expect(await checksOf(user.id)).toEqual([]);
  });

  it('are not called when the tier does not rise', async () => {
    let calls = 0;
    const { ctx } = contextWith({ listeners: [async () => void calls++] });
    const user = await createTestUser(database, { tier: 0 });
    await refusal(verifyBvn(ctx, { userId: user.id, number: numbers.notFoundBvn, ...ada }));
    expect(calls).toBe(0);
  });
});

describe(`two accounts racing the same number (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('verifies exactly one; the others are refused as duplicates, each with its check row', async () => {
    const { ctx, provider } = contextWith();
    const racers = await Promise.all(Array.from({ length: 6 }, () => createTestUser(database, { tier: 0 })));
    // Every lookup is held until all have been asked, so all reach the database together.
    const release = provider.holdLookups();
    const attempts = racers.map((racer) =>
      verifyBvn(ctx, { userId: racer.id, number: numbers.chiamakaBvn(8), ...chiamaka }),
    );
    while (provider.lookups < racers.length) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const settled = await Promise.allSettled(attempts);
    const verified = settled.filter((result) => result.status === 'fulfilled');
    const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(verified).toHaveLength(1);
    expect(refused).toHaveLength(racers.length - 1);
    for (const reason of refused)
      expect(reason).toMatchObject({ kind: 'conflict', message: duplicateMessage('bvn') });
    const rows = await database.db
      .select()
      .from(customerIdentities)
      .where(
        eq(
          customerIdentities.bvnHash,
          identityNumberHash(await ctx.numberKey(), 'bvn', numbers.chiamakaBvn(8)),
        ),
      );
    expect(rows).toHaveLength(1);
    const outcomes = (await Promise.all(racers.map((racer) => checksOf(racer.id)))).map((checks) =>
      checks.map((c) => c.outcome),
    );
    expect(outcomes.flat().sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'verified',
    ]);
  });
});
