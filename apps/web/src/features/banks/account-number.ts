import { englishBanks, type BanksTranslator } from './banks.messages';

/** A NUBAN has ten digits (BANKS.md). */
export const ACCOUNT_NUMBER_DIGITS = 10;

/**
 * The digits of what was typed or pasted, at most ten: "1111 111 112" and "111-111-1112" keep all ten digits
 * (ux-walk finding 8: a maxLength counted the spaces before they were stripped and dropped digits).
 */
export function accountNumberDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_DIGITS);
}

/**
 * Said at once while the number is short, so nobody waits for a name that cannot come. In the reader's words
 * with `t` (useMessages(banksMessages)); English without.
 */
export function missingDigitsMessage(digits: string, t: BanksTranslator = englishBanks): string | undefined {
  const missing = ACCOUNT_NUMBER_DIGITS - digits.length;
  if (digits.length === 0 || missing <= 0) return undefined;
  return missing === 1
    ? t('oneMoreDigit', { digits: ACCOUNT_NUMBER_DIGITS })
    : t('moreDigits', { count: missing, digits: ACCOUNT_NUMBER_DIGITS });
}
