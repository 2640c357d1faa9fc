import { formatNaira, identityNumberLabels, type IdentityNumberKind } from '@chancepay/shared';

/** The words of identity verification's answers, in one place so the API, the docs and the tests agree. */

export const VENDOR_IDENTITY_MESSAGE = 'Vendor accounts are verified by their business registration.';
export const UNDER_AGE_STATUS_MESSAGE =
  'Your identity record shows you are under 18: this account cannot buy tickets or send money.';
export const RETRYABLE_MESSAGE = 'We could not reach the identity service. Try again in a few minutes.';
export const TOO_MANY_LOOKUPS_MESSAGE =
  'You have tried to verify too many times today. Try again tomorrow, or contact support.';

export function notFoundMessage(kind: IdentityNumberKind): string {
  const label = identityNumberLabels[kind];
  return `We found no record for this ${label}. Check the 11 digits and try again.`;
}

export function nameMismatchMessage(kind: IdentityNumberKind): string {
  const label = identityNumberLabels[kind];
  return `The name on this ${label} does not match the name you typed. Check the spelling of your first and last names as they are on your ${label}, then try again.`;
}

export function underAgeMessage(kind: IdentityNumberKind): string {
  return `The record for this ${identityNumberLabels[kind]} shows you are under 18. ChancePay is for adults only: this account cannot buy tickets or send money.`;
}

export function recordsDisagreeMessage(
  kind: IdentityNumberKind,
  what: 'name' | 'date of birth' | 'name and date of birth',
): string {
  const label = identityNumberLabels[kind];
  const other = identityNumberLabels[kind === 'bvn' ? 'nin' : 'bvn'];
  return `The ${what} on this ${label} does not match your verified ${other}. Both records must agree: ask the issuer to correct the wrong one, or contact support.`;
}

export function duplicateMessage(kind: IdentityNumberKind): string {
  const label = identityNumberLabels[kind];
  return `This ${label} already belongs to another ChancePay account. Each ${label} can verify one account: sign in to that account, or contact support if it is not yours.`;
}

export function alreadyVerifiedMessage(kind: IdentityNumberKind, last4: string): string {
  return `Your ${identityNumberLabels[kind]} ending ${last4} is already verified.`;
}

export function verifiedMessage(
  kind: IdentityNumberKind,
  returnedName: string,
  tier: number,
  dailyOutKobo: number,
): string {
  return `Your ${identityNumberLabels[kind]} is verified in the name ${returnedName}. You are on tier ${tier}: you can send up to ${formatNaira(dailyOutKobo)} a day.`;
}
