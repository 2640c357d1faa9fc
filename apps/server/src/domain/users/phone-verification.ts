import { maskPhone } from '@chancepay/shared';
import type { Language } from '@chancepay/shared/i18n/languages';
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { phoneVerificationCodes, users } from '../../db/schema';
import { messagesIn } from '../../i18n/catalogs';
import { SmsRefusedError, SmsUnavailableError } from '../../providers/sms';
import { findUserById, type UserRow } from './accounts';
import type { AccountsContext } from './context';
import { codeMessages } from './codes.messages';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { AccountError } from './errors';
import { textLanguage } from './language';
import { rateLimitRules } from './rate-limits';
import { claimPhoneWalletInto } from './wallet';
import { constantTimeEqual, keyedHashHex } from './secrets';
import { waitOf } from './waits';

const say = messagesFrom(accountMessages);

export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

export const CODE_EXPIRED_MESSAGE = accountMessages.en.codeExpired;
export const CODE_USED_UP_MESSAGE = accountMessages.en.codeUsedUp;
export const ALREADY_VERIFIED_MESSAGE = accountMessages.en.phoneAlreadyVerified;

/** "That code is not right" with the tries left, or "used up" when none are. */
export function wrongCodeMessage(triesLeft: number) {
  if (triesLeft <= 0) return say('codeUsedUp');
  return triesLeft === 1 ? say('codeWrongOneTryLeft') : say('codeWrongTriesLeft', { count: triesLeft });
}

function hashCode(ctx: AccountsContext, codeId: string, code: string, secret = ctx.secret): string {
  return keyedHashHex(secret, `phone-code:${codeId}`, code);
}

/** A code sent before a JWT_SECRET rotation was hashed with the previous secret. */
function codeMatches(ctx: AccountsContext, codeId: string, code: string, codeHash: string): boolean {
  return [ctx.secret, ...(ctx.previousSecrets ?? [])].some((secret) =>
    constantTimeEqual(hashCode(ctx, codeId, code, secret), codeHash),
  );
}

/** A fresh 6-digit one-time code from the CSPRNG. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Counts one code against the phone's quota (3 an hour, whatever the code is for: sign-up or a PIN reset), so
 * texting codes cannot be used to run up the SMS bill or flood a phone (API4:2023).
 */
export async function consumePhoneCodeQuota(ctx: AccountsContext, phone: string): Promise<void> {
  const quota = await ctx.limiter.consume(`codes:phone:${phone}`, rateLimitRules.codesPerPhone);
  if (!quota.allowed) {
    throw new AccountError(
      'too_many_requests',
      say('tooManyCodes', { wait: waitOf(quota.retryAfterSeconds) }),
      { retryAfterSeconds: quota.retryAfterSeconds },
    );
  }
}

/** Texts a one-time code, turning the provider's refusals into messages the person can act on. */
export async function textOneTimeCode(ctx: AccountsContext, phone: string, text: string): Promise<void> {
  try {
    await ctx.sms.send({ to: phone, text });
  } catch (error) {
    if (error instanceof SmsUnavailableError) throw new AccountError('unavailable', say('smsUnavailable'));
    // A provider refused the number itself (not a mobile line, blacklisted): the person can fix that.
    if (error instanceof SmsRefusedError)
      throw new AccountError('invalid', say('smsRefused'), { field: 'phone_number' });
    throw error;
  }
}

/**
 * Texts a fresh 6-digit code to the account's phone; earlier codes stop working. At most 3 an hour. In the
 * account's language, or the request's (`requestLanguage`) while the account has chosen none.
 */
export async function sendPhoneCode(
  ctx: AccountsContext,
  user: UserRow,
  requestLanguage?: Language,
): Promise<{ maskedPhone: string }> {
  if (user.phoneVerifiedAt) throw new AccountError('conflict', say('phoneAlreadyVerified'));
  const phone = user.phone;
  if (!phone) throw new AccountError('invalid', say('noPhone'));
  await consumePhoneCodeQuota(ctx, phone);
  const now = ctx.clock();
  const code = newOneTimeCode();
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(phoneVerificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(phoneVerificationCodes.userId, user.id), isNull(phoneVerificationCodes.consumedAt)));
    await tx.insert(phoneVerificationCodes).values({
      id,
      userId: user.id,
      phone,
      codeHash: hashCode(ctx, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  const t = messagesIn(codeMessages, textLanguage(user, requestLanguage));
  await textOneTimeCode(ctx, phone, t('phoneCode', { appName: ctx.appName, code }));
  return { maskedPhone: maskPhone(phone) };
}

export interface PhoneVerified {
  user: UserRow;
}

/**
 * Checks a code: 5 tries, 10 minutes. On success the phone is the account's for good, and any money won by
 * that number before sign-up moves into the wallet (DOMAIN.md "Anonymous buyers"), in one transaction.
 */
export async function verifyPhoneCode(
  ctx: AccountsContext,
  userId: string,
  code: string,
): Promise<{ user: UserRow; claimedKobo: number; claimedWonKobo: number; waitingKobo: number }> {
  const now = ctx.clock();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AccountError('unauthorized', say('signUpExpired'));
  if (user.phoneVerifiedAt) throw new AccountError('conflict', say('phoneAlreadyVerified'));
  const [latest] = await ctx.db
    .select()
    .from(phoneVerificationCodes)
    .where(and(eq(phoneVerificationCodes.userId, userId), isNull(phoneVerificationCodes.consumedAt)))
    .orderBy(desc(phoneVerificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now || latest.phone !== user.phone)
    throw new AccountError('invalid', say('codeExpired'), { field: 'code' });
  // Count this try before comparing, in one conditional statement: parallel guesses each take one of the 5
  // tries (a read-then-write count let 100 parallel guesses through as 10 tries).
  const [counted] = await ctx.db
    .update(phoneVerificationCodes)
    .set({ failedAttempts: sql`${phoneVerificationCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(phoneVerificationCodes.id, latest.id),
        isNull(phoneVerificationCodes.consumedAt),
        lt(phoneVerificationCodes.failedAttempts, CODE_MAX_TRIES),
      ),
    )
    .returning({ failedAttempts: phoneVerificationCodes.failedAttempts });
  if (!counted) throw new AccountError('invalid', say('codeUsedUp'), { field: 'code' });
  if (!codeMatches(ctx, latest.id, code, latest.codeHash)) {
    const left = CODE_MAX_TRIES - counted.failedAttempts;
    throw new AccountError('invalid', wrongCodeMessage(left), { field: 'code' });
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(phoneVerificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(phoneVerificationCodes.id, latest.id), isNull(phoneVerificationCodes.consumedAt)))
        .returning({ id: phoneVerificationCodes.id });
      if (!consumed) throw new AccountError('invalid', say('codeExpired'), { field: 'code' });
      const [verified] = await tx
        .update(users)
        .set({ phoneVerifiedAt: now })
        .where(eq(users.id, userId))
        .returning();
      const claim = await claimPhoneWalletInto(tx, { phone: latest.phone, customerId: userId });
      return {
        user: verified!,
        claimedKobo: claim.movedKobo,
        claimedWonKobo: claim.wonKobo,
        waitingKobo: claim.waitingKobo,
      };
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505')
      throw new AccountError('conflict', say('phoneTaken'), { field: 'phone' });
    throw error;
  }
}
