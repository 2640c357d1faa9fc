import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { UserRow } from './accounts';
import type { AccountsContext } from './context';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { AccountError } from './errors';
import { hashPassword, passwordRuleBroken } from './passwords';
import { rateLimitRules } from './rate-limits';
import { waitOf } from './waits';
import { randomToken, sha256Hex } from './secrets';
import { revokeAllSessions } from './sessions';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;
const say = messagesFrom(accountMessages);

export const RESET_LINK_INVALID_MESSAGE = accountMessages.en.resetLinkInvalid;
export const RESET_LINK_SENT_MESSAGE = accountMessages.en.resetLinkSent;

/**
 * Sends a reset link when an account uses `email`. The caller's answer is the same either way (DOMAIN.md),
 * and the lookup and mail run after the response so its timing does not tell either.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  email: string,
  ipAddress: string,
): Promise<void> {
  for (const [key, rule] of [
    [`reset:email:${email.toLowerCase()}`, rateLimitRules.resetLinksPerEmail],
    [`reset:address:${ipAddress}`, rateLimitRules.resetLinksPerAddress],
  ] as const) {
    const decision = await ctx.limiter.consume(key, rule);
    if (!decision.allowed) {
      throw new AccountError(
        'too_many_requests',
        say('tooManyResetLinks', { wait: waitOf(decision.retryAfterSeconds) }),
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    }
  }
  ctx.runInBackground('password reset mail', async () => {
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    // A closed account gets no link: its owner asked us to stop, and no password may open it again.
    if (!user || user.closedAt) return;
    const token = randomToken();
    const now = ctx.clock();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send({
      to: user.email,
      subject: `Reset your ${ctx.appName} password`,
      text: [
        `Hello ${user.displayName},`,
        '',
        `Someone (we hope you) asked to reset the password of your ${ctx.appName} account. Open this link to choose a new one:`,
        '',
        link,
        '',
        'The link works once, within 30 minutes.',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ].join('\n'),
    });
  });
}

async function findUsableToken(ctx: AccountsContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, ctx.clock()),
      ),
    );
  return row;
}

export async function isResetTokenValid(ctx: AccountsContext, token: string): Promise<boolean> {
  return (await findUsableToken(ctx, token)) !== undefined;
}

/** What is wrong with a new password for this account (too short, too common, its own name, email or phone). */
export function resetPasswordProblem(user: UserRow, password: string) {
  return passwordRuleBroken(password, {
    username: user.username,
    email: user.email,
    phone: user.phone ?? undefined,
  });
}

/**
 * The reset's last step, in the caller's transaction once its link or code is spent: the new password, every
 * other open reset link of the account spent, every device signed out.
 */
export async function setResetPassword(tx: Executor, userId: string, passwordHash: string, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
  await revokeAllSessions(tx, userId, now, 'password reset');
}

/**
 * Sets the new password, spends the token (and every other open token of the account), signs out every
 * device and forgives the failed-login back-off, in one transaction.
 */
export async function resetPassword(ctx: AccountsContext, token: string, password: string): Promise<void> {
  const row = await findUsableToken(ctx, token);
  if (!row) throw new AccountError('invalid', say('resetLinkInvalid'), { field: 'token' });
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user || user.closedAt) throw new AccountError('invalid', say('resetLinkInvalid'), { field: 'token' });
  const problem = resetPasswordProblem(user, password);
  if (problem) throw new AccountError('invalid', problem, { field: 'password' });
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    // Two submissions of the same link race: only the first one changes the password.
    if (!spent) throw new AccountError('invalid', say('resetLinkInvalid'), { field: 'token' });
    await setResetPassword(tx, user.id, passwordHash, now);
  });
  await ctx.limiter.clear(`login:account:${user.id}`);
}
