import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate(dashboardLayoutMessages, 'ig', {
  user: 'Onye ọrụ',
  accountMenu: 'menu akaụntụ',
  profile: 'Profaịlụ',
  reports: 'Akụkọ',
  logout: 'Pụọ',
});
