import { translate } from '@chancepay/shared/i18n/messages';
import type { authFormMessages } from './auth-form.messages';

export default translate<typeof authFormMessages>('auth.form', 'yo', {
  showPassword: 'Fi ọ̀rọ̀ aṣínà hàn',
  hidePassword: 'Fi ọ̀rọ̀ aṣínà pamọ́',
  phoneNumber: 'Nọ́ńbà fóònù',
  newPassword: 'Ọ̀rọ̀ aṣínà tuntun',
  confirmNewPassword: 'Tún ọ̀rọ̀ aṣínà tuntun kọ',
  codeFromSms: 'Kóòdù inú SMS',
  sendNewCode: 'Fi kóòdù tuntun ránṣẹ́',
  sending: 'À ń fi ránṣẹ́',
  saving: 'À ń fi pamọ́',
  errorTryAgain: 'Àṣìṣe kan ṣẹlẹ̀. Jọ̀ọ́ tún gbìyànjú.',
  passwordsDoNotMatch: 'Ọ̀rọ̀ aṣínà méjèèjì kò bára mu.',
  codeFormat: 'Tẹ kóòdù oní-nọ́ńbà 6 tó wà nínú SMS.',
  phoneInvalid: 'Tẹ nọ́ńbà fóònù Nàìjíríà tó tọ́, bíi 08031234567.',
  phonePrefix: 'Fi 0 tàbí +234 bẹ̀rẹ̀ nọ́ńbà náà, bíi 08031234567.',
  phoneForeign: 'Nọ́ńbà fóònù Nàìjíríà nìkan la gbà. Tẹ irú 08031234567.',
  phoneNotMobile: 'Tẹ nọ́ńbà fóònù alágbèéká Nàìjíríà, bíi 08031234567.',
  verifyPhoneTitle: 'Jẹ́rìísí nọ́ńbà fóònù rẹ',
  codeSentTo: 'A ti fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí {phone}.',
  code: 'Kóòdù',
  verify: 'Jẹ́rìísí',
  phoneVerified: 'A ti jẹ́rìísí nọ́ńbà fóònù rẹ.',
  newCodeSent: 'A ti fi kóòdù tuntun ránṣẹ́.',
});
