import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate(dashboardLayoutMessages, 'pcm', {
  user: 'User',
  accountMenu: 'account menu',
  profile: 'Profile',
  reports: 'Reports',
  logout: 'Logout',
});
