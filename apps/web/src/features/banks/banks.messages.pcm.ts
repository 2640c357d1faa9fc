import { translate } from '@chancepay/shared/i18n/messages';
import type { banksMessages } from './banks.messages';

export default translate<typeof banksMessages>('banks.picker', 'pcm', {
  unavailableBank: '{bank} (e no dey work now)',
  banks: 'Banks',
  moreBanks: 'Type name to find {count} more banks and wallets.',
  noBankByThatName: 'No bank or wallet get that name.',
  suggestedBanks: 'Banks wey fit be am',
  isItOneOfThese: 'Na one of these? Or search your bank for up.',
  oneMoreDigit: 'Remain 1 number: account number get {digits} numbers.',
  moreDigits: 'Remain {count} numbers: account number get {digits} numbers.',
});
