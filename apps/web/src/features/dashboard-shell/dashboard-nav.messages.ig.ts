import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardNavMessages } from './dashboard-nav.messages';

export default translate<typeof dashboardNavMessages>('dashboardShell.nav', 'ig', {
  loadingProducts: 'A na-ebulite ngwaahịa',
  noProducts: 'Enweghị ngwaahịa ugbu a.',
  dashboard: 'Dashboard',
  home: 'Ụlọ',
  transfer: 'Zipu ego',
  reports: 'Akụkọ',
  myProfile: 'Profaịlụ m',
  logout: 'Pụọ',
  menu: 'Menu Dashboard',
});
