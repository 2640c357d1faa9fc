import { translate } from '@chancepay/shared/i18n/messages';
import type { profileMessages } from './profile.messages';

export default translate<typeof profileMessages>('profile.page', 'pcm', {
  title: 'My Profile',
  loading: 'We dey load your profile',
  failed: 'We no fit load your profile. Abeg try again.',
  notAvailable: 'N/A',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  cacNumber: 'CAC Number',
  balance: 'Balance',
  username: 'Username',
  email: 'Email',
  languageTitle: 'Language',
  languageIntro:
    'ChancePay pages go show for the language wey you choose here. Your text messages and USSD menu go use am too.',
});
