import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The transaction PIN: the Profile section and the set / change / reset form (the Transfer page uses it too). */
export const transactionPinMessages = defineMessages('transactionPin.pin', {
  title: 'Transaction PIN',
  loading: 'Loading your transaction PIN',
  failed: 'Could not load your transaction PIN. Please try again.',
  setIntro: 'Set a 4-digit PIN. You will enter it to confirm every transfer from your wallet.',
  isSet: 'Your PIN is set. You enter it to confirm every transfer.',
  locked: 'Your PIN is locked after 5 wrong tries. Reset it with a code we text to your phone.',
  ussd: 'No data? Dial <code>{code}</code> on any phone with this number to buy tickets and check your balance with the same PIN.',
  changePin: 'Change PIN',
  forgotPin: 'Forgot PIN?',
  forgotIntro: 'We will text a 6-digit code to your verified phone. Then choose a new PIN.',
  textMeCode: 'Text me a code',
  sending: 'Sending...',
  cancel: 'Cancel',
  // The form
  setPin: 'Set PIN',
  setNewPin: 'Set new PIN',
  currentPin: 'Current PIN',
  newPin: 'New 4-digit PIN',
  confirmPin: 'Type the new PIN again',
  pinRules: 'Not 1234, 0000 or the last four digits of your phone number.',
  accountPassword: 'Your account password',
  saving: 'Saving...',
  digits: 'Enter 4 digits.',
  mismatch: 'The two PINs are not the same. Type the new PIN again.',
  passwordMissing: 'Enter the password you log in with.',
  failedTryAgain: 'Something went wrong. Please try again.',
});
