import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * What the accounts domain tells a person: sign-up, login, phone codes and password resets. Each module keeps
 * its `*_MESSAGE` constant (the English, which tests and other modules read) and refuses with `say(key)`.
 */
export const accountMessages = defineMessages('users.accounts', {
  notSignedIn: 'Please log in to continue.',
  // Sign-up
  usernameRule:
    'Use 3 to 30 letters, digits, dots, dashes or underscores for your username, with at least one letter.',
  usernameTaken: 'That username is taken. Choose another.',
  emailTaken: 'An account already uses that email. Log in, or reset your password.',
  phoneTaken: 'That phone number is already registered. Log in instead.',
  resumedSignUp:
    'You already started signing up with these details. Enter the code we sent to {phone}, or ask for a new one.',
  signUpExpired: 'Your sign-up has expired. Please sign up again.',
  // Passwords
  passwordTooShort: 'Use at least {count} characters for your password.',
  passwordTooLong: 'Use at most {count} characters for your password.',
  passwordCommon:
    'That password is too common and easy to guess. Choose another, for example a few unrelated words.',
  passwordPersonal: 'Your password must not contain your username, email or phone number.',
  // Login
  loginFailed: 'The username or password is incorrect.',
  accountLocked: 'This account is locked. Contact support to unlock it.',
  accountClosed: 'This account is closed. To use ChancePay again, sign up for a new account.',
  tooManyLogins: 'Too many failed login attempts. Try again in {wait}.',
  // How long to wait, inside the messages above and below
  oneSecond: '1 second',
  seconds: '{count} seconds',
  oneMinute: '1 minute',
  minutes: '{count} minutes',
  // Phone codes
  codeExpired: 'That code has expired. Request a new code.',
  codeUsedUp: 'Too many wrong tries for this code. Request a new code.',
  codeWrongOneTryLeft: 'That code is not right. You have 1 try left.',
  codeWrongTriesLeft: 'That code is not right. You have {count} tries left.',
  phoneAlreadyVerified: 'This phone number is already verified. You can log in.',
  tooManyCodes: 'You have asked for 3 codes in the last hour. Try again in {wait}.',
  smsUnavailable: 'We cannot send text messages right now. Please try again later.',
  smsRefused: 'We could not send a text to this phone number. Check it or use another.',
  noPhone: 'This account has no phone number.',
  // Password reset by email link or texted code
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetLinkSent: 'If an account uses that email, we have sent it a password reset link.',
  tooManyResetLinks: 'Too many reset links were requested. Try again in {wait}.',
  resetCodeSent:
    'If an account uses that phone number, we have texted it a 6-digit code. It works for 10 minutes.',
  resetCodeWrong:
    'That code is not right or has expired. Check the SMS, or ask for a new code (each code allows 5 tries).',
  tooManyResetCodes: 'Too many reset codes were asked for or tried. Try again in {wait}.',
  // Money held for the phone number, moved in when the phone is verified (wallet.ts)
  movedWon: 'We moved {amount} won by this number into your wallet.',
  movedRefund: 'We moved {amount} returned to this number (a refund) into your wallet.',
  movedWonAndRefund:
    'We moved {amount} held for this number ({won} won and {returned} returned to you) into your wallet.',
});
