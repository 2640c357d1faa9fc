import { formatNaira } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { accountKeys, balanceOf, refuseDebitIfHeld } from '../ledger';
import { ageVerdict, moneyOutAllowance, dailyLimitMessage } from '../wallet-limits';
import { localized, messagesFrom } from '../../i18n/localized';
import { limitMessages } from '../wallet-limits/limits.messages';
import { RaffleError } from './errors';
import { orderMessages } from './orders.messages';

const say = messagesFrom(orderMessages);

export const AGE_CONFIRM_MESSAGE = orderMessages.en.confirmAdult;

/**
 * Who may buy (DOMAIN.md "Identity and wallet tiers"): a customer with a verified record is judged by its
 * date of birth (under 18: refused, the account cannot buy, whatever box was ticked); everyone else by the
 * spec's 18+ box. Signed-out buyers cost no query.
 */
export async function checkBuyerAge(
  executor: Executor,
  input: { customerUserId: string | null; ageConfirmed: boolean; now: Date },
): Promise<void> {
  const verdict = await ageVerdict(executor, input.customerUserId, input.now);
  if (verdict === 'under_age')
    throw new RaffleError('forbidden', localized(limitMessages, 'underAge'), 'age_confirmed');
  if (verdict === 'box' && !input.ageConfirmed)
    throw new RaffleError('invalid', say('confirmAdult'), 'age_confirmed');
}

/**
 * A wallet payment the customer cannot make, refused before the order exists: the balance first (as
 * before tiers), then the tier's daily limit. Both are judged again under the wallet's lock at settlement;
 * this spares the buyer an order that must fail.
 */
export async function checkWalletPayment(
  executor: Executor,
  input: { customerUserId: string; orderAmountKobo: number; now: Date },
): Promise<void> {
  // Compliance's hold first: the customer must hear the case number, not about a balance or a limit.
  await refuseDebitIfHeld(executor, accountKeys.customerWallet(input.customerUserId));
  const balance = await balanceOf(executor, accountKeys.customerWallet(input.customerUserId));
  if (balance < input.orderAmountKobo)
    throw new RaffleError(
      'invalid',
      say('walletTooLow', { balance: formatNaira(balance), amount: formatNaira(input.orderAmountKobo) }),
      'payment_method_used',
    );
  const allowance = await moneyOutAllowance(executor, input.customerUserId, input.now);
  if (input.orderAmountKobo > allowance.leftTodayKobo)
    throw new RaffleError(
      'invalid',
      say('tierLimitPayByCard', { limit: dailyLimitMessage(allowance.standing, allowance.leftTodayKobo) }),
      'payment_method_used',
      'tier_limit',
    );
}
