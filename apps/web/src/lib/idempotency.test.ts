import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, SubmissionKey } from './idempotency';

describe('Idempotency-Key per submission', () => {
  it('makes v4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('keeps the key across retries of the same request, and renews it for a new one or after an answer', () => {
    const submission = new SubmissionKey();
    const first = submission.keyFor({ amount: '100' });
    expect(submission.keyFor({ amount: '100' })).toBe(first);
    const changed = submission.keyFor({ amount: '200' });
    expect(changed).not.toBe(first);
    submission.settle();
    expect(submission.keyFor({ amount: '200' })).not.toBe(changed);
  });
});
