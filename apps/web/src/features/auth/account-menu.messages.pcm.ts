import { translate } from '@chancepay/shared/i18n/messages';
import type { accountMenuMessages } from './account-menu.messages';

export default translate<typeof accountMenuMessages>('auth.accountMenu', 'pcm', {
  signUp: 'Sign up',
  login: 'Login',
  user: 'User',
  balance: 'Balance: {amount}',
  myProfile: 'My Profile',
  dashboard: 'Dashboard',
  logout: 'Logout',
});
