import { translate } from '@chancepay/shared/i18n/messages';
import { accountMenuMessages } from './account-menu.messages';

export default translate(accountMenuMessages, 'ha', {
  signUp: 'Yi rajista',
  login: 'Shiga',
  user: 'Mai amfani',
  balance: 'Ragowar kuɗi: {amount}',
  myProfile: 'Bayanaina',
  dashboard: 'Dashboard',
  logout: 'Fita',
});
