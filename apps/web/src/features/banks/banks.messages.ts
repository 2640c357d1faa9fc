import {
  defineMessages,
  emptyCatalog,
  translatorFor,
  type Translator,
} from '@chancepay/shared/i18n/messages';

/** The bank picker, its suggestions and the account number's length check. Bank names are never translated. */
export const banksMessages = defineMessages('banks.picker', {
  unavailableBank: '{bank} (unavailable)',
  banks: 'Banks',
  moreBanks: 'Type a name to find {count} more banks and wallets.',
  noBankByThatName: 'No bank or wallet by that name.',
  suggestedBanks: 'Suggested banks',
  isItOneOfThese: 'Is it one of these? Or search for your bank above.',
  oneMoreDigit: '1 more digit needed: account numbers have {digits} digits.',
  moreDigits: '{count} more digits needed: account numbers have {digits} digits.',
});

export type BanksTranslator = Translator<(typeof banksMessages)['en']>;

export const englishBanks: BanksTranslator = translatorFor(banksMessages, emptyCatalog);
