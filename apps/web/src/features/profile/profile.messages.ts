import { defineMessages } from '@chancepay/shared/i18n/messages';

export const profileMessages = defineMessages('profile.page', {
  title: 'My Profile',
  loading: 'Loading your profile',
  failed: 'Failed to load profile data. Please try again.',
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
    'ChancePay’s pages show in the language you choose here. Your text messages and USSD menus use it too.',
});
