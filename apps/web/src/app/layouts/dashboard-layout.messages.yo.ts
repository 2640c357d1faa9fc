import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate<typeof dashboardLayoutMessages>('app.dashboardLayout', 'yo', {
  user: 'Olùmúlò',
  accountMenu: 'àtòjọ àkáǹtì',
  profile: 'Àkọsílẹ̀ rẹ',
  reports: 'Ìjábọ̀',
  logout: 'Jáde',
});
