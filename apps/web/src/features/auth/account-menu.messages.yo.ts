import { translate } from '@chancepay/shared/i18n/messages';
import type { accountMenuMessages } from './account-menu.messages';

export default translate<typeof accountMenuMessages>('auth.accountMenu', 'yo', {
  signUp: 'Forúkọ sílẹ̀',
  login: 'Wọlé',
  user: 'Olùmúlò',
  balance: 'Iye owó tó kù: {amount}',
  myProfile: 'Àkọsílẹ̀ mi',
  dashboard: 'Dashboard',
  logout: 'Jáde',
});
