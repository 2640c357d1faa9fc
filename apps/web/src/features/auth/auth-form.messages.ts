import { defineMessages } from '@chancepay/shared/i18n/messages';
import {
  PHONE_FOREIGN_MESSAGE,
  PHONE_MESSAGE,
  PHONE_NOT_MOBILE_MESSAGE,
  PHONE_PREFIX_MESSAGE,
} from '@chancepay/shared/phone';

/** What the sign-in forms share: the password field, the SMS code step, and the problems they all name. */
export const authFormMessages = defineMessages('auth.form', {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  phoneNumber: 'Phone number',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  codeFromSms: 'Code from the SMS',
  sendNewCode: 'Send a new code',
  sending: 'Sending',
  saving: 'Saving',
  errorTryAgain: 'An error occurred. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match.',
  codeFormat: 'Enter the 6-digit code from the SMS.',
  // The shared phone check's words (packages/shared/src/phone.ts), so each can be said in the reader's language.
  phoneInvalid: PHONE_MESSAGE,
  phonePrefix: PHONE_PREFIX_MESSAGE,
  phoneForeign: PHONE_FOREIGN_MESSAGE,
  phoneNotMobile: PHONE_NOT_MOBILE_MESSAGE,
  verifyPhoneTitle: 'Verify your phone number',
  codeSentTo: 'We sent a 6-digit code to {phone}.',
  code: 'Code',
  verify: 'Verify',
  phoneVerified: 'Your phone number is verified.',
  newCodeSent: 'We sent a new code.',
});
