import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { TRANSACTION_PIN_MAX_TRIES, transactionPins } from '../../db/schema';
import { findUserById, type UserRow } from './accounts';
import type { AccountsContext } from './context';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { AccountError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { rateLimitRules } from './rate-limits';
import { transactionPinMessages } from './transaction-pin.messages';

const say = messagesFrom(transactionPinMessages);
const sayAccount = messagesFrom(accountMessages);

/**
 * The 4-digit transaction PIN (issues #24, #27; DOMAIN.md "Channels and languages"): what confirms money
 * leaving a customer's wallet, on the web and over USSD. Setting or changing it needs the account password
 * again; changing it also needs the current PIN (so a stolen session plus the password cannot skip the PIN's
 * lock). 5 wrong tries in a row lock it until it is reset with a code texted to the verified phone
 * (transaction-pin-reset.ts).
 */

export const PIN_FORMAT_MESSAGE = transactionPinMessages.en.pinFormat;
export const PIN_OBVIOUS_MESSAGE = transactionPinMessages.en.pinObvious;
export const PIN_PHONE_MESSAGE = transactionPinMessages.en.pinIsPhone;
export const PIN_NOT_SET_MESSAGE = transactionPinMessages.en.pinNotSet;
export const PIN_REQUIRED_MESSAGE = transactionPinMessages.en.pinRequired;
export const PIN_LOCKED_MESSAGE = transactionPinMessages.en.pinLocked;
export const PIN_ALREADY_SET_MESSAGE = transactionPinMessages.en.pinAlreadySet;
export const PASSWORD_WRONG_MESSAGE = transactionPinMessages.en.passwordWrong;

export function wrongPinMessage(triesLeft: number): LocalizedMessage {
  if (triesLeft <= 0) return say('wrongPinNowLocked', { locked: say('pinLocked') });
  return triesLeft === 1 ? say('wrongPinOneTryLeft') : say('wrongPinTriesLeft', { count: triesLeft });
}

const SEQUENCES = '0123456789';

/** Why a new PIN is refused, or undefined: not 4 digits, one digit repeated, a run up or down, the phone's end. */
export function transactionPinProblem(pin: string, phone?: string | null): LocalizedMessage | undefined {
  if (!/^\d{4}$/.test(pin)) return say('pinFormat');
  const reversed = [...SEQUENCES].reverse().join('');
  if (/^(\d)\1{3}$/.test(pin) || SEQUENCES.includes(pin) || reversed.includes(pin)) return say('pinObvious');
  // Anyone who has the customer's number (every shop they paid by Pay4Me) would try its last four first.
  if (phone && phone.replace(/\D/g, '').endsWith(pin)) return say('pinIsPhone');
  return undefined;
}

export interface TransactionPinStatus {
  hasPin: boolean;
  locked: boolean;
  triesLeft: number;
}

export async function transactionPinStatus(db: Database, userId: string): Promise<TransactionPinStatus> {
  const [row] = await db
    .select({ failedAttempts: transactionPins.failedAttempts })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId));
  if (!row) return { hasPin: false, locked: false, triesLeft: TRANSACTION_PIN_MAX_TRIES };
  const triesLeft = TRANSACTION_PIN_MAX_TRIES - row.failedAttempts;
  return { hasPin: true, locked: triesLeft <= 0, triesLeft };
}

/**
 * The account password typed again, under the same failed-login back-off as the login form (one budget for
 * both), so the PIN form is no side door for guessing a password.
 */
export async function confirmAccountPassword(
  ctx: AccountsContext,
  user: UserRow,
  password: string,
): Promise<void> {
  const key = `login:account:${user.id}`;
  const reserved = await ctx.limiter.reserveFailure(key, rateLimitRules.loginFailuresPerAccount);
  if (!reserved.allowed)
    throw new AccountError('too_many_requests', say('tooManyWrongPasswords'), {
      retryAfterSeconds: reserved.retryAfterSeconds,
    });
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AccountError('invalid', say('passwordWrong'), { field: 'password' });
  await ctx.limiter.clear(key);
}

