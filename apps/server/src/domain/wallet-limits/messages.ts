import { formatNaira } from '@chancepay/shared';
import type { Standing } from './standing';
import { limitsOf } from './standing';

/**
 * What a customer reads about their limits (DOMAIN.md "Identity and wallet tiers"): every refusal names the
 * tier, what is left today and the step that lifts the limit, so nobody is told "no" without a way on.
 */

export const TIER_ZERO_MONEY_OUT_MESSAGE = 'Verify your BVN or NIN to pay from your wallet or send money.';

/** The verification that takes this customer to the next tier, as an imperative ("Verify your NIN"). */
function nextVerification(standing: Standing): string | null {
  switch (standing.tier) {
    case 0:
      return 'Verify your BVN or NIN';
    case 1:
      // Tier 2 is both numbers: name the one still missing.
      return standing.hasBvn && !standing.hasNin
        ? 'Verify your NIN'
        : !standing.hasBvn && standing.hasNin
          ? 'Verify your BVN'
          : 'Verify your BVN and NIN';
    case 2:
      return 'Prove your address';
    case 3:
      return null;
  }
}

/** "Verify your NIN to send up to ₦200,000.00 a day."; null at the top tier. */
export function nextStepMessage(standing: Standing): string | null {
  if (standing.tier === 0) return TIER_ZERO_MONEY_OUT_MESSAGE;
  const step = nextVerification(standing);
  if (step === null) return null;
  const next = limitsOf((standing.tier + 1) as 1 | 2 | 3);
  return `${step} to send up to ${formatNaira(next.dailyOutKobo)} a day.`;
}

/** A debit refused for the tier's daily limit. */
export function dailyLimitMessage(standing: Standing, leftKobo: number): string {
  if (standing.tier === 0) return TIER_ZERO_MONEY_OUT_MESSAGE;
  const left = `Your wallet is at tier ${standing.tier}: you can send ${formatNaira(leftKobo)} more today.`;
  const next = nextStepMessage(standing);
  return next ? `${left} ${next}` : `${left} The limit starts again at midnight, Lagos time.`;
}

/**
 * The step that raises the balance cap, lower-cased to follow "verify ... to receive it". Tiers 0 and 1
 * share a cap, so for both the step is tier 2's: both numbers.
 */
function capStep(standing: Standing): string | null {
  switch (standing.tier) {
    case 0:
      return 'verify your BVN and NIN';
    case 1:
      return nextVerification(standing)!.replace(/^Verify/, 'verify');
    case 2:
      return 'prove your address';
    case 3:
      return null;
  }
}

/** "₦12,000.00 is waiting for you: verify your NIN to receive it"; null when nothing is held. */
export function heldMessage(standing: Standing, heldKobo: number): string | null {
  if (heldKobo <= 0) return null;
  const step = capStep(standing);
  const amount = formatNaira(heldKobo);
  // At tier 3 there is no cap: money is held only until the release that the upgrade posted arrives.
  return step
    ? `${amount} is waiting for you: ${step} to receive it`
    : `${amount} is on its way to your wallet`;
}

/** A phone wallet kept for a tier-0 customer at sign-up: what the sign-up message says instead of "moved". */
export function phoneWalletWaitingSentence(waitingKobo: number): string {
  if (waitingKobo <= 0) return '';
  return ` ${formatNaira(waitingKobo)} held for this number is waiting for you: verify your BVN or NIN to receive it.`;
}
