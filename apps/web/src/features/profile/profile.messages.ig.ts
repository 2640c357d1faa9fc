import { translate } from '@chancepay/shared/i18n/messages';
import type { profileMessages } from './profile.messages';

export default translate<typeof profileMessages>('profile.page', 'ig', {
  title: 'Profaịlụ m',
  loading: 'Ọ na-ebuli profaịlụ gị',
  failed: 'Anyị enweghị ike ibuli profaịlụ gị. Biko nwaa ọzọ.',
  notAvailable: 'Enweghị',
  name: 'Aha',
  address: 'Adreesị',
  phone: 'Ekwentị',
  cacNumber: 'Nọmba CAC',
  balance: 'Ego fọdụrụ',
  username: 'Aha njirimara',
  email: 'Email',
  languageTitle: 'Asụsụ',
  languageIntro: 'Peeji ChancePay ga-apụta n’asụsụ ị họọrọ ebe a. Ozi SMS na menu USSD gị ga-ejikwa ya.',
});
