import { translate } from '@chancepay/shared/i18n/messages';
import type { loginMessages } from './login.messages';

export default translate<typeof loginMessages>('auth.login', 'ha', {
  login: 'Shiga',
  loggingIn: 'Ana shiga',
  required: 'Shigar da sunan mai amfani da kalmar sirrinka.',
  signedOutAfterInactivity:
    'An fitar da kai bayan minti 2 ba tare da wani aiki ba, don kare kuɗinka. Sake shiga don ci gaba daga inda ka tsaya.',
  loginFailed: 'Shiga bai yi nasara ba. Sake gwadawa.',
  loginRejected: 'Shiga bai yi nasara ba.',
  succeeded: 'An shiga. Muna kai ka dashboard ɗinka…',
  username: 'Sunan mai amfani',
  usernameHint: 'Kana iya amfani da imel ko lambar wayarka ma.',
  password: 'Kalmar sirri',
  forgotPassword: 'Ka manta kalmar sirri?',
  newHere: 'Sabon zuwa ne? <signup>Yi rajista</signup>',
});
