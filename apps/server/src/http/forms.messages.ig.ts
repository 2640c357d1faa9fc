import { translate } from '@chancepay/shared/i18n/messages';
import { formMessages } from './forms.messages';

export default translate(formMessages, 'ig', {
  loginName: 'Tinye aha njirimara, email ma ọ bụ nọmba ekwentị gị.',
  password: 'Tinye okwuntughe gị.',
  chooseUsername: 'Họrọ aha njirimara.',
  emailLikeExample: 'Tinye email ziri ezi, dị ka ada@example.com.',
  choosePassword: 'Họrọ okwuntughe.',
  adultsOnly: 'Ị ga-abụrịrị onye gbara afọ 18 ma ọ bụ karịa iji ChancePay.',
  signUpExpired: 'Nzọụkwụ ndebanye aha a agwụla. Banye ka ị nweta koodu ọhụrụ.',
  code: 'Tinye koodu nwere ọnụọgụ 6.',
  codeFromSms: 'Tinye koodu nwere ọnụọgụ 6 dị na SMS.',
  resetLinkNoToken: 'Njikọ ntọgharị ahụ enweghị token.',
  chooseNewPassword: 'Họrọ okwuntughe ọhụrụ.',
  vendorFromList: 'Anyị ahụghị onye ahịa ahụ. Họrọ onye ahịa site na ndepụta.',
  searchTooLong: 'Mee ka ọchụchọ gị ghara ịkarị mkpụrụedemede 100.',
  emailOrEmpty: 'Tinye email ziri ezi, ma ọ bụ hapụ ya efu.',
  confirmAdult: 'Biko kwenye na ị gbara afọ 18 ma ọ bụ karịa tupu ị sonye.',
  chooseVendor: 'Biko họrọ onye ahịa debanyere aha.',
  paymentMethod: 'Họrọ ka ị ga-esi kwụọ ụgwọ: "card", "transfer" ma ọ bụ "wallet".',
  email: 'Tinye email ziri ezi.',
  loginPassword: 'Tinye okwuntughe ị na-eji abanye.',
  pinFormat: 'PIN azụmahịa gị ga-abụrịrị ọnụọgụ 4 kpọmkwem.',
  spendLimitType: 'Tinye oke na naira, dị ka 5000 ma ọ bụ "5000.00", ma ọ bụ null ma ọ bụrụ na ịchọghị oke.',
  reportDate: 'Jiri ụbọchị dị ka 2026-01-31 (YYYY-MM-DD).',
  orderReference: 'Ntụaka ọda dị ka 3f1c...-....',
});
