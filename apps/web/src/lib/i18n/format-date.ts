import { formatDateIn } from '@chancepay/shared/i18n/dates';
import { useCallback } from 'react';
import { useHydrated } from '../after-hydration';
import { useLanguage } from './LanguageProvider';

/**
 * Dates in the reader's language where the browser has its names, else en-NG (amounts never: ₦ stays en-NG).
 * Node's ICU names the months in ha, yo, ig and pcm; Chromium's (Debian's build, measured) names them in none, and
 * Android's is unknown: so the server and the hydrating render both write en-NG, and the browser's own locale
 * takes over on the render after, never a mismatch between the server's HTML and the first render.
 */
export function useFormatDate() {
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const dateLanguage = hydrated ? language : 'en';
  return useCallback(
    (date: Date | string | number, options: Intl.DateTimeFormatOptions) =>
      formatDateIn(dateLanguage, date, options),
    [dateLanguage],
  );
}
