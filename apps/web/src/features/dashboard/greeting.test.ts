import { describe, expect, it } from 'vitest';
import { greetingFor, lagosLongDate, ordinal } from './greeting';

describe('vendor dashboard date and greeting (Lagos time)', () => {
  it('writes ordinal days', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
  });

  it("gives today's Lagos date, which may already be tomorrow in UTC terms", () => {
    expect(lagosLongDate(new Date('2026-11-21T12:00:00Z'))).toBe('Saturday, 21st November 2026');
    expect(lagosLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('Friday, 1st January 2027');
  });

  it('greets by the 12:00 and 18:00 thresholds', () => {
    expect(greetingFor(new Date('2026-11-21T10:59:59Z'))).toBe('Good morning'); // 11:59:59 in Lagos
    expect(greetingFor(new Date('2026-11-21T11:00:00Z'))).toBe('Good afternoon'); // 12:00
    expect(greetingFor(new Date('2026-11-21T16:59:59Z'))).toBe('Good afternoon'); // 17:59:59
    expect(greetingFor(new Date('2026-11-21T17:00:00Z'))).toBe('Good evening'); // 18:00
    expect(greetingFor(new Date('2026-11-21T23:30:00Z'))).toBe('Good morning'); // 00:30 next day
  });
});
