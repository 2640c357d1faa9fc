import { translate } from '@chancepay/shared/i18n/messages';
import { formMessages } from './forms.messages';

export default translate(formMessages, 'yo', {
  loginName: 'Tẹ orúkọ olùmúlò, ímeèlì tàbí nọ́ńbà fóònù rẹ.',
  password: 'Tẹ ọ̀rọ̀ aṣínà rẹ.',
  chooseUsername: 'Yan orúkọ olùmúlò.',
  emailLikeExample: 'Tẹ ímeèlì tó tọ́, bíi ada@example.com.',
  choosePassword: 'Yan ọ̀rọ̀ aṣínà.',
  adultsOnly: 'O gbọ́dọ̀ ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ láti lo ChancePay.',
  signUpExpired: 'Ìgbésẹ̀ ìforúkọsílẹ̀ yìí ti parí. Wọlé láti gba kóòdù tuntun.',
  code: 'Tẹ kóòdù oní-nọ́ńbà 6.',
  codeFromSms: 'Tẹ kóòdù oní-nọ́ńbà 6 tó wà nínú SMS.',
  resetLinkNoToken: 'Ìjápọ̀ àtúntò náà kò ní token.',
  chooseNewPassword: 'Yan ọ̀rọ̀ aṣínà tuntun.',
  vendorFromList: 'A kò rí olùtajà yẹn. Yan olùtajà kan nínú àkójọ.',
  searchTooLong: 'Jẹ́ kí ìwádìí rẹ má ju lẹ́tà 100 lọ.',
  emailOrEmpty: 'Tẹ ímeèlì tó tọ́, tàbí fi sílẹ̀ ní òfo.',
  confirmAdult: 'Jọ̀ọ́ jẹ́rìísí pé o ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ kí o tó kópa.',
  chooseVendor: 'Jọ̀ọ́ yan olùtajà tó ti forúkọ sílẹ̀.',
  paymentMethod: 'Yan bí o ṣe fẹ́ sanwó: "card", "transfer" tàbí "wallet".',
  email: 'Tẹ ímeèlì tó tọ́.',
  loginPassword: 'Tẹ ọ̀rọ̀ aṣínà tí o fi ń wọlé.',
  pinFormat: 'PIN ìṣòwò rẹ gbọ́dọ̀ jẹ́ nọ́ńbà 4 gan-an.',
  spendLimitType: 'Tẹ òpin ní náírà, bíi 5000 tàbí "5000.00", tàbí null tí o kò bá fẹ́ òpin.',
  reportDate: 'Lo ọjọ́ bíi 2026-01-31 (YYYY-MM-DD).',
  orderReference: 'Nọ́ńbà ìtọ́kasí òdà máa ń rí bíi 3f1c...-....',
});
