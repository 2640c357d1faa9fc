import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffMembers, staffRecoveryCodes } from '../../db/schema';
import { AccountError, keyedHashHex, rateLimitRules, type AccountsContext } from '../users';
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

function recoveryCodeHash(secret: string, code: string): string {
  return keyedHashHex(secret, 'staff-recovery-code', code.trim().toLowerCase().replace(/\s+/g, ''));
}

/** Replaces a staff member's recovery codes with ten new ones, returned once in clear. */
export async function replaceRecoveryCodes(
  db: Executor,
  secret: string,
  staffId: string,
  now: Date,
): Promise<string[]> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: recoveryCodeHash(secret, code), createdAt: now })));
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

/**
 * Checks a TOTP code (each time step accepted once, so a code seen over a shoulder cannot be replayed) or an
 * unused recovery code (then spent), under a per-person failure back-off. Throws an AccountError.
 */
export async function verifySecondFactor(
  ctx: AccountsContext,
  staffId: string,
  factor: SecondFactor,
): Promise<'totp' | 'recovery_code'> {
  const key = `staff-mfa:${staffId}`;
  const rule = rateLimitRules.loginFailuresPerAccount;
  const decision = await ctx.limiter.check(key, rule);
  if (!decision.allowed)
    throw new AccountError(
      'too_many_requests',
      `Too many wrong codes. Try again in ${Math.ceil(decision.retryAfterSeconds / 60)} minute(s).`,
      { retryAfterSeconds: decision.retryAfterSeconds },
    );
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
        await ctx.limiter.clear(key);
        return 'totp';
      }
    }
    await ctx.limiter.recordFailure(key, rule);
    throw new AccountError('unauthorized', WRONG_CODE_MESSAGE, { field: 'code' });
  }
  if (factor.recoveryCode) {
    const [spent] = await ctx.db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, recoveryCodeHash(ctx.secret, factor.recoveryCode)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (spent) {
      await ctx.limiter.clear(key);
      return 'recovery_code';
    }
    await ctx.limiter.recordFailure(key, rule);
    throw new AccountError('unauthorized', WRONG_RECOVERY_CODE_MESSAGE, { field: 'recovery_code' });
  }
  throw new AccountError('invalid', CODE_REQUIRED_MESSAGE, { field: 'code' });
}
