import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardNavMessages } from './dashboard-nav.messages';

export default translate(dashboardNavMessages, 'pcm', {
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
