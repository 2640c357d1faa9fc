import { describe, expect, it } from 'vitest';
import { addressProofDecisionSchema, bvnVerificationSchema, ninVerificationSchema } from './identity';
import { tierLimits } from './tiers';

const ada = { first_name: 'Ada', last_name: 'Okafor', consent: true };

describe('the identity request schemas', () => {
  it('takes 11 digits, written in groups or not', () => {
    expect(bvnVerificationSchema.parse({ number: '222 2222-2222', ...ada }).number).toBe('22222222222');
    expect(
      ninVerificationSchema.parse({ number: '70123456789', ...ada, first_name: " Ọlá O'Neil-Ade " }),
    ).toMatchObject({
      first_name: "Ọlá O'Neil-Ade",
    });
  });

  it.each([
    [{ number: '2222222222', ...ada }, 'Enter the 11 digits of your BVN.'],
    [{ number: 22222222222, ...ada }, 'Enter the 11 digits of your BVN.'],
    [
      { number: '22222222222', ...ada, consent: 'yes' },
      'Tick the box to let us check your BVN with the identity service.',
    ],
    [{ number: '22222222222', ...ada, first_name: ' ' }, 'Enter your first name as it is on your BVN.'],
    [
      { number: '22222222222', ...ada, last_name: 'O<script>' },
      'Use letters only in your last name (hyphens and apostrophes are fine).',
    ],
    [{ number: '22222222222', ...ada, extra: 1 }, undefined],
  ])('refuses %j with words', (body, message) => {
    const result = bvnVerificationSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('names the NIN in its messages', () => {
    const result = ninVerificationSchema.safeParse({ number: '1', ...ada });
    expect(result.error!.issues[0]!.message).toBe('Enter the 11 digits of your NIN.');
  });

  it('needs a decision and a reason for a proof of address', () => {
    expect(addressProofDecisionSchema.safeParse({ decision: 'accept', reason: 'Matches' }).success).toBe(
      true,
    );
    expect(addressProofDecisionSchema.safeParse({ decision: 'accept' }).success).toBe(false);
    expect(addressProofDecisionSchema.safeParse({ decision: 'approve', reason: 'Matches' }).success).toBe(
      false,
    );
  });
});

it('holds DOMAIN.md’s default tier figures in kobo, tier 3 without a cap', () => {
  expect(tierLimits).toEqual({
    0: { dailyOutKobo: 0, balanceCapKobo: 30_000_000 },
    1: { dailyOutKobo: 5_000_000, balanceCapKobo: 30_000_000 },
    2: { dailyOutKobo: 20_000_000, balanceCapKobo: 50_000_000 },
    3: { dailyOutKobo: 500_000_000, balanceCapKobo: null },
  });
});
