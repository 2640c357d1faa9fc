import { translate } from '@chancepay/shared/i18n/messages';
import { closeAccountMessages } from './close-account.messages';

export default translate(closeAccountMessages, 'ig', {
  wrongPassword: 'Okwuntughe ahụ ezighị ezi. Akaụntụ gị ka mepere emepe.',
  vendor:
    'Ọ bụ enyemaka ChancePay na-emechi akaụntụ azụmahịa, mgbe ha zigachara ego wallet ya n’ụlọ akụ. Kpọtụrụ enyemaka.',
  alreadyClosed: 'Emechielarị akaụntụ a.',
  tooManyWrongPasswords: 'Ọtụtụ okwuntughe ezighị ezi. Nwaa ọzọ mgbe nkeji {count} gachara.',
  walletNotEmpty:
    'Wallet gị nwere {amount}. Buru ụzọ zipu ya n’akaụntụ ụlọ akụ gị (Dashboard, Transfer), wee mechie akaụntụ gị.',
  heldNotEmpty:
    'A na-ejide {amount} maka gị n’ihi na ọ karịrị oke wallet gị. Nyochaa njirimara gị na ibe a ka ị nata ya, zipu ya n’ụlọ akụ gị, wee mechie akaụntụ gị.',
  transferInFlight:
    'Nzipu ego n’ụlọ akụ gị ka nọ n’ụzọ. Mechie akaụntụ gị ozugbo o rutere (ma ọ bụ laghachi na wallet gị).',
  orderAwaitingPayment:
    'Otu ọda gị ka na-eche ịkwụ ụgwọ ya. Mechie akaụntụ gị ozugbo o mechara (ọ gaghị akarị otu ụbọchị).',
});
