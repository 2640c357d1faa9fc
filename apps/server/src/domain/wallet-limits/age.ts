import { lagosDateOf } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { limitMessages } from './limits.messages';
import { standingOf } from './standing';

export const UNDER_AGE_MESSAGE = limitMessages.en.underAge;

/** Age in whole years on `today` (both YYYY-MM-DD), as a birthday counts: 18 on the 18th birthday itself. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

export type AgeVerdict =
  /** The record shows 18 or over: no box needed. */
  | 'adult_by_record'
  /** The record shows under 18: refused, whatever box was ticked. */
  | 'under_age'
  /** No record (tier 0 without one, or signed out): the spec's 18+ box decides. */
  | 'box';

/**
 * DOMAIN.md: the date of birth from the verified record is the age check for a customer who has one (the
 * birthday in Lagos time); the 18+ box stays for everyone else. domain/identity stores an under-age
 * record's date of birth in customer_identities.date_of_birth even though its tier stays 0.
 */
export async function ageVerdict(
  executor: Executor,
  customerUserId: string | null,
  now: Date,
): Promise<AgeVerdict> {
  if (customerUserId === null) return 'box';
  const { dateOfBirth } = await standingOf(executor, customerUserId);
  if (dateOfBirth === null) return 'box';
  return ageOn(dateOfBirth, lagosDateOf(now)) >= 18 ? 'adult_by_record' : 'under_age';
}
