import { translate } from '@chancepay/shared/i18n/messages';
import type { accountMenuMessages } from './account-menu.messages';

export default translate<typeof accountMenuMessages>('auth.accountMenu', 'ig', {
  signUp: 'Debanye aha',
  login: 'Banye',
  user: 'Onye ọrụ',
  balance: 'Ego fọdụrụ: {amount}',
  myProfile: 'Profaịlụ m',
  dashboard: 'Dashboard',
  logout: 'Pụọ',
});
