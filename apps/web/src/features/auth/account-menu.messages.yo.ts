import { translate } from '@chancepay/shared/i18n/messages';
import { accountMenuMessages } from './account-menu.messages';

export default translate(accountMenuMessages, 'yo', {
  signUp: 'Forúkọ sílẹ̀',
  login: 'Wọlé',
  user: 'Olùmúlò',
  balance: 'Iye owó tó kù: {amount}',
  myProfile: 'Àkọsílẹ̀ mi',
  dashboard: 'Dashboard',
  logout: 'Jáde',
});
