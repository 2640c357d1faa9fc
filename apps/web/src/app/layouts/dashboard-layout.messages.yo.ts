import { translate } from '@chancepay/shared/i18n/messages';
import { dashboardLayoutMessages } from './dashboard-layout.messages';

export default translate(dashboardLayoutMessages, 'yo', {
  user: 'Olùmúlò',
  accountMenu: 'àtòjọ àkáǹtì',
  profile: 'Àkọsílẹ̀ rẹ',
  reports: 'Ìjábọ̀',
  logout: 'Jáde',
});
