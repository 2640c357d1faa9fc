import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isTierRefusal } from './tier-refusal';

const refusal = (status: number, message: string, body: unknown = { message }) =>
  new ApiError(message, 'http', status, body);

describe('a tier refusal', () => {
  it("is read from the server's code when the answer has one", () => {
    expect(isTierRefusal(refusal(422, 'Over the limit.', { message: 'x', code: 'tier_limit' }))).toBe(true);
    // A code of another kind wins over wording that would otherwise look like a tier refusal.
    expect(isTierRefusal(refusal(422, 'Tier 1 …', { message: 'x', code: 'transfer_daily_limit' }))).toBe(
      false,
    );
  });

  it('is read from the wording of a 403 or 422 when there is no code', () => {
    const tierOne =
      'Tier 1 lets you send ₦50,000.00 a day; ₦0.00 is left today. Verify your NIN to send up to ₦200,000.00 a day.';
    expect(isTierRefusal(refusal(422, tierOne))).toBe(true);
    expect(isTierRefusal(refusal(403, 'Verify your BVN or NIN to send money from your wallet.'))).toBe(true);
    expect(isTierRefusal(refusal(400, tierOne))).toBe(false);
    expect(isTierRefusal(refusal(422, 'The amount is above your balance.'))).toBe(false);
  });

  it('is never a network failure or another kind of error', () => {
    expect(isTierRefusal(new ApiError('Tier', 'network'))).toBe(false);
    expect(isTierRefusal(new Error('Tier 1'))).toBe(false);
    expect(isTierRefusal(null)).toBe(false);
  });
});
