import { maskPhone } from '@chancepay/shared';
import type { Language } from '@chancepay/shared/i18n/languages';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { TRANSACTION_PIN_MAX_TRIES, transactionPins } from '../../db/schema';
import { messagesIn } from '../../i18n/catalogs';
import { findUserById } from './accounts';
import { codeMessages } from './codes.messages';
import type { AccountsContext } from './context';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { AccountError } from './errors';
import { textLanguage } from './language';
import { hashPassword } from './passwords';
import {
  CODE_LIFETIME_MS,
  consumePhoneCodeQuota,
  newOneTimeCode,
  textOneTimeCode,
  wrongCodeMessage,
} from './phone-verification';
import { constantTimeEqual, keyedHashHex } from './secrets';
import { assertUsablePin, confirmAccountPassword } from './transaction-pin';
import { transactionPinMessages } from './transaction-pin.messages';

const say = messagesFrom(accountMessages);
const sayPin = messagesFrom(transactionPinMessages);

/**
 * "Forgot PIN" (issues #24, #27): the only way out of a locked PIN is a one-time code texted to the verified
 * phone, then a new PIN with the password typed again (a thief holding the unlocked phone also gets the
 * text; the password is what they lack). The code follows the sign-up code's rules: 6 digits, 10 minutes,
 * 5 tries counted before the comparison, and the phone's quota of 3 codes an hour shared with sign-up codes.
 */

export const PIN_RESET_NO_PIN_MESSAGE = transactionPinMessages.en.resetWithoutPin;

function codeHashFor(secret: string, userId: string, code: string): string {
  return keyedHashHex(secret, `transaction-pin-reset:${userId}`, code);
}

async function verifiedPhoneOf(ctx: AccountsContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AccountError('unauthorized', say('notSignedIn'));
  if (!user.phone || !user.phoneVerifiedAt) throw new AccountError('invalid', sayPin('verifyPhoneFirst'));
  return { user, phone: user.phone };
}

/**
 * Texts a reset code to the verified phone; an earlier code stops working. In the account's language, or the
 * request's while it has none.
 */
export async function sendTransactionPinResetCode(
  ctx: AccountsContext,
  userId: string,
  requestLanguage?: Language,
): Promise<{ maskedPhone: string }> {
  const { user, phone } = await verifiedPhoneOf(ctx, userId);
  const [pin] = await ctx.db
    .select({ userId: transactionPins.userId })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId));
  if (!pin) throw new AccountError('conflict', sayPin('resetWithoutPin'));
  await consumePhoneCodeQuota(ctx, phone);
  const code = newOneTimeCode();
  const now = ctx.clock();
  await ctx.db
    .update(transactionPins)
    .set({
      resetCodeHash: codeHashFor(ctx.secret, userId, code),
      resetCodeExpiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      resetCodeFailedAttempts: 0,
    })
    .where(eq(transactionPins.userId, userId));
  const t = messagesIn(codeMessages, textLanguage(user, requestLanguage));
  await textOneTimeCode(ctx, phone, t('transactionPinResetCode', { appName: ctx.appName, code }));
  return { maskedPhone: maskPhone(phone) };
}

/** Sets a new PIN with the texted code and the password; the PIN is unlocked and its count starts again. */
export async function resetTransactionPin(
  ctx: AccountsContext,
  input: { userId: string; code: string; newPin: string; password: string },
): Promise<void> {
  const { user } = await verifiedPhoneOf(ctx, input.userId);
  assertUsablePin(user, input.newPin);
  await confirmAccountPassword(ctx, user, input.password);
  const now = ctx.clock();
  const codeIsLive = and(
    eq(transactionPins.userId, user.id),
    isNotNull(transactionPins.resetCodeHash),
    gt(transactionPins.resetCodeExpiresAt, now),
  );
  // The try is counted before the comparison, in one statement: parallel guesses share the code's 5 tries.
  const [counted] = await ctx.db
    .update(transactionPins)
    .set({ resetCodeFailedAttempts: sql`${transactionPins.resetCodeFailedAttempts} + 1` })
    .where(and(codeIsLive, lt(transactionPins.resetCodeFailedAttempts, TRANSACTION_PIN_MAX_TRIES)))
    .returning({
      resetCodeHash: transactionPins.resetCodeHash,
      resetCodeFailedAttempts: transactionPins.resetCodeFailedAttempts,
    });
  if (!counted) {
    const [live] = await ctx.db
      .select({ userId: transactionPins.userId })
      .from(transactionPins)
      .where(codeIsLive);
    throw new AccountError('invalid', live ? say('codeUsedUp') : say('codeExpired'), {
      field: 'code',
    });
  }
  const secrets = [ctx.secret, ...(ctx.previousSecrets ?? [])];
  const matches = secrets.some((secret) =>
    constantTimeEqual(codeHashFor(secret, user.id, input.code), counted.resetCodeHash!),
  );
  if (!matches) {
    const left = TRANSACTION_PIN_MAX_TRIES - counted.resetCodeFailedAttempts;
    throw new AccountError('invalid', wrongCodeMessage(left), { field: 'code' });
  }
  const pinHash = await hashPassword(input.newPin);
  // Only the code that was checked is used up: a second request with the same code finds none.
  const [reset] = await ctx.db
    .update(transactionPins)
    .set({
      pinHash,
      setAt: now,
      failedAttempts: 0,
      resetCodeHash: null,
      resetCodeExpiresAt: null,
      resetCodeFailedAttempts: 0,
    })
    .where(and(codeIsLive, eq(transactionPins.resetCodeHash, counted.resetCodeHash!)))
    .returning({ userId: transactionPins.userId });
  if (!reset) throw new AccountError('invalid', say('codeExpired'), { field: 'code' });
}
