import { maskPhone } from '@chancepay/shared';
import { USERNAME_TAKEN_MESSAGE, type UserRow } from './accounts';
import type { AccountsContext } from './context';
import { AccountError } from './errors';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { checkPassword } from './login';

export const resumedSignUpMessage = (maskedPhone: string) =>
  messagesFrom(accountMessages)('resumedSignUp', { phone: maskedPhone });

/**
 * The same sign-up sent again while its phone check is pending (the tab reloaded while the person read the
 * SMS: issue #27 item 9): the pending account, so the code step resumes instead of "That username is taken".
 * Only with the same username, email and phone and the right password, checked under the login back-off
 * (the same proof a login gives before it offers the code step); anything else gets `refusal` unchanged.
 */
export async function resumePendingSignUp(
  ctx: AccountsContext,
  input: { username: string; email: string; phone: string; password: string; ipAddress: string },
  refusal: AccountError,
): Promise<{ user: UserRow; maskedPhone: string }> {
  if (refusal.kind !== 'conflict' || refusal.message !== USERNAME_TAKEN_MESSAGE) throw refusal;
  let check: Awaited<ReturnType<typeof checkPassword>>;
  try {
    check = await checkPassword(ctx, {
      loginName: input.username,
      password: input.password,
      ipAddress: input.ipAddress,
    });
  } catch (error) {
    // Throttled: say so. Any other failure (a wrong password) keeps the original answer, telling nothing.
    if (error instanceof AccountError && error.kind === 'too_many_requests') throw error;
    throw refusal;
  }
  const { user } = check;
  const same =
    check.kind === 'phone_unverified' &&
    user.email.toLowerCase() === input.email.trim().toLowerCase() &&
    user.phone === input.phone;
  if (!same || !user.phone) throw refusal;
  return { user, maskedPhone: maskPhone(user.phone) };
}
