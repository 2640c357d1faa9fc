import { formatNaira } from '@chancepay/shared/money';
import type { IdentityNumberKind, WalletLimits } from './api';

export const NUMBER_LABEL: Record<IdentityNumberKind, string> = { bvn: 'BVN', nin: 'NIN' };

/** "BVN ending 2222": the only way a number is ever shown (DOMAIN.md: never whole, staff included). */
export function maskedNumber(kind: IdentityNumberKind, last4: string): string {
  return `${NUMBER_LABEL[kind]} ending ${last4}`;
}

/** What the customer's tier lets their wallet do, from the limits the server applies. */
export function tierAllowance(limits: WalletLimits): string {
  if (limits.tier === 0 || limits.daily_out_kobo === 0)
    return 'Verifying a BVN or NIN lets you pay from your wallet and send money from it. Until then, wins still arrive in your wallet.';
  const keep =
    limits.balance_cap_kobo === null
      ? 'keep any amount in it'
      : `keep up to ${formatNaira(limits.balance_cap_kobo)} in it`;
  return `You can send up to ${formatNaira(limits.daily_out_kobo)} a day from your wallet and ${keep}.`;
}
