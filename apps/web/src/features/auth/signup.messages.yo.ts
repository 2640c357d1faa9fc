import { translate } from '@chancepay/shared/i18n/messages';
import type { signupMessages } from './signup.messages';

export default translate<typeof signupMessages>('auth.signup', 'yo', {
  signUp: 'Forúkọ sílẹ̀',
  signingUp: 'À ń forúkọ rẹ sílẹ̀',
  username: 'Orúkọ olùmúlò',
  email: 'Ímeèlì',
  password: 'Ọ̀rọ̀ aṣínà',
  confirmPassword: 'Tún ọ̀rọ̀ aṣínà kọ',
  phoneHint: 'A ó fi kóòdù ránṣẹ́ sí nọ́ńbà yìí láti rí i dájú pé tìrẹ ni.',
  adult: 'Mo ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ',
  startAgain: 'Bẹ̀rẹ̀ lẹ́ẹ̀kan sí i pẹ̀lú àlàyé míì',
  haveAccount: 'Ṣé o ti ní àkáǹtì? <login>Wọlé</login>',
  usernameProblem:
    'Lo lẹ́tà, nọ́ńbà, àmì ìdánudúró, àmì ìdápọ̀ tàbí ìlà ìsàlẹ̀ 3 sí 30 fún orúkọ olùmúlò rẹ, pẹ̀lú ó kéré tán lẹ́tà kan.',
  emailProblem: 'Tẹ àdírẹ́sì ímeèlì tó tọ́, bíi ada@example.com.',
  passwordTooShort: 'Ọ̀rọ̀ aṣínà rẹ gbọ́dọ̀ ní ó kéré tán àmì 12.',
  passwordTooLong: 'Ọ̀rọ̀ aṣínà rẹ kò gbọ́dọ̀ ju àmì 128 lọ.',
  ageProblem: 'O gbọ́dọ̀ ti pé ọmọ ọdún 18 kí o tó lè lo ChancePay.',
});
