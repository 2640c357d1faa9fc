import { describe, expect, it } from 'vitest';
import { tierLimits } from '@chancepay/shared';
import { UNDER_AGE_STATUS_MESSAGE } from './messages';
import { FULLY_VERIFIED_MESSAGE, nextStepOf } from './status';

describe('the next step, in words with the tier figures', () => {
  const state = { tier: 0 as const, bvn: false, addressStatus: 'none' as const, underAge: false };

  it('names the step and the figure it unlocks at each tier', () => {
    expect(nextStepOf(state, tierLimits)).toEqual({
      step: 'bvn_or_nin',
      message: 'Verify your BVN or NIN to send money from your wallet (up to ₦50,000.00 a day).',
    });
    expect(nextStepOf({ ...state, tier: 1, bvn: true }, tierLimits)).toEqual({
      step: 'nin',
      message: 'Verify your NIN to send up to ₦200,000.00 a day.',
    });
    expect(nextStepOf({ ...state, tier: 1, bvn: false }, tierLimits)).toEqual({
      step: 'bvn',
      message: 'Verify your BVN to send up to ₦200,000.00 a day.',
    });
    expect(nextStepOf({ ...state, tier: 2, bvn: true }, tierLimits)).toEqual({
      step: 'address',
      message:
        'Upload a proof of address to raise your limits: send up to ₦5,000,000.00 a day with no limit on your balance.',
    });
    expect(nextStepOf({ ...state, tier: 2, bvn: true, addressStatus: 'rejected' }, tierLimits).step).toBe(
      'address',
    );
    expect(nextStepOf({ ...state, tier: 2, bvn: true, addressStatus: 'pending' }, tierLimits).step).toBe(
      'address_pending',
    );
    expect(nextStepOf({ ...state, tier: 3, bvn: true }, tierLimits)).toEqual({
      step: null,
      message: FULLY_VERIFIED_MESSAGE,
    });
  });

  it('takes the figures from the settings it is given, not from constants', () => {
    const limits = { ...tierLimits, 2: { dailyOutKobo: 25_000_000, balanceCapKobo: 60_000_000 } };
    expect(nextStepOf({ ...state, tier: 1, bvn: true }, limits).message).toBe(
      'Verify your NIN to send up to ₦250,000.00 a day.',
    );
  });

  it('offers no step to someone under 18', () => {
    expect(nextStepOf({ ...state, underAge: true }, tierLimits)).toEqual({
      step: null,
      message: UNDER_AGE_STATUS_MESSAGE,
    });
  });
});