/**
 * Checks a PIN. The try is counted before the hash is compared ("reserve before check"), and the counting
 * statement holds the row's lock until the check is done (~100 ms): parallel tries are checked one after
 * another, so 20 parallel wrong guesses get exactly the 5 tries and the rest are refused as locked, while
 * parallel right ones all pass. A right PIN forgives the earlier wrong ones: the limit is 5 wrong in a row.
 */
export async function confirmTransactionPin(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  pin: string | undefined,
): Promise<void> {
  const status = await transactionPinStatus(ctx.db, userId);
  if (!status.hasPin) throw new AccountError('forbidden', say('pinNotSet'), { field: 'pin' });
  if (status.locked) throw new AccountError('forbidden', say('pinLocked'), { field: 'pin' });
  if (pin === undefined || pin === '')
    throw new AccountError('invalid', say('pinRequired'), { field: 'pin' });
  const outcome = await ctx.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(transactionPins)
      .set({ failedAttempts: sql`${transactionPins.failedAttempts} + 1` })
      .where(
        and(
          eq(transactionPins.userId, userId),
          lt(transactionPins.failedAttempts, TRANSACTION_PIN_MAX_TRIES),
        ),
      )
      .returning({ pinHash: transactionPins.pinHash, failedAttempts: transactionPins.failedAttempts });
    if (!counted) return { kind: 'locked' as const };
    // A malformed PIN is still a wrong try: it costs one of the 5 like any other guess.
    const matches = /^\d{4}$/.test(pin) && (await verifyPassword(counted.pinHash, pin));
    if (!matches)
      return { kind: 'wrong' as const, triesLeft: TRANSACTION_PIN_MAX_TRIES - counted.failedAttempts };
    await tx.update(transactionPins).set({ failedAttempts: 0 }).where(eq(transactionPins.userId, userId));
    return { kind: 'right' as const };
  });
  if (outcome.kind === 'locked') throw new AccountError('forbidden', say('pinLocked'), { field: 'pin' });
  if (outcome.kind === 'wrong')
    throw new AccountError('forbidden', wrongPinMessage(outcome.triesLeft), { field: 'pin' });
}

export interface SetTransactionPinInput {
  userId: string;
  password: string;
  newPin: string;
  /** Needed when the customer already has a PIN (a change); ignored for the first one. */
  currentPin?: string;
}

async function customerFor(ctx: AccountsContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AccountError('unauthorized', sayAccount('notSignedIn'));
  return user;
}

/** Checks the new PIN against the rules (field new_pin), before any secret is compared. */
export function assertUsablePin(user: UserRow, newPin: string): void {
  const problem = transactionPinProblem(newPin, user.phone);
  if (problem) throw new AccountError('invalid', problem, { field: 'new_pin' });
}

/** Sets the first PIN, or changes it (the current PIN needed then): the password is typed again either way. */
export async function setTransactionPin(
  ctx: AccountsContext,
  input: SetTransactionPinInput,
): Promise<{ changed: boolean }> {
  const user = await customerFor(ctx, input.userId);
  assertUsablePin(user, input.newPin);
  await confirmAccountPassword(ctx, user, input.password);
  const status = await transactionPinStatus(ctx.db, user.id);
  const pinHash = await hashPassword(input.newPin);
  const now = ctx.clock();
  if (!status.hasPin) {
    const [created] = await ctx.db
      .insert(transactionPins)
      .values({ userId: user.id, pinHash, setAt: now })
      .onConflictDoNothing()
      .returning({ userId: transactionPins.userId });
    // Two first settings raced and the other one won: this one is a change without the current PIN.
    if (!created) throw new AccountError('conflict', say('pinAlreadySet'), { field: 'current_pin' });
    return { changed: false };
  }
  if (status.locked) throw new AccountError('forbidden', say('pinLocked'), { field: 'current_pin' });
  if (!input.currentPin) throw new AccountError('invalid', say('pinAlreadySet'), { field: 'current_pin' });
  try {
    await confirmTransactionPin(ctx, user.id, input.currentPin);
  } catch (error) {
    if (error instanceof AccountError)
      throw new AccountError(error.kind, error.text, { field: 'current_pin' });
    throw error;
  }
  await ctx.db
    .update(transactionPins)
    .set({ pinHash, setAt: now, failedAttempts: 0, resetCodeHash: null, resetCodeExpiresAt: null })
    .where(eq(transactionPins.userId, user.id));
  return { changed: true };
}
