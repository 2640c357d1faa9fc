import { languages, type Language } from '@chancepay/shared/i18n/languages';
import { setAccountLanguage } from '../users/language';
import type { Customer, UssdContext } from './caller';
import { ask, backItem, done, plainLanguageName, wordsIn, type Screen, type Words } from './screens';

/** "5 Language" (DOMAIN.md "Channels and languages"): the five, each named in itself as on the web's switcher. */
export function languageMenu(t: Words): Screen {
  return ask(
    t('chooseLanguage'),
    ...languages.map((language, index) => `${index + 1} ${plainLanguageName(language)}`),
    backItem(t),
  );
}

/** The language a reply on that menu chose, or null. */
export function languageChosen(input: string): Language | null {
  return /^\d$/.test(input) ? (languages[Number(input) - 1] ?? null) : null;
}

/**
 * The language kept on the account, the web's Profile choice too: texts and screens speak it from now on,
 * starting with this answer. Choosing it again changes nothing, so a resend needs no memory.
 */
export async function saveLanguage(
  ctx: UssdContext,
  customer: Customer,
  language: Language,
): Promise<Screen> {
  await setAccountLanguage(ctx.db, customer.id, language);
  return done(wordsIn(language)('languageSaved', { language: plainLanguageName(language) }));
}
