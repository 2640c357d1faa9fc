import { and, eq, ne } from 'drizzle-orm';
import { isCalendarDate, isWalletTier, type IdentityNumberKind, type WalletTier } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { customerIdentities, identityChecks, users, type IdentityCheckOutcome } from '../../db/schema';
import type { PersonLookup, PersonRecord } from '../../providers/identity/types';
import { isUniqueViolation } from '../users/accounts';
import { rateLimitRules } from '../users/rate-limits';
import type { IdentityContext } from './context';
import { IdentityError, type IdentityErrorKind } from './errors';
import { localized, messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { identityMessages } from './identity.messages';
import { identityWords } from './messages';
import { names, verifiedNumberColumns } from './names-of-kind';
import { recordFullName, recordsAgree, typedNameMatches } from './names';
import { identityNumberHash, lastFourDigits } from './number-hash';
import { notifyTierRaised, type TierTransaction } from './tier-events';
import { isAdult, tierOf } from './tiers';

/**
 * Verifying a BVN or a NIN (issue #21 item 3, DOMAIN.md "Identity and wallet tiers"). The provider is called
 * outside any transaction (a 10 s lookup must not hold a lock); then one transaction locks the customer's
 * customer_identities row, writes the identity_checks row whatever the outcome, and on success stores the
 * number's keyed hash and last four digits, the record's name and date of birth, and the tier derived again.
 */

export interface VerifyNumberInput {
  userId: string;
  number: string;
  firstName: string;
  lastName: string;
  /** The customer ticked the consent line: we may look the number up (NDPA 2023 lawful basis). */
  consent: boolean;
}

export interface VerifiedNumber {
  kind: IdentityNumberKind;
  tierBefore: WalletTier;
  tierAfter: WalletTier;
  /** The name the record returned, shown back to the customer ("ADA OKAFOR"). */
  returnedName: string;
}

type Decision =
  | { outcome: 'verified'; record: PersonRecord }
  | {
      outcome: Exclude<IdentityCheckOutcome, 'verified'>;
      record: PersonRecord | null;
      message: LocalizedMessage;
    };

const say = messagesFrom(identityMessages);

export function verifyBvn(ctx: IdentityContext, input: VerifyNumberInput): Promise<VerifiedNumber> {
  return verifyIdentityNumber(ctx, 'bvn', input);
}

export function verifyNin(ctx: IdentityContext, input: VerifyNumberInput): Promise<VerifiedNumber> {
  return verifyIdentityNumber(ctx, 'nin', input);
}

export async function verifyIdentityNumber(
  ctx: IdentityContext,
  kind: IdentityNumberKind,
  input: VerifyNumberInput,
): Promise<VerifiedNumber> {
  if (input.consent !== true)
    throw new IdentityError('invalid', identityWords.consent(kind), { field: 'consent' });
  if (!/^\d{11}$/.test(input.number))
    throw new IdentityError('invalid', identityWords.digits(kind), { field: 'number' });
  await requireCustomer(ctx.db, input.userId);
  // Cheap answers first, before a lookup that costs a fee.
  const [current] = await ctx.db
    .select()
    .from(customerIdentities)
    .where(eq(customerIdentities.userId, input.userId));
  const verifiedLast4 = current?.[names[kind].last4];
  if (current?.[names[kind].verifiedAt] && verifiedLast4)
    throw new IdentityError('conflict', identityWords.alreadyVerified(kind, verifiedLast4));
  const quota = await ctx.limiter.count(
    `identity-lookup:user:${input.userId}`,
    rateLimitRules.identityLookupsPerUser,
  );
  if (!quota.allowed)
    throw new IdentityError('too_many_requests', say('tooManyLookups'), {
      retryAfterSeconds: quota.retryAfterSeconds,
    });

  const hash = identityNumberHash(await ctx.numberKey(), kind, input.number);
  const lookup =
    kind === 'bvn' ? await ctx.provider.lookupBvn(input.number) : await ctx.provider.lookupNin(input.number);
  const last4 = lastFourDigits(input.number);
  let result: { decision: Decision; tierBefore: WalletTier; tierAfter: WalletTier };
  try {
    result = await ctx.db.transaction((tx) => decideAndRecord(ctx, tx, kind, input, { hash, last4, lookup }));
  } catch (error) {
    // Two accounts verifying the same number at once: both passed the duplicate check before either committed,
    // and the unique index let one through. The other is a duplicate like any other, recorded as one.
    if (!isUniqueViolation(error)) throw error;
    result = await ctx.db.transaction(async (tx) => {
      const tier = await lockedTier(tx, input.userId);
      const decision: Decision = {
        outcome: 'duplicate',
        record: lookup.ok ? lookup.record : null,
        message: identityWords.duplicate(kind),
      };
      await recordCheck(ctx, tx, kind, input.userId, last4, lookup, decision, tier, tier);
      return { decision, tierBefore: tier, tierAfter: tier };
    });
  }
  const { decision } = result;
  if (decision.outcome !== 'verified') throw refusalFor(decision);
  return {
    kind,
    tierBefore: result.tierBefore,
    tierAfter: result.tierAfter,
    returnedName: recordFullName(decision.record),
  };
}

async function requireCustomer(db: Executor, userId: string): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new IdentityError('not_found', say('accountNotFound'));
  if (user.role !== 'customer') throw new IdentityError('forbidden', say('vendorsByBusiness'));
}

