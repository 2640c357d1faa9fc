import { afterEach, describe, expect, it } from 'vitest';
import { LAST_REFERENCE_COOKIE, clearLastReference } from './last-reference';
import { loadPurchaseForm, restorablePurchaseForm, savePurchaseForm } from './saved-purchase-form';
import { startedAgo } from '../model/started-ago';

const PATH = '/get-cash?raffle_cycle_id=7&raffle_type_id=1';
const fields = { phone: '08031234567', ticketsText: '3', ageConfirmed: true };

afterEach(() => clearLastReference());

describe('the purchase form kept for a checkout', () => {
  it('is found by its reference (any case), only on its own page, and only for a day', () => {
    const now = Date.now();
    savePurchaseForm('ABC-1', PATH, fields, now);
    expect(loadPurchaseForm('abc-1', now + 1_000)).toMatchObject({ ...fields, path: PATH, savedAt: now });
    expect(loadPurchaseForm('abc-1', now + 24 * 3600_000 + 1)).toBeNull();
    expect(restorablePurchaseForm(PATH, { restoreFormFrom: 'abc-1' })).toMatchObject(fields);
    expect(
      restorablePurchaseForm('/on-the-house?raffle_cycle_id=7&raffle_type_id=3', {
        restoreFormFrom: 'abc-1',
      }),
    ).toBeNull();
    // Without a navigation naming it, only the unfinished checkout of the last-reference cookie is used.
    expect(restorablePurchaseForm(PATH, null)).toBeNull();
    document.cookie = `${LAST_REFERENCE_COOKIE}=abc-1; Path=/`;
    expect(restorablePurchaseForm(PATH, null)).toMatchObject(fields);
  });

  it('keeps only the newest few and ignores what it cannot read', () => {
    for (let index = 0; index < 12; index++)
      savePurchaseForm(`ref-${index}`, PATH, fields, Date.now() + index);
    const kept = Object.keys(sessionStorage).filter((key) => key.startsWith('chancepay.purchase-form:'));
    expect(kept.length).toBeLessThanOrEqual(10);
    expect(loadPurchaseForm('ref-11')).not.toBeNull();
    sessionStorage.setItem('chancepay.purchase-form:bad', '{"path":"https://evil.example","phone":1}');
    expect(loadPurchaseForm('bad')).toBeNull();
  });
});

describe('startedAgo', () => {
  it('says the real time, not "a few minutes ago"', () => {
    expect(startedAgo(0, 5_000)).toBe('just now');
    expect(startedAgo(0, 60_000)).toBe('1 minute ago');
    expect(startedAgo(0, 12 * 60_000 + 5)).toBe('12 minutes ago');
    expect(startedAgo(0, 2 * 3600_000)).toBe('2 hours ago');
    expect(startedAgo(null, 5_000)).toBe('recently');
  });
});
