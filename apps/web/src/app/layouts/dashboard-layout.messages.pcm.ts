import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate<typeof dashboardLayoutMessages>('app.dashboardLayout', 'pcm', {
  user: 'User',
  accountMenu: 'account menu',
  profile: 'Profile',
  reports: 'Reports',
  logout: 'Logout',
});
