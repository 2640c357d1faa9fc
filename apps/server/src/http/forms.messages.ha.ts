import { translate } from '@chancepay/shared/i18n/messages';
import { formMessages } from './forms.messages';

export default translate(formMessages, 'ha', {
  loginName: 'Shigar da sunan mai amfani, imel ko lambar waya.',
  password: 'Shigar da kalmar sirrinka.',
  chooseUsername: 'Zaɓi sunan mai amfani.',
  emailLikeExample: 'Shigar da imel mai kyau, kamar ada@example.com.',
  choosePassword: 'Zaɓi kalmar sirri.',
  adultsOnly: 'Dole ne ka kai shekara 18 ko fiye kafin ka yi amfani da ChancePay.',
  signUpExpired: 'Wannan matakin rajista ya ƙare. Shiga don samun sabuwar lambar tabbatarwa.',
  code: 'Shigar da lambar tabbatarwa mai lamba 6.',
  codeFromSms: 'Shigar da lambar tabbatarwa mai lamba 6 da ke cikin SMS.',
  resetLinkNoToken: 'Mahaɗin sake saitin ba shi da token.',
  chooseNewPassword: 'Zaɓi sabuwar kalmar sirri.',
  vendorFromList: 'Ba a sami wannan mai shago ba. Zaɓi mai shago daga jerin.',
  searchTooLong: 'Kada bincikenka ya wuce haruffa 100.',
  emailOrEmpty: 'Shigar da imel mai kyau, ko ka bar shi babu komai.',
  confirmAdult: 'Da fatan ka tabbatar cewa ka kai shekara 18 ko fiye kafin ka shiga.',
  chooseVendor: 'Da fatan ka zaɓi mai shago da ya yi rajista.',
  paymentMethod: 'Zaɓi yadda za ka biya: "card", "transfer" ko "wallet".',
  email: 'Shigar da imel mai kyau.',
  loginPassword: 'Shigar da kalmar sirrin da kake shiga da ita.',
  pinFormat: 'PIN na hada-hada dole ya zama lambobi 4 daidai.',
  spendLimitType: 'Shigar da iyaka a naira, kamar 5000 ko "5000.00", ko null idan ba ka son iyaka.',
  reportDate: 'Yi amfani da kwanan wata kamar 2026-01-31 (YYYY-MM-DD).',
  orderReference: 'Lambar odar tana kama da 3f1c...-....',
});
