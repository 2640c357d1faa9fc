import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffMembers, staffRecoveryCodes } from '../../db/schema';
import { AccountError, keyedHashHex, rateLimitRules, type AccountsContext } from '../users';
import { CHALLENGE_EXPIRED_MESSAGE, claimChallengeTry, spendChallenge } from './challenge';
import { RECOVERY_CODE_PEPPER, serverKey } from './server-keys';
import { totpStep } from './totp';

export const RECOVERY_CODE_COUNT = 10;
export const WRONG_CODE_MESSAGE =
  'That code is not correct. Enter the current code from your authenticator app.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'That recovery code is not correct or has been used.';
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx` from a 31-letter alphabet: about 49 bits, typed once, never reused. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** The secrets the recovery codes' pepper may be wrapped under: JWT_SECRET first, then the previous one. */
export interface RecoveryCodeKeys {
  secret: string;
  previousSecrets?: readonly string[] | undefined;
}

function secretsOf(keys: RecoveryCodeKeys): string[] {
  return [keys.secret, ...(keys.previousSecrets ?? [])];
}

function normalisedRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, '');
}

/**
 * Recovery codes are keyed with a pepper of their own (finding 9), not with JWT_SECRET: rotating the signing
 * secret must not lock out a staff member whose phone is lost.
 */
async function recoveryCodePepper(db: Executor, keys: RecoveryCodeKeys, now: Date): Promise<string> {
  return serverKey(db, RECOVERY_CODE_PEPPER, secretsOf(keys), now);
}

function recoveryCodeHash(key: string, code: string): string {
  return keyedHashHex(key, 'staff-recovery-code', normalisedRecoveryCode(code));
}

/** The hashes a typed code may be stored under: the pepper's, and those of codes issued before it existed. */
async function recoveryCodeHashes(db: Executor, keys: RecoveryCodeKeys, code: string, now: Date) {
  const pepper = await recoveryCodePepper(db, keys, now);
  return [pepper, ...secretsOf(keys)].map((key) => recoveryCodeHash(key, code));
}

/** Replaces a staff member's recovery codes with ten new ones, returned once in clear. */
export async function replaceRecoveryCodes(
  db: Executor,
  keys: RecoveryCodeKeys,
  staffId: string,
  now: Date,
): Promise<string[]> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const pepper = await recoveryCodePepper(db, keys, now);
  const hashes = codes.map((code) => recoveryCodeHash(pepper, code));
  await db
    .insert(staffRecoveryCodes)
    .values(hashes.map((codeHash) => ({ staffId, codeHash, createdAt: now })));
  return codes;
}

export async function unusedRecoveryCodeCount(db: Executor, staffId: string): Promise<number> {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

export interface SecondFactorAttempt {
  /** The caller's address: one machine cannot spread its guesses over many staff members. */
  ipAddress: string;
  /** At sign-in, the challenge the code is for: each code is counted against it, a good one spends it. */
  challengeId?: string | undefined;
}

function tooManyWrongCodes(retryAfterSeconds: number): AccountError {
  return new AccountError(
    'too_many_requests',
    `Too many wrong codes. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    { retryAfterSeconds },
  );
}

/**
 * Counts the attempt as a failure (per person, per address and, at sign-in, against the challenge) before
 * the code is looked at, and returns what undoes it on success. So however many codes arrive at once, at most
 * the free failures are ever checked (finding 1); the customers' `checkPassword` works the same way.
 */
async function reserveCodeAttempt(ctx: AccountsContext, staffId: string, attempt: SecondFactorAttempt) {
  const personKey = `staff-mfa:${staffId}`;
  const addressKey = `staff-mfa:address:${attempt.ipAddress}`;
  const person = await ctx.limiter.reserveFailure(personKey, rateLimitRules.loginFailuresPerAccount);
  if (!person.allowed) throw tooManyWrongCodes(person.retryAfterSeconds);
  const address = await ctx.limiter.reserveFailure(addressKey, rateLimitRules.loginFailuresPerAddress);
  if (!address.allowed) {
    // This attempt never ran: it must not use up one of the person's free failures.
    await ctx.limiter.releaseFailure(personKey);
    throw tooManyWrongCodes(address.retryAfterSeconds);
  }
  if (attempt.challengeId && !(await claimChallengeTry(ctx.db, attempt.challengeId, ctx.clock()))) {
    await ctx.limiter.releaseFailure(personKey);
    await ctx.limiter.releaseFailure(addressKey);
    throw new AccountError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
  }
  return {
    /** The owner got in: their back-off is forgiven; the address gets this attempt back, not its others. */
    async succeeded() {
      if (attempt.challengeId && !(await spendChallenge(ctx.db, attempt.challengeId, ctx.clock())))
        // Another good code spent this challenge a moment ago: one password entry, one session.
        throw new AccountError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
      await ctx.limiter.clear(personKey);
      await ctx.limiter.releaseFailure(addressKey);
    },
  };
}

/**
 * Checks a TOTP code (each time step accepted once, so a code seen over a shoulder cannot be replayed) or an
 * unused recovery code (then spent), under a per-person and per-address failure back-off counted before the
 * check. Throws an AccountError.
 */
export async function verifySecondFactor(
  ctx: AccountsContext,
  staffId: string,
  factor: SecondFactor,
  attempt: SecondFactorAttempt,
): Promise<'totp' | 'recovery_code'> {
  if (!factor.code && !factor.recoveryCode)
    throw new AccountError('invalid', CODE_REQUIRED_MESSAGE, { field: 'code' });
  const reservation = await reserveCodeAttempt(ctx, staffId, attempt);
  const now = ctx.clock();
  if (factor.code) {
    const [member] = await ctx.db
      .select({ secret: staffMembers.totpSecret })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId));
    const step = member?.secret ? totpStep(member.secret, factor.code.trim(), now) : undefined;
    if (step !== undefined) {
      const [accepted] = await ctx.db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, staffId),
            or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
          ),
        )
        .returning({ id: staffMembers.id });
      if (accepted) {
        await reservation.succeeded();
        return 'totp';
      }
    }
    throw new AccountError('unauthorized', WRONG_CODE_MESSAGE, { field: 'code' });
  }
  const hashes = await recoveryCodeHashes(ctx.db, ctx, factor.recoveryCode!, now);
  const [spent] = await ctx.db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        inArray(staffRecoveryCodes.codeHash, hashes),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  if (spent) {
    await reservation.succeeded();
    return 'recovery_code';
  }
  throw new AccountError('unauthorized', WRONG_RECOVERY_CODE_MESSAGE, { field: 'recovery_code' });
}
