import { translate } from '@chancepay/shared/i18n/messages';
import type { banksMessages } from './banks.messages';

export default translate<typeof banksMessages>('banks.picker', 'ig', {
  unavailableBank: '{bank} (adịghị)',
  banks: 'Ụlọ akụ',
  moreBanks: 'Dee aha iji chọta ụlọ akụ na wallet {count} ọzọ.',
  noBankByThatName: 'Enweghị ụlọ akụ ma ọ bụ wallet nwere aha ahụ.',
  suggestedBanks: 'Ụlọ akụ a tụrụ aro',
  isItOneOfThese: 'Ọ bụ otu n’ime ndị a? Ma ọ bụ chọọ ụlọ akụ gị n’elu.',
  oneMoreDigit: 'Ọ fọdụrụ otu ọnụọgụ: nọmba akaụntụ nwere ọnụọgụ {digits}.',
  moreDigits: 'Ọ fọdụrụ ọnụọgụ {count}: nọmba akaụntụ nwere ọnụọgụ {digits}.',
});
