import { translate } from '@chancepay/shared/i18n/messages';
import { formMessages } from './forms.messages';

export default translate(formMessages, 'pcm', {
  loginName: 'Put your username, email or phone number.',
  password: 'Put your password.',
  chooseUsername: 'Choose username.',
  emailLikeExample: 'Put correct email, like ada@example.com.',
  choosePassword: 'Choose password.',
  adultsOnly: 'You must be 18 or pass before you fit use ChancePay.',
  signUpExpired: 'This sign-up step don expire. Login to get new code.',
  code: 'Put the 6-digit code.',
  codeFromSms: 'Put the 6-digit code wey dey the SMS.',
  resetLinkNoToken: 'The reset link no get token.',
  chooseNewPassword: 'Choose new password.',
  vendorFromList: 'We no see that vendor. Choose vendor from the list.',
  searchTooLong: 'Make your search no pass 100 letters.',
  emailOrEmpty: 'Put correct email, or leave am empty.',
  confirmAdult: 'Abeg confirm say you don reach 18 years or pass before you play.',
  chooseVendor: 'Abeg choose vendor wey don register.',
  paymentMethod: 'Choose how you wan pay: "card", "transfer" or "wallet".',
  email: 'Put correct email.',
  loginPassword: 'Put the password wey you take dey login.',
  pinFormat: 'Your transaction PIN must be 4 numbers exactly.',
  spendLimitType: 'Put limit for naira, like 5000 or "5000.00", or null if you no want limit.',
  reportDate: 'Use date like 2026-01-31 (YYYY-MM-DD).',
  orderReference: 'Order reference dey look like 3f1c...-....',
});
