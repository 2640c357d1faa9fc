import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_LIFETIME_MS,
  registerDraftSource,
  saveDraft,
  saveRegisteredDrafts,
  takeDraft,
} from './form-draft';

afterEach(() => sessionStorage.clear());

describe('form drafts (sessionStorage)', () => {
  it('gives a draft back once, without PIN, password or card fields', () => {
    saveDraft('transfer', {
      bank: '058',
      recipientAccount: '1111111112',
      amount: '1000',
      transactionPin: '1234',
      password: 'secret',
      card_number: '4111',
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/1234|secret|4111/);
    expect(takeDraft('transfer')).toEqual({ bank: '058', recipientAccount: '1111111112', amount: '1000' });
    expect(takeDraft('transfer')).toBeNull();
  });

  it('drops a draft older than 30 minutes', () => {
    saveDraft('get-cash', { phone: '08031234567' }, 1_000);
    expect(takeDraft('get-cash', 1_000 + DRAFT_LIFETIME_MS + 1)).toBeNull();
  });

  it('saves the mounted forms that have something typed in, and forgets an unmounted one', () => {
    const unregister = registerDraftSource('transfer', () => ({ amount: '500' }));
    registerDraftSource('empty', () => null);
    saveRegisteredDrafts();
    expect(takeDraft('transfer')).toEqual({ amount: '500' });
    expect(takeDraft('empty')).toBeNull();
    unregister();
    saveRegisteredDrafts();
    expect(takeDraft('transfer')).toBeNull();
  });
});