const refusalKinds: Partial<Record<IdentityCheckOutcome, IdentityErrorKind>> = {
  not_found: 'not_found',
  retryable: 'unavailable',
  duplicate: 'conflict',
};

function refusalFor(decision: Exclude<Decision, { outcome: 'verified' }>): IdentityError {
  // Name mismatch, under age and records that disagree: the number exists, the request cannot be carried out.
  const kind = refusalKinds[decision.outcome] ?? 'unprocessable';
  return new IdentityError(kind, decision.message, {
    ...(decision.outcome === 'name_mismatch' ? { field: 'last_name' } : {}),
    ...(decision.outcome === 'not_found' ? { field: 'number' } : {}),
  });
}

/** The customer's row, made if missing and locked: every change to a customer's identity goes through it. */
export async function lockIdentityRow(tx: Executor, userId: string) {
  await tx.insert(customerIdentities).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(customerIdentities)
    .where(eq(customerIdentities.userId, userId))
    .for('update');
  return row!;
}

async function lockedTier(tx: Executor, userId: string): Promise<WalletTier> {
  const row = await lockIdentityRow(tx, userId);
  return isWalletTier(row.tier) ? row.tier : 0;
}

async function decideAndRecord(
  ctx: IdentityContext,
  tx: TierTransaction,
  kind: IdentityNumberKind,
  input: VerifyNumberInput,
  checked: { hash: string; last4: string; lookup: PersonLookup },
) {
  const now = ctx.clock();
  const row = await lockIdentityRow(tx, input.userId);
  const tierBefore: WalletTier = isWalletTier(row.tier) ? row.tier : 0;
  const other = kind === 'bvn' ? 'nin' : 'bvn';
  const own = names[kind];
  if (row[own.verifiedAt] && row[own.last4])
    throw new IdentityError('conflict', identityWords.alreadyVerified(kind, row[own.last4]!));
  const decision = await decide(tx, kind, input, checked, {
    otherVerified: row[names[other].verifiedAt] !== null,
    keptName: row.verifiedName,
    keptDateOfBirth: row.dateOfBirth,
    now,
  });
  let tierAfter = tierBefore;
  if (decision.outcome === 'verified') {
    const facts = {
      dateOfBirth: row.dateOfBirth ?? decision.record.dateOfBirth,
      bvnVerifiedAt: kind === 'bvn' ? now : row.bvnVerifiedAt,
      ninVerifiedAt: kind === 'nin' ? now : row.ninVerifiedAt,
      addressVerifiedAt: row.addressVerifiedAt,
    };
    tierAfter = tierOf(facts, now);
    await tx
      .update(customerIdentities)
      .set({
        ...verifiedNumberColumns(kind, checked.hash, checked.last4, now),
        dateOfBirth: facts.dateOfBirth,
        verifiedName: row.verifiedName ?? recordFullName(decision.record),
        tier: tierAfter,
        updatedAt: now,
      })
      .where(eq(customerIdentities.userId, input.userId));
  } else if (decision.outcome === 'under_age' && row.dateOfBirth === null && decision.record) {
    // Kept so that the account cannot buy (DOMAIN.md: "Under 18: refused, and the account cannot buy"): the
    // wallet-limits module reads customer_identities.date_of_birth, and a date of birth under 18 refuses a
    // purchase. The record's name matched what the customer typed, so it is their own date of birth.
    await tx
      .update(customerIdentities)
      .set({ dateOfBirth: decision.record.dateOfBirth, updatedAt: now })
      .where(eq(customerIdentities.userId, input.userId));
  }
  await recordCheck(
    ctx,
    tx,
    kind,
    input.userId,
    checked.last4,
    checked.lookup,
    decision,
    tierBefore,
    tierAfter,
  );
  await notifyTierRaised(tx, ctx.onTierRaised, { userId: input.userId, tierBefore, tierAfter });
  return { decision, tierBefore, tierAfter };
}

