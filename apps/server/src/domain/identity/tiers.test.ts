import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, isAdult, tierOf } from './tiers';

const now = new Date('2026-06-01T12:00:00Z');
const at = new Date('2026-01-01T00:00:00Z');
const adult = '1992-03-14';

describe('tiers (DOMAIN.md "Identity and wallet tiers")', () => {
  it('is 0 with nothing verified, 1 with a BVN or a NIN, 2 with both, 3 with both and an address', () => {
    const none = { dateOfBirth: null, bvnVerifiedAt: null, ninVerifiedAt: null, addressVerifiedAt: null };
    expect(tierOf(none, now)).toBe(0);
    expect(tierOf({ ...none, dateOfBirth: adult, bvnVerifiedAt: at }, now)).toBe(1);
    expect(tierOf({ ...none, dateOfBirth: adult, ninVerifiedAt: at }, now)).toBe(1);
    expect(tierOf({ ...none, dateOfBirth: adult, bvnVerifiedAt: at, ninVerifiedAt: at }, now)).toBe(2);
    expect(
      tierOf({ dateOfBirth: adult, bvnVerifiedAt: at, ninVerifiedAt: at, addressVerifiedAt: at }, now),
    ).toBe(3);
  });

  it('never reaches 3 on an address alone, nor on one number and an address', () => {
    const base = { dateOfBirth: adult, bvnVerifiedAt: null, ninVerifiedAt: null, addressVerifiedAt: at };
    expect(tierOf(base, now)).toBe(0);
    expect(tierOf({ ...base, bvnVerifiedAt: at }, now)).toBe(1);
  });

  it('never counts a number for someone under 18', () => {
    const minor = { dateOfBirth: '2012-06-01', bvnVerifiedAt: at, ninVerifiedAt: at, addressVerifiedAt: at };
    expect(tierOf(minor, now)).toBe(0);
  });

  it('rises with each verified fact and never falls (monotone)', () => {
    const fact = fc.option(fc.constant(at), { nil: null });
    fc.assert(
      fc.property(fact, fact, fact, fact, fact, fact, (bvn, nin, address, bvn2, nin2, address2) => {
        const before = tierOf(
          { dateOfBirth: adult, bvnVerifiedAt: bvn, ninVerifiedAt: nin, addressVerifiedAt: address },
          now,
        );
        const after = tierOf(
          {
            dateOfBirth: adult,
            bvnVerifiedAt: bvn ?? bvn2,
            ninVerifiedAt: nin ?? nin2,
            addressVerifiedAt: address ?? address2,
          },
          now,
        );
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('age from the record', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageInYears('2008-06-01', '2026-05-31')).toBe(17);
    expect(ageInYears('2008-06-01', '2026-06-01')).toBe(18);
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('turns 18 at midnight in Lagos, not in UTC', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in Lagos.
    expect(isAdult('2008-06-01', new Date('2026-05-31T23:30:00Z'))).toBe(true);
    expect(isAdult('2008-06-01', new Date('2026-05-31T22:30:00Z'))).toBe(false);
  });
});
