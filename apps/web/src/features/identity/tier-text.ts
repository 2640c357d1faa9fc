import type { Translator } from '@chancepay/shared/i18n/messages';
import { formatNaira } from '@chancepay/shared/money';
import type { IdentityNumberKind, WalletLimits } from './api';
import type { identityMessages } from './identity.messages';

export type IdentityTranslator = Translator<(typeof identityMessages)['en']>;

/** BVN and NIN are said as they are in every language. */
export const NUMBER_LABEL: Record<IdentityNumberKind, string> = { bvn: 'BVN', nin: 'NIN' };

/** A day as people write it on the Lagos calendar ("26 November 2026"), for `useFormatDate`. */
export const LAGOS_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** "BVN ending 2222": the only way a number is ever shown (DOMAIN.md: never whole, staff included). */
export function maskedNumber(t: IdentityTranslator, kind: IdentityNumberKind, last4: string): string {
  return t('numberEnding', { kind: NUMBER_LABEL[kind], last4 });
}

/** What the customer's tier lets their wallet do, from the limits the server applies. */
export function tierAllowance(t: IdentityTranslator, limits: WalletLimits): string {
  if (limits.tier === 0 || limits.daily_out_kobo === 0) return t('tierZeroAllowance');
  const daily = formatNaira(limits.daily_out_kobo);
  return limits.balance_cap_kobo === null
    ? t('allowanceAnyBalance', { daily })
    : t('allowanceUpTo', { daily, cap: formatNaira(limits.balance_cap_kobo) });
}