/**
 * The outcome, in this order: what the provider said; whether the name is the customer's (before anything
 * else about the record is revealed, so a stranger's number teaches nothing); agreement with the other record;
 * age; and only then whether another account holds the number, so a duplicate is reported only to someone who
 * knows the holder's name.
 */
async function decide(
  tx: Executor,
  kind: IdentityNumberKind,
  input: VerifyNumberInput,
  checked: { hash: string; lookup: PersonLookup },
  state: { otherVerified: boolean; keptName: string | null; keptDateOfBirth: string | null; now: Date },
): Promise<Decision> {
  const { lookup } = checked;
  if (!lookup.ok) {
    if (lookup.reason === 'retryable')
      return { outcome: 'retryable', record: null, message: say('retryable') };
    return { outcome: 'not_found', record: null, message: identityWords.notFound(kind) };
  }
  const record = lookup.record;
  // A date the provider garbled teaches nothing and must not reach the date column: ask again later.
  if (!isCalendarDate(record.dateOfBirth))
    return { outcome: 'retryable', record: null, message: say('retryable') };
  if (!typedNameMatches(input, record))
    return { outcome: 'name_mismatch', record, message: identityWords.nameMismatch(kind) };
  if (state.otherVerified && state.keptName && state.keptDateOfBirth) {
    const sameBirth = state.keptDateOfBirth === record.dateOfBirth;
    const sameName = recordsAgree({ fullName: state.keptName, dateOfBirth: record.dateOfBirth }, record);
    if (!sameBirth || !sameName) {
      const what = !sameName && !sameBirth ? 'name and date of birth' : sameName ? 'date of birth' : 'name';
      return { outcome: 'records_disagree', record, message: identityWords.recordsDisagree(kind, what) };
    }
  }
  if (!isAdult(record.dateOfBirth, state.now))
    return { outcome: 'under_age', record, message: identityWords.underAge(kind) };
  // An earlier record of this customer showed them under 18: another (adult) person's number, typed with that
  // person's name, does not make the account an adult's.
  if (state.keptDateOfBirth && !isAdult(state.keptDateOfBirth, state.now))
    return { outcome: 'under_age', record, message: localized(identityMessages, 'underAgeStatus') };
  const column = customerIdentities[names[kind].hash];
  const [holder] = await tx
    .select({ userId: customerIdentities.userId })
    .from(customerIdentities)
    .where(and(eq(column, checked.hash), ne(customerIdentities.userId, input.userId)));
  if (holder) return { outcome: 'duplicate', record, message: identityWords.duplicate(kind) };
  return { outcome: 'verified', record };
}

async function recordCheck(
  ctx: IdentityContext,
  tx: Executor,
  kind: IdentityNumberKind,
  userId: string,
  last4: string,
  lookup: PersonLookup,
  decision: Decision,
  tierBefore: WalletTier,
  tierAfter: WalletTier,
): Promise<void> {
  // A record whose name did not match may be a stranger's: its name and date of birth are not kept with this
  // customer's history (the provider's reference is, as evidence of the lookup).
  const ownRecord = decision.record !== null && decision.outcome !== 'name_mismatch' ? decision.record : null;
  await tx.insert(identityChecks).values({
    userId,
    kind,
    outcome: decision.outcome,
    provider: ctx.provider.name,
    providerReference: lookup.ok ? lookup.record.reference : null,
    numberLast4: last4,
    returnedName: ownRecord ? recordFullName(ownRecord) : null,
    returnedDateOfBirth: ownRecord?.dateOfBirth ?? null,
    reason: decision.outcome === 'verified' ? null : decision.message.english,
    tierBefore,
    tierAfter,
    createdAt: ctx.clock(),
  });
}
