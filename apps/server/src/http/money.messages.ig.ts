import { translate } from '@chancepay/shared/i18n/messages';
import { apiMoneyMessages } from './money.messages';

export default translate(apiMoneyMessages, 'ig', {
  transferSuccessful: 'Nzipu {amount} gara nke ọma!',
  settlementSuccessful: 'Ịkwụ ụgwọ {amount} gara nke ọma!',
  transferPending: 'A na-arụ ọrụ na nzipu {amount} gị. Lelee Transaction Reports maka nsonaazụ ya.',
  settlementPending: 'A na-arụ ọrụ na ịkwụ ụgwọ {amount} gị. Lelee Transaction Reports maka nsonaazụ ya.',
  transferRefused:
    'Azụmahịa adaghị. Biko nwaa ọzọ. Ụlọ akụ anabataghị nzipu ahụ; {amount} alaghachila na wallet.',
  settlementRefused:
    'Azụmahịa adaghị. Biko nwaa ọzọ. Ụlọ akụ anabataghị ịkwụ ụgwọ ahụ; {amount} alaghachila na wallet.',
  nameEnquiryQuota: 'Ị lelela akaụntụ ụlọ akụ 30 n’ime otu awa gara aga. Nwaa ọzọ ma emechaa.',
  noVendor: 'Akaụntụ a enweghị ndekọ azụmahịa. Gwa onye nchịkwa ka o mechaa ntọala ya.',
  customersOnlyAccountNumber: 'Ọ bụ naanị ndị ahịa nwere nọmba akaụntụ maka itinye ego.',
  accountOpensQuota:
    'Ị nwaala imepe nọmba akaụntụ gị ọtụtụ ugboro taa. Nwaa ọzọ echi, ma ọ bụ kpọtụrụ enyemaka.',
});
