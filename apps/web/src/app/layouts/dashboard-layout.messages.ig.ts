import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate<typeof dashboardLayoutMessages>('app.dashboardLayout', 'ig', {
  user: 'Onye ọrụ',
  accountMenu: 'menu akaụntụ',
  profile: 'Profaịlụ',
  reports: 'Akụkọ',
  logout: 'Pụọ',
});
