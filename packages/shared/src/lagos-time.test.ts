import { describe, expect, it } from 'vitest';
import {
  addLagosMonths,
  formatLagosDate,
  formatLagosDateTime,
  isCalendarDate,
  lagosClockOf,
  lagosDateOf,
  lagosDayRange,
  lagosMonthOf,
  lagosMonthRange,
} from './lagos-time';

describe('Lagos time (WAT, UTC+1, no daylight saving)', () => {
  it('gives the Lagos calendar day of an instant', () => {
    expect(lagosDateOf('2026-03-14T22:59:59.999Z')).toBe('2026-03-14');
    expect(lagosDateOf('2026-03-14T23:00:00.000Z')).toBe('2026-03-15');
    expect(lagosDateOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(lagosDateOf('not a date')).toBe('');
  });

  it('gives the UTC window of a Lagos day', () => {
    expect(lagosDayRange('2026-03-15')).toEqual({
      start: new Date('2026-03-14T23:00:00.000Z'),
      end: new Date('2026-03-15T23:00:00.000Z'),
    });
    expect(() => lagosDayRange('2026-02-30')).toThrow(RangeError);
  });

  it('reads the Lagos wall clock', () => {
    expect(lagosClockOf('2026-03-14T10:59:00Z')).toEqual({ hour: 11, minute: 59 });
    expect(lagosClockOf('2026-03-14T23:05:00Z')).toEqual({ hour: 0, minute: 5 });
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-2-1')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('Lagos months and dates', () => {
  it('gives the Lagos calendar month of an instant and its UTC window', () => {
    expect(lagosMonthOf('2026-11-30T22:59:59.999Z')).toBe('2026-11');
    expect(lagosMonthOf('2026-11-30T23:00:00.000Z')).toBe('2026-12');
    expect(lagosMonthRange('2026-12')).toEqual({
      start: new Date('2026-11-30T23:00:00.000Z'),
      end: new Date('2026-12-31T23:00:00.000Z'),
    });
    expect(lagosMonthRange('2027-02').end).toEqual(new Date('2027-02-28T23:00:00.000Z'));
    expect(() => lagosMonthRange('2026-13')).toThrow(RangeError);
    expect(() => lagosMonthRange('2026-1')).toThrow(RangeError);
  });

  it('adds calendar months on the Lagos clock, clamping to the last day of a short month', () => {
    expect(addLagosMonths(new Date('2026-11-21T10:00:00Z'), 6)).toEqual(new Date('2027-05-21T10:00:00Z'));
    // 31 August 23:30 in Lagos (22:30 UTC) + 6 months: 28 February 23:30 in Lagos.
    expect(addLagosMonths(new Date('2026-08-31T22:30:00Z'), 6)).toEqual(new Date('2027-02-28T22:30:00Z'));
    // 23:30 UTC on 31 Jan is already 1 February in Lagos: + 1 month = 1 March.
    expect(addLagosMonths(new Date('2027-01-31T23:30:00Z'), 1)).toEqual(new Date('2027-02-28T23:30:00Z'));
    expect(addLagosMonths(new Date('2028-02-29T12:00:00Z'), 60)).toEqual(new Date('2033-02-28T12:00:00Z'));
  });

  it('writes dates and times as Lagos reads them', () => {
    expect(formatLagosDate('2027-05-21T10:00:00Z')).toBe('21 May 2027');
    expect(formatLagosDate('2027-05-21T23:30:00Z')).toBe('22 May 2027');
    expect(formatLagosDateTime('2027-05-21T23:05:00Z')).toBe('22 May 2027 at 00:05');
  });
});
