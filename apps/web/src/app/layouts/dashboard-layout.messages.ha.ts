import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate<typeof dashboardLayoutMessages>('app.dashboardLayout', 'ha', {
  user: 'Mai amfani',
  accountMenu: 'menu na asusu',
  profile: 'Bayananka',
  reports: 'Rahotanni',
  logout: 'Fita',
});
