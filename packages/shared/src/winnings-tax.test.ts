import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winningsTax, winningsTaxKobo } from './winnings-tax';

describe('winnings tax', () => {
  it('is 5% of ₦50,000.00 by default and leaves ₦47,500.00 when the winner bears it', () => {
    expect(winningsTax(5_000_000, 500, 'winner')).toEqual({
      grossKobo: 5_000_000,
      taxKobo: 250_000,
      netKobo: 4_750_000,
      bearer: 'winner',
      rateBps: 500,
    });
    expect(winningsTax(5_000_000, 500, 'operator').netKobo).toBe(5_000_000);
  });

  it('rounds to the nearest kobo, halves up', () => {
    expect(winningsTaxKobo(10, 500)).toBe(1); // 0.5 kobo -> 1
    expect(winningsTaxKobo(9, 500)).toBe(0); // 0.45 kobo -> 0
    expect(winningsTaxKobo(29, 500)).toBe(1); // 1.45 kobo -> 1
    expect(winningsTaxKobo(30, 500)).toBe(2); // 1.5 kobo -> 2
    expect(winningsTaxKobo(1, 0)).toBe(0);
  });

  it('never strays more than half a kobo from the exact share, and gross = net + tax for the winner', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, rate) => {
          const tax = winningsTax(gross, rate, 'winner');
          const exact = (BigInt(gross) * BigInt(rate)) % 10_000n;
          const floor = (BigInt(gross) * BigInt(rate)) / 10_000n;
          expect(BigInt(tax.taxKobo)).toBe(exact >= 5_000n ? floor + 1n : floor);
          expect(tax.netKobo + tax.taxKobo).toBe(gross);
        },
      ),
    );
  });

  it('refuses a rate outside 0-10000 bps or a fractional amount', () => {
    expect(() => winningsTaxKobo(100, 10_001)).toThrow(RangeError);
    expect(() => winningsTaxKobo(1.5, 500)).toThrow(RangeError);
  });
});
