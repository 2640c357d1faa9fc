import { translate } from '@chancepay/shared/i18n/messages';
import type { loginMessages } from './login.messages';

export default translate<typeof loginMessages>('auth.login', 'ig', {
  login: 'Banye',
  loggingIn: 'Ọ na-abanye',
  required: 'Tinye aha njirimara na okwuntughe gị.',
  signedOutAfterInactivity:
    'Anyị wepụrụ gị mgbe ị na-emeghị ihe ọ bụla ruo nkeji 2, ka ego gị nọrọ na nchekwa. Banye ọzọ ka ị gaa n’ihu ebe ị kwụsịrị.',
  loginFailed: 'Nbanye agaghị. Nwaa ọzọ.',
  loginRejected: 'Nbanye agaghị.',
  succeeded: 'Ị banyela. Anyị na-akpọga gị na dashboard gị…',
  username: 'Aha njirimara',
  usernameHint: 'Ị nwekwara ike iji email ma ọ bụ nọmba ekwentị gị.',
  password: 'Okwuntughe',
  forgotPassword: 'Ị chefuru okwuntughe?',
  newHere: 'Ị bụ onye ọhụrụ? <signup>Debanye aha</signup>',
});
