import { translate } from '@chancepay/shared/i18n/messages';
import type { resetMessages } from './reset-password.messages';

export default translate<typeof resetMessages>('auth.resetPassword', 'pcm', {
  title: 'Change password',
  emailIntro: 'Put the email wey dey your account, we go send you link to choose new password.',
  email: 'Email',
  sendLink: 'Send the link',
  linkSent: 'We don send the link! Abeg check your email.',
  linkFailed: 'We no fit send the link.',
  linkFailedBecause: 'We no fit send the link. {reason}',
  checkingLink: 'We dey check your link',
  resetPassword: 'Change password',
  resetDone: 'Password don change! You fit login now.',
  resetFailed: 'We no fit change the password.',
  bySmsTitle: 'Or collect code by SMS',
  bySmsIntro: 'Put the phone number wey you confirm when you sign up (0803…, +234…), we go text you code.',
  bySmsForm: 'Change password by SMS',
  textMeCode: 'Text me code',
  codeTexted: 'We don text you code.',
  setNewPassword: 'Save new password',
  backToLogin: 'Go back to Login',
});
