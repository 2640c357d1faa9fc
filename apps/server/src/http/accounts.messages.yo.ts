import { translate } from '@chancepay/shared/i18n/messages';
import { apiAccountMessages } from './accounts.messages';

export default translate(apiAccountMessages, 'yo', {
  noAccess: 'O kò ní àṣẹ láti wọ ibí yìí.',
  sessionEnded: 'Ìgbà ìwọlé rẹ ti parí. Jọ̀ọ́ wọlé lẹ́ẹ̀kan sí i.',
  loginSuccess: 'Ìwọlé ti yọrí sí rere.',
  verifyPhoneFirst:
    'Jẹ́rìísí nọ́ńbà fóònù rẹ láti parí ìforúkọsílẹ̀: tẹ kóòdù tí a fi ránṣẹ́ nípasẹ̀ SMS, tàbí béèrè fún tuntun.',
  tokenRefreshed: 'A ti sọ token di tuntun.',
  loggedOut: 'O ti jáde.',
  tooManySignUps: 'Ìforúkọsílẹ̀ ti pọ̀ jù láti inú nẹ́tíwọ̀ọ̀kì yìí. Tún gbìyànjú nígbà mìíràn.',
  tooManyCodesToPhone: 'A ti fi kóòdù púpọ̀ jù ránṣẹ́ sí nọ́ńbà fóònù yìí. Tún gbìyànjú nígbà mìíràn.',
  codeSent: 'A ti fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí {phone}. Tẹ ẹ́ láti jẹ́rìísí nọ́ńbà fóònù rẹ.',
  tooManyCodeAttempts: 'Ìgbìyànjú kóòdù ti pọ̀ jù. Tún gbìyànjú nígbà mìíràn.',
  newCodeSent: 'A ti fi kóòdù tuntun ránṣẹ́ sí {phone}.',
  verifiedSignedIn: 'A ti jẹ́rìísí nọ́ńbà fóònù rẹ. Ẹ káàbọ̀ sí ChancePay!',
  verifiedSignedInWithMoney: 'A ti jẹ́rìísí nọ́ńbà fóònù rẹ. Ẹ káàbọ̀ sí ChancePay! {money}',
  resetSuccess: 'Àtúntò ọ̀rọ̀ aṣínà ti yọrí sí rere! O lè wọlé báyìí.',
  pinChanged: 'A ti yí PIN ìṣòwò rẹ padà.',
  pinSet: 'A ti ṣètò PIN ìṣòwò rẹ. Wàá máa tẹ̀ ẹ́ láti jẹ́rìísí gbogbo ìfiránṣẹ́ owó.',
  pinResetCodeSent: 'A ti fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí {phone}. Tẹ ẹ́ pẹ̀lú PIN tuntun.',
  pinReset: 'A ti ṣètò PIN ìṣòwò tuntun rẹ, a sì ti ṣí i.',
});
