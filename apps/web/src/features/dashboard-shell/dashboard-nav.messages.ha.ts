import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardNavMessages } from './dashboard-nav.messages';

export default translate(dashboardNavMessages, 'ha', {
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
