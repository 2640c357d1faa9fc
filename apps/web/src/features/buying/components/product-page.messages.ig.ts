import { translate } from '@chancepay/shared/i18n/messages';
import type { productPageMessages } from './product-page.messages';

export default translate<typeof productPageMessages>('buying.productPage', 'ig', {
  availableBalance: 'Ego fọdụrụ',
  noRaffleChosen: 'Ị họrọghị ịtụ nza ọ bụla. Họrọ otu na <home>peeji mbụ</home>.',
  loadingRaffle: 'Ọ na-ebuli nkọwa ịtụ nza...',
  raffleLoadFailed: 'Anyị enweghị ike ibulite nkọwa ịtụ nza. Lelee njikọ gị ma <retry>nwaa ọzọ</retry>.',
  seeYourLimits: 'Lee oke gị',
  backToYourWallet: 'Laghachi na wallet gị',
  getCashIntro:
    'Zụta tiketi maka ohere ozugbo, nke ziri ezi ị nwere ike inyocha, imeri {prize} n’ime wallet gị.',
  onTheHouseIntro: 'Ahịa pụrụ iche: zụta tiketi maka ohere ozugbo imeri {prize}, n’efu site n’aka anyị.',
  onTheHouseIntroSponsored:
    'Ahịa pụrụ iche: zụta tiketi maka ohere ozugbo imeri {prize}, n’efu site n’aka anyị. {sponsor} na-akwado ya.',
  cash: 'ego',
  winAfterTax: 'Merie {prize} ({net} mgbe e wepụrụ ụtụ isi)',
  startedPayment: 'Ị malitere ịkwụ ụgwọ {when}. <result>Lee otú o si gaa</result>.',
});
