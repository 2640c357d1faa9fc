import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardNavMessages } from './dashboard-nav.messages';

export default translate(dashboardNavMessages, 'ig', {
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
