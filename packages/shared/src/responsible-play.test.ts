import { describe, expect, it } from 'vitest';
import {
  isSelfExclusionPeriod,
  readSpendLimit,
  selfExclusionEndsAt,
  SPEND_LIMIT_MAX_MESSAGE,
  SPEND_LIMIT_MIN_MESSAGE,
} from './responsible-play';
import { AMOUNT_DECIMALS_MESSAGE, AMOUNT_FORMAT_MESSAGE, AMOUNT_NEGATIVE_MESSAGE } from './money';

describe('spend limits as typed or sent', () => {
  it('reads naira as kobo, and empty or null as no limit', () => {
    expect(readSpendLimit('1,000')).toEqual({ ok: true, kobo: 100_000 });
    expect(readSpendLimit(2500.5)).toEqual({ ok: true, kobo: 250_050 });
    expect(readSpendLimit(null)).toEqual({ ok: true, kobo: null });
    expect(readSpendLimit('  ')).toEqual({ ok: true, kobo: null });
  });

  it('refuses what is not a sensible limit, with a message', () => {
    expect(readSpendLimit('-5')).toEqual({ ok: false, message: AMOUNT_NEGATIVE_MESSAGE });
    expect(readSpendLimit('10.005')).toEqual({ ok: false, message: AMOUNT_DECIMALS_MESSAGE });
    expect(readSpendLimit('0')).toEqual({ ok: false, message: SPEND_LIMIT_MIN_MESSAGE });
    expect(readSpendLimit('100000000.01')).toEqual({ ok: false, message: SPEND_LIMIT_MAX_MESSAGE });
    expect(readSpendLimit(1e30)).toEqual({ ok: false, message: AMOUNT_FORMAT_MESSAGE });
    expect(readSpendLimit(true)).toEqual({ ok: false, message: AMOUNT_FORMAT_MESSAGE });
    expect(readSpendLimit(undefined)).toEqual({ ok: false, message: AMOUNT_FORMAT_MESSAGE });
  });
});

describe('self-exclusion periods', () => {
  it('knows the three periods and when each ends', () => {
    expect(['6_months', '1_year', '5_years'].every(isSelfExclusionPeriod)).toBe(true);
    expect(isSelfExclusionPeriod('1_month')).toBe(false);
    const start = new Date('2026-11-21T09:00:00Z');
    expect(selfExclusionEndsAt(start, '6_months')).toEqual(new Date('2027-05-21T09:00:00Z'));
    expect(selfExclusionEndsAt(start, '1_year')).toEqual(new Date('2027-11-21T09:00:00Z'));
    expect(selfExclusionEndsAt(start, '5_years')).toEqual(new Date('2031-11-21T09:00:00Z'));
  });
});
