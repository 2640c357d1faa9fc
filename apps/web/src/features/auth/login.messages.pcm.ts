import { translate } from '@chancepay/shared/i18n/messages';
import type { loginMessages } from './login.messages';

export default translate<typeof loginMessages>('auth.login', 'pcm', {
  login: 'Login',
  loggingIn: 'E dey log you in',
  required: 'Put your username and password.',
  signedOutAfterInactivity:
    'We log you out because you no do anything for 2 minutes, so your money go dey safe. Login again to continue from where you stop.',
  loginFailed: 'Login no work. Try again.',
  loginRejected: 'Login no work.',
  succeeded: 'Login don work. We dey carry you go your dashboard…',
  username: 'Username',
  usernameHint: 'You fit use your email or phone number too.',
  password: 'Password',
  forgotPassword: 'You forget password?',
  newHere: 'You be new person? <signup>Sign up</signup>',
});
