import { defineMessages } from '@chancepay/shared/i18n/messages';

export const accountMenuMessages = defineMessages('auth.accountMenu', {
  signUp: 'Sign up',
  login: 'Login',
  user: 'User',
  balance: 'Balance: {amount}',
  myProfile: 'My Profile',
  dashboard: 'Dashboard',
  logout: 'Logout',
});
