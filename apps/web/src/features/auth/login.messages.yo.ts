import { translate } from '@chancepay/shared/i18n/messages';
import type { loginMessages } from './login.messages';

export default translate<typeof loginMessages>('auth.login', 'yo', {
  login: 'Wọlé',
  loggingIn: 'À ń mú ọ wọlé',
  required: 'Tẹ orúkọ olùmúlò àti ọ̀rọ̀ aṣínà rẹ.',
  signedOutAfterInactivity:
    'A mú ọ jáde lẹ́yìn ìṣẹ́jú 2 tí o kò ṣe nǹkan kan, kí owó rẹ lè wà láìléwu. Tún wọlé láti máa bá a lọ níbi tí o dé.',
  loginFailed: 'Ìwọlé kò ṣeé ṣe. Tún gbìyànjú.',
  loginRejected: 'Ìwọlé kò ṣeé ṣe.',
  succeeded: 'O ti wọlé. À ń mú ọ lọ sí dashboard rẹ…',
  username: 'Orúkọ olùmúlò',
  usernameHint: 'O tún lè lo ímeèlì tàbí nọ́ńbà fóònù rẹ.',
  password: 'Ọ̀rọ̀ aṣínà',
  forgotPassword: 'O gbàgbé ọ̀rọ̀ aṣínà?',
  newHere: 'Ṣé o jẹ́ tuntun? <signup>Forúkọ sílẹ̀</signup>',
});
