import { defineMessages } from '@chancepay/shared/i18n/messages';
import { LOGIN_FAILED_MESSAGE, LOGIN_REJECTED_MESSAGE } from '../../lib/session/session-controller';
import { INACTIVITY_SIGN_OUT_MESSAGE } from '../../lib/session/sign-out-note';

export const loginMessages = defineMessages('auth.login', {
  login: 'Login',
  loggingIn: 'Logging in',
  required: 'Enter your username and password.',
  // The session's own words (lib/session), said here in the reader's language.
  signedOutAfterInactivity: INACTIVITY_SIGN_OUT_MESSAGE,
  loginFailed: LOGIN_FAILED_MESSAGE,
  loginRejected: LOGIN_REJECTED_MESSAGE,
  succeeded: 'Login successful. Taking you to your dashboard…',
  username: 'Username',
  usernameHint: 'You can also use your email or phone number.',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  newHere: 'New here? <signup>Sign up</signup>',
});
