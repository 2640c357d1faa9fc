import { translate } from '@chancepay/shared/i18n/messages';
import type { dashboardNavMessages } from './dashboard-nav.messages';

export default translate<typeof dashboardNavMessages>('dashboardShell.nav', 'yo', {
  loadingProducts: 'À ń gbé àwọn ọjà wá',
  noProducts: 'Kò sí ọjà kankan báyìí.',
  dashboard: 'Dashboard',
  home: 'Ilé',
  transfer: 'Fi owó ránṣẹ́',
  reports: 'Ìtàn ìṣòwò',
  myProfile: 'Àkọsílẹ̀ mi',
  logout: 'Jáde',
  menu: 'Àṣàyàn Dashboard',
});
