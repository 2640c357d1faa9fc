import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardNavMessages } from './dashboard-nav.messages';

export default translate<typeof dashboardNavMessages>('dashboardShell.nav', 'pcm', {
  loadingProducts: 'Products dey load',
  noProducts: 'No product dey now.',
  dashboard: 'Dashboard',
  home: 'Home',
  transfer: 'Transfer',
  reports: 'Reports',
  myProfile: 'My Profile',
  logout: 'Logout',
  menu: 'Dashboard menu',
});
