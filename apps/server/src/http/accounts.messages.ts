import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the account routes answer themselves: auth.ts, users.ts, password-reset.ts, transaction-pin.ts. */
export const apiAccountMessages = defineMessages('api.accounts', {
  noAccess: 'You do not have access to this.',
  sessionEnded: 'Your session has ended. Please log in again.',
  loginSuccess: 'Login successful.',
  verifyPhoneFirst:
    'Verify your phone number to finish signing up: enter the code we sent by SMS, or ask for a new one.',
  tokenRefreshed: 'Token refreshed.',
  loggedOut: 'You have been logged out.',
  // Sign-up and its phone check
  tooManySignUps: 'Too many sign-ups from this network. Try again later.',
  tooManyCodesToPhone: 'Too many codes were sent to this phone number. Try again later.',
  codeSent: 'We sent a 6-digit code to {phone}. Enter it to verify your phone number.',
  tooManyCodeAttempts: 'Too many code attempts. Try again later.',
  newCodeSent: 'We sent a new code to {phone}.',
  verifiedSignedIn: 'Your phone number is verified. Welcome to ChancePay!',
  verifiedSignedInWithMoney: 'Your phone number is verified. Welcome to ChancePay! {money}',
  // Password reset
  resetSuccess: 'Password reset successful! You can now log in.',
  // Transaction PIN
  pinChanged: 'Your transaction PIN is changed.',
  pinSet: 'Your transaction PIN is set. You will enter it to confirm every transfer.',
  pinResetCodeSent: 'We sent a 6-digit code to {phone}. Enter it with a new PIN.',
  pinReset: 'Your new transaction PIN is set and unlocked.',
});
