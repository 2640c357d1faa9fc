import { languages } from '@chancepay/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { messagesIn } from '../../i18n/catalogs';
import { gsm7Length, isGsm7, smsSegments } from '../../providers/sms/gsm7';
import { codeMessages } from './codes.messages';
import { textLanguage } from './language';

describe('the one-time code texts', () => {
  it.each(languages)('%s: each is GSM-7, one 160-character page, and carries the code', (language) => {
    const t = messagesIn(codeMessages, language);
    for (const key of Object.keys(codeMessages.en) as (keyof typeof codeMessages.en)[]) {
      // APP_NAME is ChancePay; a longer name of a white-label copy still leaves room.
      const text = t(key, { appName: 'ChancePay Nigeria', code: '482913' });
      expect(isGsm7(text), text).toBe(true);
      expect(gsm7Length(text), text).toBeLessThanOrEqual(160);
      expect(smsSegments(text)).toBe(1);
      expect(/\b(\d{6})\b/.exec(text)?.[1], text).toBe('482913');
    }
  });

  it('go out in the account’s language, else the request’s, else English', () => {
    expect(textLanguage({ language: 'yo' }, 'ha')).toBe('yo');
    expect(textLanguage({ language: null }, 'ha')).toBe('ha');
    expect(textLanguage({ language: null })).toBe('en');
    expect(textLanguage(undefined)).toBe('en');
    expect(messagesIn(codeMessages, 'en')('phoneCode', { appName: 'ChancePay', code: '482913' })).toBe(
      'Your ChancePay code is 482913. It expires in 10 minutes. Never share it with anyone.',
    );
  });
});
