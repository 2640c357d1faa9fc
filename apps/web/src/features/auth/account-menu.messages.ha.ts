import { translate } from '@chancepay/shared/i18n/messages';
import type { accountMenuMessages } from './account-menu.messages';

export default translate<typeof accountMenuMessages>('auth.accountMenu', 'ha', {
  signUp: 'Yi rajista',
  login: 'Shiga',
  user: 'Mai amfani',
  balance: 'Ragowar kuɗi: {amount}',
  myProfile: 'Bayanaina',
  dashboard: 'Dashboard',
  logout: 'Fita',
});
