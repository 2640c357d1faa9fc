import { defineMessages } from '@chancepay/shared/i18n/messages';

export const sessionExpiringMessages = defineMessages('auth.sessionExpiring', {
  title: 'Session Expiring',
  inactive: 'You have been inactive. You will be logged out soon.',
  stayQuestion: 'Do you want to stay logged in?',
  countdown: 'Logging out in {time}',
  secondsLeft: 'Logging out in {seconds} seconds',
  logout: 'Logout',
  stay: 'Stay Logged In',
});
