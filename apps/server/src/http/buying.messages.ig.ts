import { translate } from '@chancepay/shared/i18n/messages';
import { apiBuyingMessages } from './buying.messages';

export default translate(apiBuyingMessages, 'ig', {
  orderCreatedCard: 'Emepụtala ọda. Kwụọ ụgwọ ka ị sonye n’ịtụ nza.',
  orderCreatedTransfer:
    'Emepụtala ọda. Nweta nọmba akaụntụ wee kwụọ site na nzipu ụlọ akụ ka ị sonye n’ịtụ nza.',
  tooManyOrdersForPhone:
    'Ọda dị ukwuu maka nọmba ekwentị a n’ime otu awa gara aga. Nwaa ọzọ mgbe {wait} gachara.',
  tooManyOrdersFromNetwork:
    'Ọda dị ukwuu site na netwọk a n’ime otu awa gara aga. Nwaa ọzọ mgbe {wait} gachara.',
  noActiveCycle: 'Anyị ahụghị okirikiri ịtụ nza mepere emepe.',
  vendorNotFound: 'Anyị ahụghị onye ahịa ahụ.',
  checkoutNotStarted:
    'Ụlọ ọrụ ịkwụ ụgwọ enweghị ike ịmalite ịkwụ ụgwọ ahụ. Biko nwaa ọzọ n’oge na-adịghị anya.',
  orderNotFound: 'Anyị ahụghị ọda ahụ. Biko malite ọzọ.',
  paidFromWallet: 'A na-akwụ ụgwọ ọda a site na wallet, ọ bụghị site na kaadị.',
  orderFinished: 'Ọda a agwụlarị; malite ọda ọhụrụ ka ị zụtakwuo tiketi.',
  checkoutBeingStarted: 'A na-amalite ịkwụ ụgwọ maka ọda a; nwaa ọzọ n’oge na-adịghị anya.',
  checkoutStarted: 'Ịkwụ ụgwọ amalitela.',
  paymentNotFound: 'Anyị ahụghị ịkwụ ụgwọ nwere ntụaka ahụ.',
  gatewayNotReached: 'Anyị erubeghị ụlọ ọrụ ịkwụ ụgwọ; anyị ga-aga n’ihu na-enyocha.',
});
