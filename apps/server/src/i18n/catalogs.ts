import { languages, type Language } from '@chancepay/shared/i18n/languages';
import {
  catalogOf,
  translatorFor,
  type Catalog,
  type MessageBook,
  type Messages,
  type Translation,
  type Translator,
} from '@chancepay/shared/i18n/messages';
import notificationsHa from '../domain/notifications/templates.messages.ha';
import notificationsIg from '../domain/notifications/templates.messages.ig';
import notificationsPcm from '../domain/notifications/templates.messages.pcm';
import notificationsYo from '../domain/notifications/templates.messages.yo';
import codesHa from '../domain/users/codes.messages.ha';
import codesIg from '../domain/users/codes.messages.ig';
import codesPcm from '../domain/users/codes.messages.pcm';
import codesYo from '../domain/users/codes.messages.yo';
import ussdHa from '../domain/ussd/screens.messages.ha';
import ussdIg from '../domain/ussd/screens.messages.ig';
import ussdPcm from '../domain/ussd/screens.messages.pcm';
import ussdYo from '../domain/ussd/screens.messages.yo';

/**
 * Every translation of the server's books. The server is bundled (no directory to read at run time), so a new
 * `*.messages.<language>.ts` file is listed here; catalogs.test.ts fails on one that is not.
 */
export const serverTranslations: readonly Translation[] = [
  notificationsPcm,
  notificationsHa,
  notificationsYo,
  notificationsIg,
  codesPcm,
  codesHa,
  codesYo,
  codesIg,
  ussdPcm,
  ussdHa,
  ussdYo,
  ussdIg,
];

const catalogs = new Map<Language, Catalog>(
  languages.map((language) => [
    language,
    catalogOf(serverTranslations.filter((translation) => translation.language === language)),
  ]),
);

export const serverCatalog = (language: Language): Catalog => catalogs.get(language) ?? {};

/** `t(key, params)` for one book in one language (English where a translation lacks the key). */
export const messagesIn = <M extends Messages>(book: MessageBook<M>, language: Language): Translator<M> =>
  translatorFor(book, serverCatalog(language));
