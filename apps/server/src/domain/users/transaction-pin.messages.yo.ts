import { translate } from '@chancepay/shared/i18n/messages';
import { transactionPinMessages } from './transaction-pin.messages';

export default translate(transactionPinMessages, 'yo', {
  pinFormat: 'PIN ìṣòwò rẹ gbọ́dọ̀ jẹ́ nọ́ńbà 4 gan-an.',
  pinObvious:
    'PIN yẹn rọrùn jù láti mọ̀ (nọ́ńbà kan náà lẹ́ẹ̀mẹrin, tàbí nọ́ńbà tó tẹ̀léra bíi 1234 tàbí 4321). Yan òmíràn.',
  pinIsPhone: 'PIN rẹ kò gbọ́dọ̀ jẹ́ nọ́ńbà mẹ́rin tó gbẹ̀yìn nínú nọ́ńbà fóònù rẹ. Yan òmíràn.',
  pinNotSet: 'Ṣètò PIN ìṣòwò kí o tó fi owó ránṣẹ́: My Profile, Transaction PIN.',
  pinRequired: 'Tẹ PIN ìṣòwò oní-nọ́ńbà 4 rẹ.',
  pinLocked:
    'A ti ti PIN ìṣòwò rẹ pa lẹ́yìn àṣìṣe 5. Tún un ṣe ní My Profile (Transaction PIN, Forgot PIN) pẹ̀lú kóòdù tí a máa fi ránṣẹ́ sí fóònù rẹ.',
  pinAlreadySet: 'O ti ní PIN ìṣòwò tẹ́lẹ̀. Tẹ PIN rẹ lọ́wọ́lọ́wọ́ láti yí i padà.',
  wrongPinNowLocked: 'PIN yẹn kò tọ́. {locked}',
  wrongPinOneTryLeft: 'PIN yẹn kò tọ́. Ìgbìyànjú 1 ló kù fún ọ.',
  wrongPinTriesLeft: 'PIN yẹn kò tọ́. Ìgbìyànjú {count} ló kù fún ọ.',
  passwordWrong: 'Ọ̀rọ̀ aṣínà yẹn kò tọ́. Tẹ ọ̀rọ̀ aṣínà tí o fi ń wọlé.',
  tooManyWrongPasswords: 'Ọ̀rọ̀ aṣínà tí kò tọ́ ti pọ̀ jù. Dúró fún ìṣẹ́jú díẹ̀ kí o sì tún gbìyànjú.',
  resetWithoutPin: 'O kò tíì ṣètò PIN ìṣòwò. Ṣètò ọ̀kan ní My Profile (Transaction PIN).',
  verifyPhoneFirst: 'Kọ́kọ́ jẹ́rìísí nọ́ńbà fóònù rẹ: ibẹ̀ ni kóòdù náà ń lọ.',
});
