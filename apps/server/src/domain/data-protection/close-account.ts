import { formatLagosDate, formatNaira } from '@chancepay/shared';
import { and, eq, isNull } from 'drizzle-orm';
import {
  orders,
  passwordResetCodes,
  passwordResetTokens,
  phoneVerificationCodes,
  transfers,
  users,
} from '../../db/schema';
import { accountKeys, lockWallets, withLedgerErrors } from '../ledger';
import {
  AccountError,
  findUserById,
  rateLimitRules,
  revokeAllSessions,
  verifyPassword,
  type AccountsContext,
} from '../users';
import { recordDataRequest } from './requests';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { closeAccountMessages } from './close-account.messages';

const say = messagesFrom(closeAccountMessages);

export const CLOSE_WRONG_PASSWORD_MESSAGE = closeAccountMessages.en.wrongPassword;
export const CLOSE_VENDOR_MESSAGE = closeAccountMessages.en.vendor;
export const closeVendorRefusal = say('vendor');
export const ACCOUNT_CLOSED_SESSION_REASON = 'account closed';

export function walletNotEmptyMessage(balanceKobo: number): LocalizedMessage {
  return say('walletNotEmpty', { amount: formatNaira(balanceKobo) });
}
export function heldNotEmptyMessage(heldKobo: number): LocalizedMessage {
  return say('heldNotEmpty', { amount: formatNaira(heldKobo) });
}
export const TRANSFER_IN_FLIGHT_MESSAGE = closeAccountMessages.en.transferInFlight;
export const ORDER_AWAITING_PAYMENT_MESSAGE = closeAccountMessages.en.orderAwaitingPayment;

export interface ClosedAccount {
  closedAt: Date;
  /** When the erasure job will erase the personal data (ACCOUNT_ERASURE_DAYS after closing). */
  erasureDueAt: Date;
}

/**
 * Closes a customer's account at their request (DOMAIN.md "Personal data", issue #23 item 8), after their
 * password. Refused while money is still theirs in our hands: the wallet, money held above the tier's cap,
 * a transfer still on its way (it could come back) or an order still waiting for its payment (a win would
 * credit the wallet). Everything in one transaction under the wallet's lock, so a credit cannot land between
 * the check and the closing.
 *
 * What closing does at once: no sign-in (login.ts refuses a closed account), every session of every device
 * ends, unused reset links and codes die, and the phone stops being "verified": nothing reached by phone (USSD,
 * prizes of orders bought signed out, a phone reset) finds this account again, and the number may prove a new
 * account. Money later won by that phone signed out waits in the phone's own wallet, like any unclaimed prize.
 */
export async function closeAccount(
  ctx: AccountsContext,
  input: { userId: string; password: string; erasureAfterDays: number },
): Promise<ClosedAccount> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user || user.closedAt) throw new AccountError('not_found', say('alreadyClosed'));
  if (user.role !== 'customer') throw new AccountError('forbidden', say('vendor'));
  // The login's failure back-off guards this password check too: closing must not become a way to guess.
  const accountKey = `login:account:${user.id}`;
  const reserved = await ctx.limiter.reserveFailure(accountKey, rateLimitRules.loginFailuresPerAccount);
  if (!reserved.allowed)
    throw new AccountError(
      'too_many_requests',
      say('tooManyWrongPasswords', { count: Math.ceil(reserved.retryAfterSeconds / 60) }),
      { retryAfterSeconds: reserved.retryAfterSeconds },
    );
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AccountError('unauthorized', say('wrongPassword'), { field: 'password' });
  await ctx.limiter.clear(accountKey);

  const now = ctx.clock();
  const erasureDueAt = new Date(now.getTime() + input.erasureAfterDays * 86_400_000);
  await withLedgerErrors(() =>
    ctx.db.transaction(async (tx) => {
      const wallet = accountKeys.customerWallet(user.id);
      const held = accountKeys.heldForCustomer(user.id);
      const balances = await lockWallets(tx, [wallet, held]);
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (!fresh || fresh.closedAt) throw new AccountError('not_found', say('alreadyClosed'));
      const walletKobo = balances.get(wallet) ?? 0;
      if (walletKobo > 0) throw new AccountError('conflict', walletNotEmptyMessage(walletKobo));
      const heldKobo = balances.get(held) ?? 0;
      if (heldKobo > 0) throw new AccountError('conflict', heldNotEmptyMessage(heldKobo));
      const [inFlight] = await tx
        .select({ id: transfers.id })
        .from(transfers)
        .where(and(eq(transfers.walletAccount, wallet), eq(transfers.status, 'pending')))
        .limit(1);
      if (inFlight) throw new AccountError('conflict', say('transferInFlight'));
      const [awaiting] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerUserId, user.id), eq(orders.status, 'verifying')))
        .limit(1);
      if (awaiting) throw new AccountError('conflict', say('orderAwaitingPayment'));

      await tx.update(users).set({ closedAt: now, phoneVerifiedAt: null }).where(eq(users.id, user.id));
      await revokeAllSessions(tx, user.id, now, ACCOUNT_CLOSED_SESSION_REASON);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      for (const codes of [passwordResetCodes, phoneVerificationCodes])
        await tx
          .update(codes)
          .set({ consumedAt: now })
          .where(and(eq(codes.userId, user.id), isNull(codes.consumedAt)));
      await recordDataRequest(tx, {
        kind: 'erasure',
        source: 'profile',
        userId: user.id,
        details: `Account closed on the Profile page; personal data erased from ${formatLagosDate(erasureDueAt)}.`,
        receivedAt: now,
      });
    }),
  );
  return { closedAt: now, erasureDueAt };
}
