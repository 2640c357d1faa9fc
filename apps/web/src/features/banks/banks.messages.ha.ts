import { translate } from '@chancepay/shared/i18n/messages';
import type { banksMessages } from './banks.messages';

export default translate<typeof banksMessages>('banks.picker', 'ha', {
  unavailableBank: '{bank} (ba ya samuwa)',
  banks: 'Bankuna',
  moreBanks: 'Rubuta suna don samun ƙarin bankuna da walat {count}.',
  noBankByThatName: 'Babu banki ko walat mai wannan suna.',
  suggestedBanks: 'Bankunan da suka dace',
  isItOneOfThese: 'Ɗaya daga cikin waɗannan ne? Ko ka nemo bankinka a sama.',
  oneMoreDigit: 'Saura lamba 1: lambar asusu tana da lambobi {digits}.',
  moreDigits: 'Saura lambobi {count}: lambar asusu tana da lambobi {digits}.',
});
