import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  MAX_AMOUNT_KOBO,
  formatNaira,
  formatNairaValue,
  koboFromNairaValue,
  nairaFromKobo,
  parseNairaToKobo,
  toNumberOrZero,
} from './money';

const anyKobo = fc.integer({ min: -MAX_AMOUNT_KOBO, max: MAX_AMOUNT_KOBO });

describe('nairaFromKobo', () => {
  it('writes two decimal places', () => {
    expect(nairaFromKobo(125000)).toBe('1250.00');
    expect(nairaFromKobo(-500)).toBe('-5.00');
    expect(nairaFromKobo(5)).toBe('0.05');
    expect(nairaFromKobo(0)).toBe('0.00');
    expect(nairaFromKobo(-0)).toBe('0.00');
    expect(nairaFromKobo(-1)).toBe('-0.01');
  });

  it('is exact at the edge of safe integers, where kobo / 100 in floating point would round up', () => {
    expect(nairaFromKobo(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(nairaFromKobo(Number.MIN_SAFE_INTEGER)).toBe('-90071992547409.91');
    expect(nairaFromKobo(9_007_199_254_740_899)).toBe('90071992547408.99');
  });

  it('throws on anything that is not a safe integer', () => {
    for (const bad of [1.5, NaN, Infinity, -Infinity, 2 ** 53]) {
      expect(() => nairaFromKobo(bad)).toThrow(TypeError);
    }
  });
});

describe('parseNairaToKobo', () => {
  it.each([
    ['1250', 125000],
    ['1250.5', 125050],
    ['1250.50', 125050],
    ['1,250.50', 125050],
    ['1,234,567.89', 123456789],
    ['  250  ', 25000],
    ['₦1,250.00', 125000],
    ['0', 0],
    ['0.05', 5],
    ['007', 700],
    ['10000000000000', MAX_AMOUNT_KOBO],
    ['10,000,000,000,000.00', MAX_AMOUNT_KOBO],
  ])('accepts %j as %d kobo', (input, kobo) => {
    expect(parseNairaToKobo(input)).toEqual({ ok: true, kobo });
  });

  it.each([
    [1250.5, 125050],
    [1250, 125000],
    [0.07, 7],
    [19.99, 1999],
    [-0, 0],
  ])('accepts the number %d through its decimal text', (input, kobo) => {
    expect(parseNairaToKobo(input)).toEqual({ ok: true, kobo });
  });

  it.each([
    ['', AMOUNT_FORMAT_MESSAGE],
    ['   ', AMOUNT_FORMAT_MESSAGE],
    ['abc', AMOUNT_FORMAT_MESSAGE],
    ['1.234', AMOUNT_DECIMALS_MESSAGE],
    ['-1', AMOUNT_NEGATIVE_MESSAGE],
    ['1e5', AMOUNT_FORMAT_MESSAGE],
    ['1E5', AMOUNT_FORMAT_MESSAGE],
    ['1,25', AMOUNT_FORMAT_MESSAGE],
    ['12,34.00', AMOUNT_FORMAT_MESSAGE],
    ['.5', AMOUNT_FORMAT_MESSAGE],
    ['5.', AMOUNT_FORMAT_MESSAGE],
    ['+5', AMOUNT_FORMAT_MESSAGE],
    ['0x10', AMOUNT_FORMAT_MESSAGE],
    ['Infinity', AMOUNT_FORMAT_MESSAGE],
    ['NaN', AMOUNT_FORMAT_MESSAGE],
    ['10000000000000.01', AMOUNT_TOO_LARGE_MESSAGE],
    ['99999999999999999999999', AMOUNT_TOO_LARGE_MESSAGE],
  ])('refuses %j with an actionable message', (input, message) => {
    expect(parseNairaToKobo(input)).toEqual({ ok: false, message });
  });

  it.each([
    [NaN, AMOUNT_FORMAT_MESSAGE],
    [Infinity, AMOUNT_FORMAT_MESSAGE],
    [-Infinity, AMOUNT_FORMAT_MESSAGE],
    [1e21, AMOUNT_FORMAT_MESSAGE], // String(1e21) is "1e+21"
    [1e-7, AMOUNT_FORMAT_MESSAGE], // String(1e-7) is "1e-7"
    [0.1 + 0.2, AMOUNT_DECIMALS_MESSAGE], // 0.30000000000000004 is not a two-decimal amount
    [1.234, AMOUNT_DECIMALS_MESSAGE],
    [-1, AMOUNT_NEGATIVE_MESSAGE],
    [1e16, AMOUNT_TOO_LARGE_MESSAGE],
  ])('refuses the number %d', (input, message) => {
    expect(parseNairaToKobo(input)).toEqual({ ok: false, message });
  });

  it('refuses values that are neither text nor numbers', () => {
    for (const input of [null, undefined, {}, [], true, 10n]) {
      expect(parseNairaToKobo(input)).toEqual({ ok: false, message: AMOUNT_FORMAT_MESSAGE });
    }
  });

  it('accepts negatives only when asked, and never returns -0', () => {
    expect(parseNairaToKobo('-5.00', { allowNegative: true })).toEqual({ ok: true, kobo: -500 });
    expect(parseNairaToKobo('-₦5.00', { allowNegative: true })).toEqual({ ok: true, kobo: -500 });
    const zero = parseNairaToKobo('-0', { allowNegative: true });
    expect(zero.ok && Object.is(zero.kobo, 0)).toBe(true);
  });

  it('round-trips kobo -> naira text -> kobo for every amount in range (property)', () => {
    fc.assert(
      fc.property(anyKobo, (kobo) => {
        expect(parseNairaToKobo(nairaFromKobo(kobo), { allowNegative: true })).toEqual({ ok: true, kobo });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back its own display format (property)', () => {
    fc.assert(
      fc.property(anyKobo, (kobo) => {
        expect(parseNairaToKobo(formatNaira(kobo), { allowNegative: true })).toEqual({ ok: true, kobo });
      }),
    );
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.anything()), (input) => {
        const result = parseNairaToKobo(input);
        if (result.ok) expect(Number.isSafeInteger(result.kobo)).toBe(true);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatNaira', () => {
  // Exact strings Node 20's ICU prints for en-NG: U+20A6 NAIRA SIGN, no space, minus before the sign.
  it.each([
    [125000, '₦1,250.00'],
    [0, '₦0.00'],
    [5, '₦0.05'],
    [-500, '-₦5.00'],
    [123456789, '₦1,234,567.89'],
    [MAX_AMOUNT_KOBO, '₦10,000,000,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '₦90,071,992,547,409.91'],
  ])('formats %d kobo as %s', (kobo, text) => {
    expect(formatNaira(kobo)).toBe(text);
  });

  it('throws on a non-integer amount instead of showing a wrong one', () => {
    expect(() => formatNaira(0.5)).toThrow(TypeError);
  });

  it('always shows exactly two decimals (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (kobo) => {
        expect(formatNaira(kobo)).toMatch(/^-?₦\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatNairaValue and koboFromNairaValue', () => {
  it('format API naira values, treating unreadable ones as zero (spec "Numbers")', () => {
    expect(formatNairaValue('1250.00')).toBe('₦1,250.00');
    expect(formatNairaValue(1250)).toBe('₦1,250.00');
    expect(formatNairaValue('-5.00')).toBe('-₦5.00');
    for (const value of [undefined, null, '', 'abc', NaN, {}, '1.234']) {
      expect(formatNairaValue(value)).toBe('₦0.00');
    }
    expect(koboFromNairaValue('250.00')).toBe(25000);
    expect(koboFromNairaValue(undefined)).toBe(0);
  });
});

describe('toNumberOrZero', () => {
  it('parses numbers and numeric text, and defaults to 0', () => {
    expect(toNumberOrZero(5)).toBe(5);
    expect(toNumberOrZero('250.50')).toBe(250.5);
    expect(toNumberOrZero(' 12 ')).toBe(12);
    for (const value of [undefined, null, '', 'abc', NaN, Infinity, '0x10', true, {}, '1e400']) {
      expect(toNumberOrZero(value)).toBe(0);
    }
  });
});
