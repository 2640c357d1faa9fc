import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardNavMessages } from './dashboard-nav.messages';

export default translate<typeof dashboardNavMessages>('dashboardShell.nav', 'ha', {
  loadingProducts: 'Ana loda kayayyaki',
  noProducts: 'Babu kayayyaki a yanzu.',
  dashboard: 'Dashboard',
  home: 'Gida',
  transfer: 'Tura kuɗi',
  reports: 'Rahotanni',
  myProfile: 'Bayanaina',
  logout: 'Fita',
  menu: 'Menu na Dashboard',
});
