import { defineMessages } from '@chancepay/shared/i18n/messages';

// Spec section 8, Reset link send / Reset password, and section 5, Reset password; then the reset by SMS code.
export const resetMessages = defineMessages('auth.resetPassword', {
  title: 'Reset password',
  emailIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  email: 'Email',
  sendLink: 'Send Reset Link',
  linkSent: 'Reset link sent! Please check your email.',
  linkFailed: 'Failed to send reset link.',
  linkFailedBecause: 'Failed to send reset link. {reason}',
  checkingLink: 'Checking your link',
  resetPassword: 'Reset Password',
  resetDone: 'Password reset successful! You can now log in.',
  resetFailed: 'Failed to reset password.',
  bySmsTitle: 'Or get a code by SMS',
  bySmsIntro: 'Enter the phone number you verified at sign-up (0803…, +234…) and we will text you a code.',
  bySmsForm: 'Reset by SMS',
  textMeCode: 'Text me a code',
  codeTexted: 'We have texted you a code.',
  setNewPassword: 'Set new password',
  backToLogin: 'Back to Login',
});
