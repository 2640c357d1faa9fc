import { findUserByLoginName, type UserRow } from './accounts';
import type { AccountsContext } from './context';
import { AccountError } from './errors';
import { spendPasswordCheckTime, verifyPassword } from './passwords';
import { rateLimitRules } from './rate-limits';

/** One message for an unknown account and a wrong password, so a login cannot reveal who has an account. */
export const LOGIN_FAILED_MESSAGE = 'The username or password is incorrect.';

function tooManyFailuresMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed login attempts. Try again in ${wait}.`;
}

export type PasswordCheck =
  { kind: 'signed_in'; user: UserRow } | { kind: 'phone_unverified'; user: UserRow };

/**
 * Checks a login name and password under the failed-login back-off (per account and per address). An
 * account whose phone is not verified yet gets no session: it must finish sign-up first.
 */
export async function checkPassword(
  ctx: AccountsContext,
  input: { loginName: string; password: string; ipAddress: string },
): Promise<PasswordCheck> {
  const user = await findUserByLoginName(ctx.db, input.loginName);
  // Unknown names get their own counter too, so being throttled does not reveal that an account exists.
  const accountKey = `login:account:${user?.id ?? `name:${input.loginName.trim().toLowerCase()}`}`;
  const addressKey = `login:address:${input.ipAddress}`;
  for (const [key, rule] of [
    [accountKey, rateLimitRules.loginFailuresPerAccount],
    [addressKey, rateLimitRules.loginFailuresPerAddress],
  ] as const) {
    const decision = await ctx.limiter.check(key, rule);
    if (!decision.allowed) {
      throw new AccountError('too_many_requests', tooManyFailuresMessage(decision.retryAfterSeconds), {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }
  let matches = false;
  if (user) matches = await verifyPassword(user.passwordHash, input.password);
  else await spendPasswordCheckTime(input.password);
  if (!user || !matches) {
    await ctx.limiter.recordFailure(accountKey, rateLimitRules.loginFailuresPerAccount);
    await ctx.limiter.recordFailure(addressKey, rateLimitRules.loginFailuresPerAddress);
    throw new AccountError('unauthorized', LOGIN_FAILED_MESSAGE);
  }
  // The owner got in: their account's back-off is forgiven (the address's is not, or one good account would
  // reset a password-spraying machine's counter).
  await ctx.limiter.clear(accountKey);
  return user.phoneVerifiedAt ? { kind: 'signed_in', user } : { kind: 'phone_unverified', user };
}
