import { translate } from '@chancepay/shared/i18n/messages';
import { accountMenuMessages } from './account-menu.messages';

export default translate(accountMenuMessages, 'pcm', {
  signUp: 'Sign up',
  login: 'Login',
  user: 'User',
  balance: 'Balance: {amount}',
  myProfile: 'My Profile',
  dashboard: 'Dashboard',
  logout: 'Logout',
});
