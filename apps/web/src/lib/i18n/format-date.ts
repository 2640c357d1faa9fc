import { formatDateIn } from '@chancepay/shared/i18n/dates';
import { useCallback } from 'react';
import { useLanguage } from './LanguageProvider';

/** Dates in the reader's language where the browser has its names, else en-NG (amounts never: ₦ stays en-NG). */
export function useFormatDate() {
  const { language } = useLanguage();
  return useCallback(
    (date: Date | string | number, options: Intl.DateTimeFormatOptions) =>
      formatDateIn(language, date, options),
    [language],
  );
}
