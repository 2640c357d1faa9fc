import { formatNaira } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { accountKeys, balanceOf, refuseDebitIfHeld } from '../ledger';
import { ageVerdict, moneyOutAllowance, dailyLimitMessage, UNDER_AGE_MESSAGE } from '../wallet-limits';
import { RaffleError } from './errors';

export const AGE_CONFIRM_MESSAGE = 'Please confirm that you are 18 years or older to take part.';

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
  if (verdict === 'under_age') throw new RaffleError('forbidden', UNDER_AGE_MESSAGE, 'age_confirmed');
  if (verdict === 'box' && !input.ageConfirmed)
    throw new RaffleError('invalid', AGE_CONFIRM_MESSAGE, 'age_confirmed');
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
      `Your wallet balance (${formatNaira(balance)}) is not enough for this order (${formatNaira(input.orderAmountKobo)}). Pay by card instead.`,
      'payment_method_used',
    );
  const allowance = await moneyOutAllowance(executor, input.customerUserId, input.now);
  if (input.orderAmountKobo > allowance.leftTodayKobo)
    throw new RaffleError(
      'invalid',
      `${dailyLimitMessage(allowance.standing, allowance.leftTodayKobo)} You can pay by card instead.`,
      'payment_method_used',
      'tier_limit',
    );
}
