import { formatLagosDate } from '@chancepay/shared';
import type { Language } from '@chancepay/shared/i18n/languages';
import { accountKeys, balanceOf, debitHoldOn } from '../ledger';
import { RaffleError } from '../raffle/errors';
import { readPlayState, ResponsiblePlayError } from '../responsible-play';
import { AccountError, confirmTransactionPin, transactionPinStatus } from '../users';
import { moneyOutAllowance, WalletLimitError } from '../wallet-limits';
import type { Customer, UssdContext } from './caller';
import { done, naira, type Screen, type Words } from './screens';

/**
 * Why a customer may not buy or see the balance, said on a screen: what is known before any price (no PIN,
 * a locked one, a hold, no verified BVN or NIN, a self-exclusion, a limit reached), a wrong PIN, and the
 * web's own refusal of a purchase.
 */

/** Why this customer cannot buy from the wallet at all, said before any price is shown; null if they can. */
export async function cannotBuy(ctx: UssdContext, t: Words, customer: Customer): Promise<Screen | null> {
  const noPin = await pinProblem(ctx, t, customer);
  if (noPin) return noPin;
  // Compliance's hold (post-no-debit): said before any price, with the case and support, never the reason.
  const holdCase = await debitHoldOn(ctx.db, accountKeys.customerWallet(customer.id));
  if (holdCase !== null)
    return done(t('walletOnHold', { case: holdCase }), t('callSupport', { phone: ctx.supportPhone }));
  const now = ctx.clock();
  const allowance = await moneyOutAllowance(ctx.db, customer.id, now);
  if (allowance.dailyOutKobo === 0) return done(t('needsVerifiedId'), t('verifyAt', { site: ctx.site }));
  const play = await readPlayState(ctx.db, customer.id, now);
  if (play.excluded && play.settings.excludedUntil)
    return done(t('pausedUntil', { date: formatLagosDate(play.settings.excludedUntil) }), t('buyingOff'));
  const dailyLeft =
    play.settings.daily.limitKobo === null ? null : play.settings.daily.limitKobo - play.spend.todayKobo;
  const monthlyLeft =
    play.settings.monthly.limitKobo === null
      ? null
      : play.settings.monthly.limitKobo - play.spend.thisMonthKobo;
  if (dailyLeft !== null && dailyLeft <= 0) return done(t('dailySpendLimitReached'));
  if (monthlyLeft !== null && monthlyLeft <= 0) return done(t('monthlySpendLimitReached'));
  if (allowance.leftTodayKobo === 0) return done(t('walletLimitReached'));
  return null;
}

export async function pinProblem(ctx: UssdContext, t: Words, customer: Customer): Promise<Screen | null> {
  const status = await transactionPinStatus(ctx.db, customer.id);
  if (!status.hasPin) return done(t('setPinFirst', { site: ctx.site }), t('thenDialAgain'));
  if (status.locked) return done(t('pinLocked', { site: ctx.site }));
  return null;
}

/** Null when the PIN is right; else the screen saying what is wrong (tries left, locked). */
export async function checkPin(
  ctx: UssdContext,
  t: Words,
  customer: Customer,
  pin: string,
): Promise<Screen | null> {
  try {
    await confirmTransactionPin(ctx.accounts, customer.id, pin);
    return null;
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const left = /You have (\d) tr/.exec(error.message)?.[1];
    if (left)
      return done(
        left === '1' ? t('pinWrongOneTryLeft') : t('pinWrongTriesLeft', { left }),
        t('dialAgainToRetry'),
      );
    if (/locked/.test(error.message)) return done(t('pinLocked', { site: ctx.site }));
    return done(t('setPinFirst', { site: ctx.site }));
  }
}

/**
 * A purchase the web would refuse, refused here. In English with the web's own reason when it fits a screen
 * (the balance, a limit, a closed draw), else with where to read it whole; the web's reasons are English
 * only, so in another language the usual ones (the balance, the wallet's limit, a spend limit) are said in
 * the screens' words and any other as "refused, see the web".
 */
export async function purchaseRefusal(
  ctx: UssdContext,
  t: Words,
  language: Language,
  error: unknown,
  purchase: { customer: Customer; totalKobo: number },
): Promise<Screen> {
  if (!(
    error instanceof RaffleError ||
    error instanceof ResponsiblePlayError ||
    error instanceof WalletLimitError
  ))
    throw error;
  if (language === 'en') {
    const text = error.message
      .replace(/ ?(Pay by card instead\.|You can pay by card instead\.)/, '')
      .replace(/₦/g, 'N');
    if (text.length <= 140) return done(text, t('nothingPaid'));
    return done(t('refused'), t('signInToSeeWhy'));
  }
  const { customer, totalKobo } = purchase;
  if (error instanceof WalletLimitError || (error instanceof RaffleError && error.reason === 'tier_limit')) {
    const allowance = await moneyOutAllowance(ctx.db, customer.id, ctx.clock());
    return done(t('walletLimitLeft', { left: naira(allowance.leftTodayKobo) }), t('nothingPaid'));
  }
  if (error instanceof RaffleError && error.field === 'payment_method_used') {
    const balance = await balanceOf(ctx.db, accountKeys.customerWallet(customer.id));
    if (balance < totalKobo)
      return done(t('balanceTooLow', { balance: naira(balance), total: naira(totalKobo) }), t('nothingPaid'));
  }
  // The spend limits refuse on the number of tickets (responsible-play/order-guard.ts).
  if (error instanceof RaffleError && error.field === 'ticket_quantity')
    return done(t('spendLimitReached'), t('nothingPaid'));
  return done(t('refused'), t('signInToSeeWhy'));
}
