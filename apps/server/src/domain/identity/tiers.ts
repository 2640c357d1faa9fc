import { lagosDateOf, type WalletTier } from '@chancepay/shared';

/**
 * Tiers exactly as DOMAIN.md "Identity and wallet tiers" defines them, derived from the verified records:
 * 1: a BVN or a NIN verified (the record 18+, its name matching what the customer typed);
 * 2: both verified, the two records agreeing on name and date of birth;
 * 3: tier 2 plus a proof of address accepted by compliance.
 * Verification only stores a record that passed its checks (name, age, agreement with the other), so the
 * stored facts are enough here; the age is checked again so that a stored date of birth that is not 18+ (an
 * under-age refusal keeps it, see verification.ts) can never count.
 */
export interface VerifiedFacts {
  dateOfBirth: string | null;
  bvnVerifiedAt: Date | null;
  ninVerifiedAt: Date | null;
  addressVerifiedAt: Date | null;
}

export const ADULT_AGE_YEARS = 18;

/** Whole years between a date of birth and a calendar day (both 'YYYY-MM-DD'); a 29 February birthday counts on 1 March. */
export function ageInYears(dateOfBirth: string, onDay: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = onDay.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** 18 or over on today's Lagos calendar day (a Nigerian's birthday starts at midnight in Lagos). */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  return ageInYears(dateOfBirth, lagosDateOf(now)) >= ADULT_AGE_YEARS;
}

export function tierOf(facts: VerifiedFacts, now: Date): WalletTier {
  const adult = facts.dateOfBirth !== null && isAdult(facts.dateOfBirth, now);
  const bvn = adult && facts.bvnVerifiedAt !== null;
  const nin = adult && facts.ninVerifiedAt !== null;
  if (bvn && nin) return facts.addressVerifiedAt !== null ? 3 : 2;
  return bvn || nin ? 1 : 0;
}
