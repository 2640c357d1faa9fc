import type { Tier } from '@chancepay/shared/tiers';
import type { Executor } from '../../db/client';
import type { LocalizedMessage } from '../../i18n/localized';
import { accountKeys, balanceOf } from '../ledger';
import { heldMessage, nextStepMessage } from './messages';
import { moneyOutAllowance } from './money-out';
import { limitsOf, standingOf } from './standing';

/** What GET /api/user/wallet-limits answers (docs/API.md), in kobo. */
export interface WalletLimits {
  tier: Tier;
  dailyOutKobo: number;
  usedTodayKobo: number;
  leftTodayKobo: number;
  /** Null: no cap (tier 3). */
  balanceCapKobo: number | null;
  heldKobo: number;
  heldMessage: LocalizedMessage | null;
  nextStepMessage: LocalizedMessage | null;
}

/** The customer's tier, today's allowance and held money, for the dashboard. Read-only, no lock. */
export async function walletLimitsOf(executor: Executor, userId: string, now: Date): Promise<WalletLimits> {
  const standing = await standingOf(executor, userId);
  const [allowance, heldKobo] = await Promise.all([
    moneyOutAllowance(executor, userId, now, standing),
    balanceOf(executor, accountKeys.heldForCustomer(userId)),
  ]);
  return {
    tier: standing.tier,
    dailyOutKobo: allowance.dailyOutKobo,
    usedTodayKobo: allowance.usedTodayKobo,
    leftTodayKobo: allowance.leftTodayKobo,
    balanceCapKobo: limitsOf(standing.tier).balanceCapKobo,
    heldKobo,
    heldMessage: heldMessage(standing, heldKobo),
    nextStepMessage: nextStepMessage(standing),
  };
}
