import { translate } from '@chancepay/shared/i18n/messages';
import { accountMenuMessages } from './account-menu.messages';

export default translate(accountMenuMessages, 'ig', {
  signUp: 'Debanye aha',
  login: 'Banye',
  user: 'Onye ọrụ',
  balance: 'Ego fọdụrụ: {amount}',
  myProfile: 'Profaịlụ m',
  dashboard: 'Dashboard',
  logout: 'Pụọ',
});
