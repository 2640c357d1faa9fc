import { translate } from '@chancepay/shared/i18n/messages';
import { apiBuyingMessages } from './buying.messages';

export default translate(apiBuyingMessages, 'ha', {
  orderCreatedCard: 'An ƙirƙiri oda. Ka biya don shiga zaɓen.',
  orderCreatedTransfer: 'An ƙirƙiri oda. Karɓi lambar asusu ka biya ta tura kuɗi ta banki don shiga zaɓen.',
  tooManyOrdersForPhone:
    'Oda sun yi yawa ga wannan lambar waya a cikin awa ɗayan da ta wuce. Sake gwadawa bayan {wait}.',
  tooManyOrdersFromNetwork:
    'Oda sun yi yawa daga wannan hanyar sadarwa a cikin awa ɗayan da ta wuce. Sake gwadawa bayan {wait}.',
  noActiveCycle: 'Ba a sami zagayen zaɓe da ke buɗe ba.',
  vendorNotFound: 'Ba a sami mai shagon ba.',
  checkoutNotStarted: 'Kamfanin biyan kuɗi bai iya fara biyan ba. Da fatan a sake gwadawa nan da ɗan lokaci.',
  orderNotFound: 'Ba mu sami wannan odar ba. Da fatan a sake farawa.',
  paidFromWallet: 'Ana biyan wannan odar daga walat, ba da katin banki ba.',
  orderFinished: 'Wannan odar ta riga ta ƙare; fara sabuwar oda don sayen ƙarin tikiti.',
  checkoutBeingStarted: 'Ana fara biyan kuɗin wannan odar; sake gwadawa nan da ɗan lokaci.',
  checkoutStarted: 'An fara biya.',
  paymentNotFound: 'Ba mu sami biyan kuɗi da wannan lambar ba.',
  gatewayNotReached: 'Ba mu sami kamfanin biyan kuɗi ba tukuna; za mu ci gaba da dubawa.',
});
