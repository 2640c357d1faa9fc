import { translate } from '@chancepay/shared/i18n/messages';
import type { scanToPayMessages } from './scan-to-pay.messages';

export default translate<typeof scanToPayMessages>('buying.scanToPay', 'ig', {
  intro: 'Kwụọ ụlọ ahịa a ụgwọ site na kaadị gị ma nweta ohere ka ihe ị zụtara bụrụ n’efu.',
  loadingShop: 'Ọ na-ebuli nkọwa ụlọ ahịa ahụ...',
  notAvailable: 'Scan2Pay4Me adịghị ugbu a. Biko nwaa ọzọ ma emechaa.',
  shopNotFound: 'Anyị ahụghị ụlọ ahịa a. Lelee QR code ahụ ma nwaa ọzọ.',
  address: 'Adreesị',
  industry: 'Ụdị azụmahịa',
  phone: 'Ekwentị',
  contact: 'Onye a ga-akpọ',
  spendableAmount: 'Ego ị nwere ike imefu',
  notGiven: 'Enweghị',
  payThisShop: 'Kwụọ ụlọ ahịa a',
  amountDueToShop: 'Ego i ji ụlọ ahịa',
  tickets: 'Tiketi',
  shopPaidEitherWay:
    'Ma i merie ma i meriighị, a ga-akwụ ụlọ ahịa ahụ ego i ji ya. Ọ bụrụ na i merie, anyị ga-eweghachiri gị ego ahụ: ihe ị zụtara ga-abụ n’efu.',
});
