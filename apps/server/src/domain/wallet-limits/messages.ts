import { formatNaira } from '@chancepay/shared';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { limitMessages } from './limits.messages';
import type { Standing } from './standing';
import { limitsOf } from './standing';

/**
 * What a customer reads about their limits (DOMAIN.md "Identity and wallet tiers"): every refusal names the
 * tier, what is left today and the step that lifts the limit, so nobody is told "no" without a way on. The
 * words are limits.messages.ts's, said in the reader's language where the answer is sent.
 */

const say = messagesFrom(limitMessages);

export const TIER_ZERO_MONEY_OUT_MESSAGE = limitMessages.en.tierZeroMoneyOut;

/** The verification that takes this customer to the next tier, as an imperative ("Verify your NIN"). */
function nextVerification(
  standing: Standing,
): 'verifyBvnOrNin' | 'verifyNin' | 'verifyBvn' | 'verifyBvnAndNin' | 'proveAddress' | null {
  switch (standing.tier) {
    case 0:
      return 'verifyBvnOrNin';
    case 1:
      // Tier 2 is both numbers: name the one still missing.
      return standing.hasBvn && !standing.hasNin
        ? 'verifyNin'
        : !standing.hasBvn && standing.hasNin
          ? 'verifyBvn'
          : 'verifyBvnAndNin';
    case 2:
      return 'proveAddress';
    case 3:
      return null;
  }
}

/** "Verify your NIN to send up to ₦200,000.00 a day."; null at the top tier. */
export function nextStepMessage(standing: Standing): LocalizedMessage | null {
  if (standing.tier === 0) return say('tierZeroMoneyOut');
  const step = nextVerification(standing);
  if (step === null) return null;
  const next = limitsOf((standing.tier + 1) as 1 | 2 | 3);
  return say('nextStep', { step: say(step), amount: formatNaira(next.dailyOutKobo) });
}

/** A debit refused for the tier's daily limit. */
export function dailyLimitMessage(standing: Standing, leftKobo: number): LocalizedMessage {
  if (standing.tier === 0) return say('tierZeroMoneyOut');
  const left = { tier: standing.tier, amount: formatNaira(leftKobo) };
  const next = nextStepMessage(standing);
  return next ? say('dailyLimit', { ...left, next }) : say('dailyLimitAtTop', left);
}

/**
 * The step that raises the balance cap, lower-cased to follow "verify ... to receive it". Tiers 0 and 1
 * share a cap, so for both the step is tier 2's: both numbers.
 */
function capStep(standing: Standing): LocalizedMessage | null {
  switch (standing.tier) {
    case 0:
      return say('capVerifyBvnAndNin');
    case 1: {
      const step = nextVerification(standing);
      return say(
        step === 'verifyNin' ? 'capVerifyNin' : step === 'verifyBvn' ? 'capVerifyBvn' : 'capVerifyBvnAndNin',
      );
    }
    case 2:
      return say('capProveAddress');
    case 3:
      return null;
  }
}

/** "₦12,000.00 is waiting for you: verify your NIN to receive it"; null when nothing is held. */
export function heldMessage(standing: Standing, heldKobo: number): LocalizedMessage | null {
  if (heldKobo <= 0) return null;
  const step = capStep(standing);
  const amount = formatNaira(heldKobo);
  // At tier 3 there is no cap: money is held only until the release that the upgrade posted arrives.
  return step ? say('heldWaiting', { amount, step }) : say('heldOnItsWay', { amount });
}

/** A phone wallet kept for a tier-0 customer at sign-up: what the sign-up message says instead of "moved". */
export function phoneWalletWaitingSentence(waitingKobo: number): LocalizedMessage | null {
  if (waitingKobo <= 0) return null;
  return say('phoneWalletWaiting', { amount: formatNaira(waitingKobo) });
}
