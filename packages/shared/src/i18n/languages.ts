/**
 * The five languages ChancePay speaks (DOMAIN.md "Channels and languages"). English keeps the spec's exact
 * strings and is the default; every other language falls back to English message by message.
 */
export const languages = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/**
 * The visitor's choice while signed out (and this device's latest choice when signed in): readable by the
 * page's script, sent with every request so the server renders in it. Not a secret, so not HttpOnly.
 */
export const languageCookie = 'chancepay_language';
export const languageCookieMaxAgeSeconds = 400 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Each language named in itself, as the switcher lists them. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/** The BCP 47 tag for `<html lang>` (screen readers pick their voice by it). */
export const languageTags: Readonly<Record<Language, string>> = {
  en: 'en-NG',
  pcm: 'pcm',
  ha: 'ha',
  yo: 'yo',
  ig: 'ig',
};

export const languageOfTag = (tag: string | null | undefined): Language => {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : defaultLanguage;
};

/**
 * The first language of an Accept-Language header we speak, by the sender's own order of preference
 * (q-values, then position). "en-GB" and "en-NG" are English; anything we do not speak is skipped.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, position) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: range.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        position,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}

/** The language a request is in: the cookie's explicit choice, else the browser's Accept-Language. */
export function languageOfRequest(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  return isLanguage(cookieValue) ? cookieValue : languageFromAcceptLanguage(acceptLanguage);
}
