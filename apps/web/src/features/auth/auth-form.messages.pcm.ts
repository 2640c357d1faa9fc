import { translate } from '@chancepay/shared/i18n/messages';
import type { authFormMessages } from './auth-form.messages';

export default translate<typeof authFormMessages>('auth.form', 'pcm', {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  phoneNumber: 'Phone number',
  newPassword: 'New password',
  confirmNewPassword: 'Type the new password again',
  codeFromSms: 'Code wey dey the SMS',
  sendNewCode: 'Send another code',
  sending: 'E dey send',
  saving: 'E dey save',
  errorTryAgain: 'Something no work. Abeg try again.',
  passwordsDoNotMatch: 'The two passwords no be the same.',
  codeFormat: 'Put the 6-digit code wey dey the SMS.',
  phoneInvalid: 'Put correct Nigerian phone number, like 08031234567.',
  phonePrefix: 'Start the number with 0 or +234, like 08031234567.',
  phoneForeign: 'Na only Nigerian phone number we dey take. Put one like 08031234567.',
  phoneNotMobile: 'Put Nigerian mobile number, like 08031234567.',
  verifyPhoneTitle: 'Confirm your phone number',
  codeSentTo: 'We don send 6-digit code go {phone}.',
  code: 'Code',
  verify: 'Confirm',
  phoneVerified: 'We don confirm your phone number.',
  newCodeSent: 'We don send you new code.',
});
