import { randomInt } from 'node:crypto';
import type { Language } from '@chancepay/shared/i18n/languages';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetCodes, users } from '../../db/schema';
import { messagesIn } from '../../i18n/catalogs';
import type { UserRow } from './accounts';
import { codeMessages } from './codes.messages';
import type { AccountsContext } from './context';
import { AccountError } from './errors';
import { textLanguage } from './language';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { resetPasswordProblem, setResetPassword } from './password-reset';
import { hashPassword, passwordTooShort, PASSWORD_MIN_LENGTH } from './passwords';
import { CODE_LIFETIME_MS, CODE_MAX_TRIES } from './phone-verification';
import { rateLimitRules, type QuotaRule } from './rate-limits';
import { constantTimeEqual, keyedHashHex } from './secrets';
import { waitOf } from './waits';

const say = messagesFrom(accountMessages);

export const RESET_CODE_SENT_MESSAGE = accountMessages.en.resetCodeSent;
/**
 * One answer for every failed code (wrong, expired, used up, or no account with that phone), so checking codes
 * cannot tell a stranger which numbers have an account.
 */
export const RESET_CODE_WRONG_MESSAGE = accountMessages.en.resetCodeWrong;

const tooMany = (seconds: number) =>
  new AccountError('too_many_requests', say('tooManyResetCodes', { wait: waitOf(seconds) }), {
    retryAfterSeconds: seconds,
  });

async function consumeQuota(ctx: AccountsContext, key: string, rule: QuotaRule): Promise<void> {
  const decision = await ctx.limiter.consume(key, rule);
  if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
}

function hashCode(secret: string, codeId: string, code: string): string {
  return keyedHashHex(secret, `reset-code:${codeId}`, code);
}

async function findVerifiedUserByPhone(ctx: AccountsContext, phone: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return user;
}

/**
 * Texts a reset code to `phone` (E.164) when a verified account holds it. The answer is the same either way
 * (as the email reset's, DOMAIN.md), and the lookup and the SMS run after the response so its timing does not
 * tell either. The phone's SMS quota is the sign-up codes' one (3 an hour: SMS costs money), and the address
 * quota is the email reset's. The text is in the account's language, or the request's while it has none.
 */
export async function requestPasswordResetCode(
  ctx: AccountsContext,
  phone: string,
  ipAddress: string,
  requestLanguage?: Language,
): Promise<void> {
  await consumeQuota(ctx, `reset:address:${ipAddress}`, rateLimitRules.resetLinksPerAddress);
  await consumeQuota(ctx, `codes:phone:${phone}`, rateLimitRules.codesPerPhone);
  ctx.runInBackground('password reset code', async () => {
    const user = await findVerifiedUserByPhone(ctx, phone);
    if (!user || user.lockedAt) return;
    const now = ctx.clock();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = crypto.randomUUID();
    await ctx.db.transaction(async (tx) => {
      // A new code replaces the open one: only the latest SMS works.
      await tx
        .update(passwordResetCodes)
        .set({ consumedAt: now })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)));
      await tx.insert(passwordResetCodes).values({
        id,
        userId: user.id,
        phone,
        codeHash: hashCode(ctx.secret, id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      });
    });
    const t = messagesIn(codeMessages, textLanguage(user, requestLanguage));
    await ctx.sms.send({ to: phone, text: t('passwordResetCode', { appName: ctx.appName, code }) });
  });
}

/**
 * Counts one try against the code before comparing, in one conditional statement: parallel guesses each take
 * one of the 5 tries, so at most 5 are ever compared, however many arrive at once.
 */
async function reserveTry(ctx: AccountsContext, codeId: string): Promise<boolean> {
  const [counted] = await ctx.db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, codeId),
        isNull(passwordResetCodes.consumedAt),
        lt(passwordResetCodes.failedAttempts, CODE_MAX_TRIES),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return counted !== undefined;
}

/**
 * Sets a new password with the code texted to the account's verified phone: every device is signed out, open
 * reset codes and links stop working, and the failed-login back-off is forgiven, in one transaction.
 */
export async function resetPasswordWithCode(
  ctx: AccountsContext,
  input: { phone: string; code: string; password: string; ipAddress: string },
): Promise<void> {
  // The shape of the new password is checked first, so a typo in it does not cost a try of the code.
  if ([...input.password].length < PASSWORD_MIN_LENGTH)
    throw new AccountError('invalid', passwordTooShort, { field: 'password' });
  await consumeQuota(ctx, `code-checks:address:${input.ipAddress}`, rateLimitRules.codeChecksPerAddress);
  await consumeQuota(ctx, `reset-code-checks:phone:${input.phone}`, rateLimitRules.codeChecksPerSignUp);
  const wrong = () => new AccountError('invalid', say('resetCodeWrong'), { field: 'code' });
  const now = ctx.clock();
  const user = await findVerifiedUserByPhone(ctx, input.phone);
  if (!user) throw wrong();
  const [latest] = await ctx.db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now || latest.phone !== user.phone) throw wrong();
  if (!(await reserveTry(ctx, latest.id))) throw wrong();
  const matches = [ctx.secret, ...(ctx.previousSecrets ?? [])].some((secret) =>
    constantTimeEqual(hashCode(secret, latest.id, input.code), latest.codeHash),
  );
  if (!matches) throw wrong();
  const problem = resetPasswordProblem(user, input.password);
  if (problem) {
    // The code was right: the person may fix the password without losing a try.
    await ctx.db
      .update(passwordResetCodes)
      .set({ failedAttempts: sql`greatest(${passwordResetCodes.failedAttempts} - 1, 0)` })
      .where(eq(passwordResetCodes.id, latest.id));
    throw new AccountError('invalid', problem, { field: 'password' });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetCodes)
      .set({ consumedAt: now })
      .where(and(eq(passwordResetCodes.id, latest.id), isNull(passwordResetCodes.consumedAt)))
      .returning({ id: passwordResetCodes.id });
    // Two submissions of the same code race: only the first one changes the password.
    if (!spent) throw wrong();
    await setResetPassword(tx, user.id, passwordHash, now);
  });
  await ctx.limiter.clear(`login:account:${user.id}`);
}
