import { describe, expect, it } from 'vitest';
import { isCalendarDate, lagosClockOf, lagosDateOf, lagosDayRange } from './lagos-time';

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
