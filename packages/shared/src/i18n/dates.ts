import { languageTags, type Language } from './languages';

/**
 * Dates in the language where the platform has its names (Node 20's ICU has ha, yo, ig and pcm;
 * research/nigeria-go-live.md §5.2), else en-NG. Amounts never come here: they stay en-NG (₦1,250.00).
 */
const supported = new Map<Language, string>();

export function dateLocaleOf(language: Language): string {
  let locale = supported.get(language);
  if (!locale) {
    const tag = languageTags[language];
    locale =
      language !== 'en' && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 ? `${tag}-NG` : 'en-NG';
    supported.set(language, locale);
  }
  return locale;
}

export function formatDateIn(
  language: Language,
  date: Date | string | number,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(dateLocaleOf(language), { timeZone: 'Africa/Lagos', ...options }).format(
    new Date(date),
  );
}
