import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The signed-in frame's header (DashboardLayout.tsx); the sidebar and footer menu are dashboard-shell's. */
export const dashboardLayoutMessages = defineMessages('app.dashboardLayout', {
  user: 'User',
  accountMenu: 'account menu',
  profile: 'Profile',
  reports: 'Reports',
  logout: 'Logout',
});
