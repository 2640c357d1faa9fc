/** A NUBAN has ten digits (BANKS.md). */
export const ACCOUNT_NUMBER_DIGITS = 10;

/**
 * The digits of what was typed or pasted, at most ten: "1111 111 112" and "111-111-1112" keep all ten digits
 * (ux-walk finding 8: a maxLength counted the spaces before they were stripped and dropped digits).
 */
export function accountNumberDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_DIGITS);
}

/** Said at once while the number is short, so nobody waits for a name that cannot come. */
export function missingDigitsMessage(digits: string): string | undefined {
  const missing = ACCOUNT_NUMBER_DIGITS - digits.length;
  if (digits.length === 0 || missing <= 0) return undefined;
  return `${missing} more digit${missing === 1 ? '' : 's'} needed: account numbers have ${ACCOUNT_NUMBER_DIGITS} digits.`;
}
