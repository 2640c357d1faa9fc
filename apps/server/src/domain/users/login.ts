import { findUserByLoginName, type UserRow } from './accounts';
import type { AccountsContext } from './context';
import { AccountError } from './errors';
import { spendPasswordCheckTime, verifyPassword } from './passwords';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { rateLimitRules } from './rate-limits';
import { waitOf } from './waits';

const say = messagesFrom(accountMessages);

/** One message for an unknown account and a wrong password, so a login cannot reveal who has an account. */
export const LOGIN_FAILED_MESSAGE = accountMessages.en.loginFailed;
/** Shown only after the right password, so it does not reveal to a stranger that the account exists. */
export const ACCOUNT_LOCKED_MESSAGE = accountMessages.en.accountLocked;
/** Also only after the right password. A closed account never opens again; a new one may be opened. */
export const ACCOUNT_CLOSED_MESSAGE = accountMessages.en.accountClosed;

function tooManyFailures(retryAfterSeconds: number): AccountError {
  return new AccountError(
    'too_many_requests',
    say('tooManyLogins', { wait: waitOf(retryAfterSeconds, { seconds: true }) }),
    { retryAfterSeconds },
  );
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
  // Each attempt is counted as a failure before the password is checked (and taken back on success), so
  // parallel guesses cannot all pass a check made before any of them was counted: at most the free failures
  // are ever tried against the hash.
  const account = await ctx.limiter.reserveFailure(accountKey, rateLimitRules.loginFailuresPerAccount);
  if (!account.allowed) throw tooManyFailures(account.retryAfterSeconds);
  const address = await ctx.limiter.reserveFailure(addressKey, rateLimitRules.loginFailuresPerAddress);
  if (!address.allowed) {
    // This attempt never ran: it must not use up one of the account's free failures.
    await ctx.limiter.releaseFailure(accountKey);
    throw tooManyFailures(address.retryAfterSeconds);
  }
  let matches = false;
  if (user) matches = await verifyPassword(user.passwordHash, input.password);
  else await spendPasswordCheckTime(input.password);
  if (!user || !matches) throw new AccountError('unauthorized', say('loginFailed'));
  // The owner got in: their account's back-off is forgiven, and the address gets this attempt back (its
  // earlier failures stay, or one good account would reset a password-spraying machine's counter).
  await ctx.limiter.clear(accountKey);
  await ctx.limiter.releaseFailure(addressKey);
  // Closed by its owner (domain/data-protection): no session, whatever the password.
  if (user.closedAt) throw new AccountError('forbidden', say('accountClosed'));
  // Locked by support (console): the owner is told, and no session starts.
  if (user.lockedAt) throw new AccountError('forbidden', say('accountLocked'));
  return user.phoneVerifiedAt ? { kind: 'signed_in', user } : { kind: 'phone_unverified', user };
}
