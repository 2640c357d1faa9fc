import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageOfRequest, languageOfTag } from './languages';

describe('the language of a request', () => {
  it('follows Accept-Language by preference, skipping what we do not speak', () => {
    expect(languageFromAcceptLanguage('ha-NG,ha;q=0.9,en;q=0.8')).toBe('ha');
    expect(languageFromAcceptLanguage('fr-FR, yo;q=0.5, en;q=0.4')).toBe('yo');
    expect(languageFromAcceptLanguage('en;q=0.2, ig;q=0.9')).toBe('ig');
    expect(languageFromAcceptLanguage('fr, de')).toBe('en');
    expect(languageFromAcceptLanguage('pcm;q=0, en-GB')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('puts the cookie’s explicit choice first, ignoring one we do not speak', () => {
    expect(languageOfRequest('pcm', 'ha')).toBe('pcm');
    expect(languageOfRequest('xx', 'ha')).toBe('ha');
  });

  it('reads <html lang>', () => {
    expect(languageOfTag('en-NG')).toBe('en');
    expect(languageOfTag('yo')).toBe('yo');
    expect(languageOfTag('')).toBe('en');
  });
});
