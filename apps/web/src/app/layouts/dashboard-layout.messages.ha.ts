import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate(dashboardLayoutMessages, 'ha', {
  user: 'Mai amfani',
  accountMenu: 'menu na asusu',
  profile: 'Bayananka',
  reports: 'Rahotanni',
  logout: 'Fita',
});
