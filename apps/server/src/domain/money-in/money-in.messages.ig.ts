import { translate } from '@chancepay/shared/i18n/messages';
import { moneyInMessages } from './money-in.messages';

export default translate(moneyInMessages, 'ig', {
  notEligible: 'Nyochaa BVN gị na My Profile ka ị nweta nọmba akaụntụ nke gị.',
  needsBvnAgain:
    'Dee BVN gị ọzọ ka ị nweta nọmba akaụntụ nke gị. Anyị na-atụnyere ya na nke ị nyochara, anaghị anyị edebe ya.',
  wrongBvn: 'Nke ahụ abụghị BVN ị nyochara. Dee ọnụọgụ 11 nke BVN gị.',
  noVerifiedPhone: 'Buru ụzọ nyochaa nọmba ekwentị gị na My Profile: ụlọ akụ na-atụnyere ya na BVN gị.',
  gatewayUnavailable:
    'Enweghị ike iru ụlọ akụ iji mepee akaụntụ gị. Ọ dịghị ihe gbanwere; biko nwaa ọzọ mgbe nkeji ole na ole gachara.',
  accountRefused:
    'Ụlọ akụ enweghị ike imepe akaụntụ gị: {reason}. Lelee na okike ị họrọ bụ nke dị na ndekọ BVN gị, nakwa na nọmba ekwentị gị bụ nke edebanyere na BVN gị, wee nwaa ọzọ, ma ọ bụ kpọtụrụ enyemaka.',
  creditReached: '{amount} abatala na wallet gị.',
  creditReachedFee: '{amount} abatala na wallet gị (ụlọ akụ wepụrụ ụgwọ ọrụ {fee}).',
  creditHeld: '{amount} abatala na wallet gị; {held}.',
  creditHeldFee: '{amount} abatala na wallet gị (ụlọ akụ wepụrụ ụgwọ ọrụ {fee}); {held}.',
  creditAboveLimit: '{amount} karịrị oke wallet gị ma na-eche gị',
  creditFrozen:
    'Ụlọ akụ na-ejide nzipu a ruo mgbe a ga-akwado BVN akaụntụ gị; ọ ga-abata na wallet gị ozugbo ụlọ akụ hapụrụ ya.',
  mismatchAttempt:
    '{received} rutere kama {expected}: a na-eweghachi ya n’ụlọ akụ gị dịka iwu ụlọ akụ si dị.',
  lateAttempt:
    '{received} rutere mgbe akaụntụ a gwụrụ ma ọ bụ mgbe a kwụrụlarị ụgwọ ya: a na-eweghachi ya n’ụlọ akụ gị dịka iwu ụlọ akụ si dị.',
  waiting:
    'Zipu kpọmkwem {amount} na {accountNumber} ({bankName}) tupu {expiresAt}. Akaụntụ a na-anabata naanị ịkwụ ụgwọ a.',
  transferExpired:
    'Oge ịkwụ ụgwọ ọda a site na nzipu gwụrụ, ọ dịghịkwa nzipu nke kpọmkwem ego ahụ rutere, ya mere e wereghị ihe ọ bụla. Nzipu ọ bụla rutere n’azụ oge ma ọ bụ nke ego dị iche ka a na-eweghachi n’ụlọ akụ gị dịka iwu ụlọ akụ si dị.',
  transferWaiting: 'Anyị na-eche ka nzipu gị rute.',
  transferArrived: 'Nzipu gị erutela.',
  timeIsUp: 'Oge ịkwụ ụgwọ agwụla; anyị na-enyocha ma nzipu gị rutere n’oge.',
  orderNotFound: 'Anyị ahụghị ọda ahụ. Biko malite ọzọ.',
  paidFromWallet:
    'A na-akwụ ụgwọ ọda a site na wallet, ọ bụghị site na nzipu ụlọ akụ. Malite ọda ọhụrụ wee họrọ Pay by bank transfer.',
  paidByCard:
    'A na-akwụ ụgwọ ọda a site na kaadị, ọ bụghị site na nzipu ụlọ akụ. Malite ọda ọhụrụ wee họrọ Pay by bank transfer.',
  orderFinished: 'Ọda a agwụlarị; malite ọda ọhụrụ ka ị zụtakwuo tiketi.',
  accountBeingPrepared: 'A na-akwado nọmba akaụntụ maka ọda a; nwaa ọzọ n’oge na-adịghị anya.',
  noAccountNumber:
    'Ụlọ akụ enweghị ike inye nọmba akaụntụ maka ịkwụ ụgwọ a. E wereghị ihe ọ bụla; nwaa ọzọ n’oge na-adịghị anya, ma ọ bụ kwụọ site na kaadị.',
  noTransferStarted: 'Amalitebeghị nzipu ụlọ akụ maka ọda a.',
});
