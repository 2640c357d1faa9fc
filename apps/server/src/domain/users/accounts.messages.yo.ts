import { translate } from '@chancepay/shared/i18n/messages';
import { accountMessages } from './accounts.messages';

export default translate(accountMessages, 'yo', {
  notSignedIn: 'Jọ̀ọ́ wọlé kí o tó tẹ̀síwájú.',
  usernameRule:
    'Lo lẹ́tà, nọ́ńbà, àmì (.), - tàbí _ tó jẹ́ 3 sí 30 fún orúkọ olùmúlò rẹ, pẹ̀lú ó kéré tán lẹ́tà kan.',
  usernameTaken: 'Ẹlòmíràn ti mú orúkọ olùmúlò yẹn. Yan òmíràn.',
  emailTaken: 'Àkáǹtì kan ti ń lo ímeèlì yẹn. Wọlé, tàbí tún ọ̀rọ̀ aṣínà rẹ ṣe.',
  phoneTaken: 'A ti forúkọ nọ́ńbà fóònù yẹn sílẹ̀ tẹ́lẹ̀. Wọlé dípò bẹ́ẹ̀.',
  resumedSignUp:
    'O ti bẹ̀rẹ̀ ìforúkọsílẹ̀ pẹ̀lú àwọn àlàyé wọ̀nyí. Tẹ kóòdù tí a fi ránṣẹ́ sí {phone}, tàbí béèrè fún tuntun.',
  signUpExpired: 'Ìforúkọsílẹ̀ rẹ ti parí. Jọ̀ọ́ forúkọ sílẹ̀ lẹ́ẹ̀kan sí i.',
  passwordTooShort: 'Lo ó kéré tán lẹ́tà {count} fún ọ̀rọ̀ aṣínà rẹ.',
  passwordTooLong: 'Má ṣe lo ju lẹ́tà {count} lọ fún ọ̀rọ̀ aṣínà rẹ.',
  passwordCommon: 'Ọ̀rọ̀ aṣínà yẹn wọ́pọ̀ jù, ó sì rọrùn láti mọ̀. Yan òmíràn, fún àpẹẹrẹ ọ̀rọ̀ díẹ̀ tí kò jọra wọn.',
  passwordPersonal: 'Ọ̀rọ̀ aṣínà rẹ kò gbọ́dọ̀ ní orúkọ olùmúlò, ímeèlì tàbí nọ́ńbà fóònù rẹ nínú.',
  loginFailed: 'Orúkọ olùmúlò tàbí ọ̀rọ̀ aṣínà kò tọ́.',
  accountLocked: 'A ti ti àkáǹtì yìí pa. Kàn sí ìrànlọ́wọ́ láti ṣí i.',
  accountClosed: 'A ti pa àkáǹtì yìí. Láti lo ChancePay lẹ́ẹ̀kan sí i, forúkọ sílẹ̀ fún àkáǹtì tuntun.',
  tooManyLogins: 'Ìgbìyànjú láti wọlé tí kò yọrí ti pọ̀ jù. Tún gbìyànjú lẹ́yìn {wait}.',
  oneSecond: 'ìṣẹ́jú-àáyá 1',
  seconds: 'ìṣẹ́jú-àáyá {count}',
  oneMinute: 'ìṣẹ́jú 1',
  minutes: 'ìṣẹ́jú {count}',
  codeExpired: 'Kóòdù yẹn ti parí. Béèrè fún kóòdù tuntun.',
  codeUsedUp: 'O ti tẹ kóòdù yìí ní àṣìṣe ní ọ̀pọ̀ ìgbà. Béèrè fún kóòdù tuntun.',
  codeWrongOneTryLeft: 'Kóòdù yẹn kò tọ́. Ìgbìyànjú 1 ló kù fún ọ.',
  codeWrongTriesLeft: 'Kóòdù yẹn kò tọ́. Ìgbìyànjú {count} ló kù fún ọ.',
  phoneAlreadyVerified: 'A ti jẹ́rìísí nọ́ńbà fóònù yìí tẹ́lẹ̀. O lè wọlé.',
  tooManyCodes: 'O ti béèrè fún kóòdù 3 láàárín wákàtí kan sẹ́yìn. Tún gbìyànjú lẹ́yìn {wait}.',
  smsUnavailable: 'A kò lè fi SMS ránṣẹ́ báyìí. Jọ̀ọ́ tún gbìyànjú nígbà mìíràn.',
  smsRefused: 'A kò lè fi SMS ránṣẹ́ sí nọ́ńbà fóònù yìí. Ṣàyẹ̀wò rẹ̀ tàbí lo òmíràn.',
  noPhone: 'Àkáǹtì yìí kò ní nọ́ńbà fóònù.',
  resetLinkInvalid: 'Ìjápọ̀ àtúntò yìí kò tọ́ tàbí ó ti parí. Béèrè fún tuntun.',
  resetLinkSent: 'Tí àkáǹtì kan bá ń lo ímeèlì yẹn, a ti fi ìjápọ̀ àtúntò ọ̀rọ̀ aṣínà ránṣẹ́ sí i.',
  tooManyResetLinks: 'A ti béèrè fún ìjápọ̀ àtúntò ní ọ̀pọ̀ ìgbà. Tún gbìyànjú lẹ́yìn {wait}.',
  resetCodeSent:
    'Tí àkáǹtì kan bá ń lo nọ́ńbà fóònù yẹn, a ti fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí i. Ó ń ṣiṣẹ́ fún ìṣẹ́jú 10.',
  resetCodeWrong:
    'Kóòdù yẹn kò tọ́ tàbí ó ti parí. Ṣàyẹ̀wò SMS náà, tàbí béèrè fún kóòdù tuntun (kóòdù kọ̀ọ̀kan ní ìgbìyànjú 5).',
  tooManyResetCodes: 'A ti béèrè tàbí gbìyànjú kóòdù àtúntò ní ọ̀pọ̀ ìgbà. Tún gbìyànjú lẹ́yìn {wait}.',
  movedWon: 'A ti gbé {amount} tí nọ́ńbà yìí jẹ sínú wálẹ́ẹ̀tì rẹ.',
  movedRefund: 'A ti gbé {amount} tí a dá padà sí nọ́ńbà yìí (owó tí a dá padà) sínú wálẹ́ẹ̀tì rẹ.',
  movedWonAndRefund:
    'A ti gbé {amount} tí a pa mọ́ fún nọ́ńbà yìí ({won} tí o jẹ àti {returned} tí a dá padà fún ọ) sínú wálẹ́ẹ̀tì rẹ.',
});
