/**
 * The wallet tiers' default limits (DOMAIN.md "Identity and wallet tiers"), in kobo. One module for every side
 * that needs the figures: the server's identity steps ("Verify your NIN to send up to ₦200,000.00 a day"), the
 * money-out and balance-cap checks (domain/wallet-limits) and the web's screens. Deployments may configure other
 * figures; these are the defaults the settings start from.
 */

export const walletTiers = [0, 1, 2, 3] as const;
export type WalletTier = (typeof walletTiers)[number];

export interface TierLimit {
  /** Money out of the wallet per Lagos day. 0: nothing may leave the wallet. */
  dailyOutKobo: number;
  /** The most the wallet may hold; null: no limit. */
  balanceCapKobo: number | null;
}

export const tierLimits: Record<WalletTier, TierLimit> = {
  0: { dailyOutKobo: 0, balanceCapKobo: 30_000_000 },
  1: { dailyOutKobo: 5_000_000, balanceCapKobo: 30_000_000 },
  2: { dailyOutKobo: 20_000_000, balanceCapKobo: 50_000_000 },
  3: { dailyOutKobo: 500_000_000, balanceCapKobo: null },
};

export function isWalletTier(value: unknown): value is WalletTier {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The same tiers under the name domain/wallet-limits uses. */
export type Tier = WalletTier;
