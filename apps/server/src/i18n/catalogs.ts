import { languages, type Language } from '@chancepay/shared/i18n/languages';
import {
  catalogOf,
  fillPlaceholders,
  messageOf,
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
import { dateMessages } from './dates.messages';
import { sayIn, type MessageText } from './localized';
import complianceSupportPcm from '../domain/compliance/support.messages.pcm';
import complianceSupportHa from '../domain/compliance/support.messages.ha';
import complianceSupportYo from '../domain/compliance/support.messages.yo';
import complianceSupportIg from '../domain/compliance/support.messages.ig';
import dataProtectionCloseAccountPcm from '../domain/data-protection/close-account.messages.pcm';
import dataProtectionCloseAccountHa from '../domain/data-protection/close-account.messages.ha';
import dataProtectionCloseAccountYo from '../domain/data-protection/close-account.messages.yo';
import dataProtectionCloseAccountIg from '../domain/data-protection/close-account.messages.ig';
import identityPcm from '../domain/identity/identity.messages.pcm';
import identityHa from '../domain/identity/identity.messages.ha';
import identityYo from '../domain/identity/identity.messages.yo';
import identityIg from '../domain/identity/identity.messages.ig';
import moneyInPcm from '../domain/money-in/money-in.messages.pcm';
import moneyInHa from '../domain/money-in/money-in.messages.ha';
import moneyInYo from '../domain/money-in/money-in.messages.yo';
import moneyInIg from '../domain/money-in/money-in.messages.ig';
import raffleOrdersPcm from '../domain/raffle/orders.messages.pcm';
import raffleOrdersHa from '../domain/raffle/orders.messages.ha';
import raffleOrdersYo from '../domain/raffle/orders.messages.yo';
import raffleOrdersIg from '../domain/raffle/orders.messages.ig';
import receiptsPcm from '../domain/receipts/receipts.messages.pcm';
import receiptsHa from '../domain/receipts/receipts.messages.ha';
import receiptsYo from '../domain/receipts/receipts.messages.yo';
import receiptsIg from '../domain/receipts/receipts.messages.ig';
import reportsRecipientsPcm from '../domain/reports/recipients.messages.pcm';
import reportsRecipientsHa from '../domain/reports/recipients.messages.ha';
import reportsRecipientsYo from '../domain/reports/recipients.messages.yo';
import reportsRecipientsIg from '../domain/reports/recipients.messages.ig';
import responsiblePlayPcm from '../domain/responsible-play/responsible-play.messages.pcm';
import responsiblePlayHa from '../domain/responsible-play/responsible-play.messages.ha';
import responsiblePlayYo from '../domain/responsible-play/responsible-play.messages.yo';
import responsiblePlayIg from '../domain/responsible-play/responsible-play.messages.ig';
import transfersPcm from '../domain/transfers/transfers.messages.pcm';
import transfersHa from '../domain/transfers/transfers.messages.ha';
import transfersYo from '../domain/transfers/transfers.messages.yo';
import transfersIg from '../domain/transfers/transfers.messages.ig';
import usersAccountsPcm from '../domain/users/accounts.messages.pcm';
import usersAccountsHa from '../domain/users/accounts.messages.ha';
import usersAccountsYo from '../domain/users/accounts.messages.yo';
import usersAccountsIg from '../domain/users/accounts.messages.ig';
import usersTransactionPinPcm from '../domain/users/transaction-pin.messages.pcm';
import usersTransactionPinHa from '../domain/users/transaction-pin.messages.ha';
import usersTransactionPinYo from '../domain/users/transaction-pin.messages.yo';
import usersTransactionPinIg from '../domain/users/transaction-pin.messages.ig';
import walletLimitsLimitsPcm from '../domain/wallet-limits/limits.messages.pcm';
import walletLimitsLimitsHa from '../domain/wallet-limits/limits.messages.ha';
import walletLimitsLimitsYo from '../domain/wallet-limits/limits.messages.yo';
import walletLimitsLimitsIg from '../domain/wallet-limits/limits.messages.ig';
import apiAccountsPcm from '../http/accounts.messages.pcm';
import apiAccountsHa from '../http/accounts.messages.ha';
import apiAccountsYo from '../http/accounts.messages.yo';
import apiAccountsIg from '../http/accounts.messages.ig';
import apiBuyingPcm from '../http/buying.messages.pcm';
import apiBuyingHa from '../http/buying.messages.ha';
import apiBuyingYo from '../http/buying.messages.yo';
import apiBuyingIg from '../http/buying.messages.ig';
import apiErrorsPcm from '../http/errors.messages.pcm';
import apiErrorsHa from '../http/errors.messages.ha';
import apiErrorsYo from '../http/errors.messages.yo';
import apiErrorsIg from '../http/errors.messages.ig';
import apiFormsPcm from '../http/forms.messages.pcm';
import apiFormsHa from '../http/forms.messages.ha';
import apiFormsYo from '../http/forms.messages.yo';
import apiFormsIg from '../http/forms.messages.ig';
import apiMoneyPcm from '../http/money.messages.pcm';
import apiMoneyHa from '../http/money.messages.ha';
import apiMoneyYo from '../http/money.messages.yo';
import apiMoneyIg from '../http/money.messages.ig';
import apiProfilePcm from '../http/profile.messages.pcm';
import apiProfileHa from '../http/profile.messages.ha';
import apiProfileYo from '../http/profile.messages.yo';
import apiProfileIg from '../http/profile.messages.ig';
import apiSitePcm from '../http/site.messages.pcm';
import apiSiteHa from '../http/site.messages.ha';
import apiSiteYo from '../http/site.messages.yo';
import apiSiteIg from '../http/site.messages.ig';
import datesPcm from './dates.messages.pcm';
import datesHa from './dates.messages.ha';
import datesYo from './dates.messages.yo';
import datesIg from './dates.messages.ig';
import sharedPcm from './shared.messages.pcm';
import sharedHa from './shared.messages.ha';
import sharedYo from './shared.messages.yo';
import sharedIg from './shared.messages.ig';

/**
 * Every translation of the server's books. The domain reads this module (texts in the account's language), so
 * a book file imports nothing but packages/shared, other books and localized.ts: one that imported the domain
 * would close a cycle through here. The server is bundled (no folder to read at run time), so each
 * `*.messages.<language>.ts` file is listed here; catalogs.test.ts fails on one that is not.
 */
export const serverTranslations: readonly Translation[] = [
  ...[complianceSupportPcm, complianceSupportHa, complianceSupportYo, complianceSupportIg],
  ...[
    dataProtectionCloseAccountPcm,
    dataProtectionCloseAccountHa,
    dataProtectionCloseAccountYo,
    dataProtectionCloseAccountIg,
  ],
  ...[identityPcm, identityHa, identityYo, identityIg],
  ...[moneyInPcm, moneyInHa, moneyInYo, moneyInIg],
  ...[raffleOrdersPcm, raffleOrdersHa, raffleOrdersYo, raffleOrdersIg],
  ...[receiptsPcm, receiptsHa, receiptsYo, receiptsIg],
  ...[reportsRecipientsPcm, reportsRecipientsHa, reportsRecipientsYo, reportsRecipientsIg],
  ...[responsiblePlayPcm, responsiblePlayHa, responsiblePlayYo, responsiblePlayIg],
  ...[transfersPcm, transfersHa, transfersYo, transfersIg],
  ...[usersAccountsPcm, usersAccountsHa, usersAccountsYo, usersAccountsIg],
  ...[usersTransactionPinPcm, usersTransactionPinHa, usersTransactionPinYo, usersTransactionPinIg],
  ...[walletLimitsLimitsPcm, walletLimitsLimitsHa, walletLimitsLimitsYo, walletLimitsLimitsIg],
  ...[apiAccountsPcm, apiAccountsHa, apiAccountsYo, apiAccountsIg],
  ...[apiBuyingPcm, apiBuyingHa, apiBuyingYo, apiBuyingIg],
  ...[apiErrorsPcm, apiErrorsHa, apiErrorsYo, apiErrorsIg],
  ...[apiFormsPcm, apiFormsHa, apiFormsYo, apiFormsIg],
  ...[apiMoneyPcm, apiMoneyHa, apiMoneyYo, apiMoneyIg],
  ...[apiProfilePcm, apiProfileHa, apiProfileYo, apiProfileIg],
  ...[apiSitePcm, apiSiteHa, apiSiteYo, apiSiteIg],
  ...[datesPcm, datesHa, datesYo, datesIg],
  ...[sharedPcm, sharedHa, sharedYo, sharedIg],
  // Texts and USSD screens (GSM-7 spelling).
  ...[notificationsPcm, notificationsHa, notificationsYo, notificationsIg],
  ...[codesPcm, codesHa, codesYo, codesIg],
  ...[ussdPcm, ussdHa, ussdYo, ussdIg],
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

const dateAtTime = (language: Language, date: string, time: string) =>
  fillPlaceholders(messageOf(dateMessages, 'dateAtTime', serverCatalog(language)), { date, time });

/** A message in a language; in English exactly as it was written (the API's words before issue #25). */
export const inLanguage = (text: MessageText, language: Language): string =>
  sayIn(text, language, serverCatalog(language), dateAtTime);
