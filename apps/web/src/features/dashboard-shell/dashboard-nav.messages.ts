import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The dashboard's sidebar and its mobile footer menu (the footer's labels sit under an icon: keep them short). */
export const dashboardNavMessages = defineMessages('dashboardShell.nav', {
  loadingProducts: 'Loading products',
  noProducts: 'No products available.',
  dashboard: 'Dashboard',
  home: 'Home',
  transfer: 'Transfer',
  reports: 'Reports',
  myProfile: 'My Profile',
  logout: 'Logout',
  menu: 'Dashboard menu',
});
