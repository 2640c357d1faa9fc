import { defineMessages } from '@chancepay/shared/i18n/messages';

export const dataRightsMessages = defineMessages('profile.dataRights', {
  title: 'Your data',
  intro:
    'Download everything we hold about you: your profile, identity status (your BVN and NIN show only their last four digits), orders, transfers, messages we sent, sign-ins and settings. The statement lists every movement of your wallet. Up to 10 downloads a day.',
  downloadData: 'Download my data',
  downloadStatement: 'Download wallet statement (CSV)',
  downloaded: 'Downloaded {fileName}.',
  closeAccount: 'Close my account',
  emptyFirst:
    'Your wallet must be empty first: send what it holds to your bank with <transfer>Transfer</transfer>.',
  closeWarning:
    'You will be signed out on every device at once and cannot sign in again. After 14 days we erase your name, email, phone, date of birth and documents. The law makes us keep the records of your orders, transfers and identity checks for 5 years, apart and seen only by our compliance team. You may open a new account later.',
  password: 'Your password',
  closing: 'Closing...',
  closeForGood: 'Close my account for good',
  keepAccount: 'Keep my account',
});
