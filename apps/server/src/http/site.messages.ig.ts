import { translate } from '@chancepay/shared/i18n/messages';
import { apiSiteMessages } from './site.messages';

export default translate(apiSiteMessages, 'ig', {
  receiptNotFound: 'Anyị ahụghị nnata ahụ. Mepee ya ọzọ site na Transaction Reports gị.',
  orderReceiptNotFound:
    'Anyị ahụghị ọda nwere ntụaka ahụ. Lelee ntụaka ahụ na ibe ịkwụ ụgwọ gị ma ọ bụ na SMS.',
  vendorLinkNotFound: 'Anyị ahụghị onye ahịa ahụ. Lelee njikọ ahụ ma ọ bụ jụọ ụlọ ahịa ahụ koodu ya.',
  cycleNotFound: 'Anyị ahụghị okirikiri ịtụ nza a.',
  orderNotFound: 'Anyị ahụghị ọda nwere ntụaka ahụ.',
  securityCheckExpired: 'Nyocha nchekwa nke ibe a agwụla. Bugharịa ibe ahụ wee nwaa ọzọ.',
  crossSite: 'Anyị anaghị anabata arịrịọ site na weebụsaịtị ndị ọzọ.',
  controlCharacter: 'Wepụ mkpụrụedemede njikwa ahụ na {field}.',
  brokenCharacter:
    'Wepụ mkpụrụedemede mebiri emebi na {field}: ọ bụ ọkara emoji ma ọ bụ akara (lone UTF-16 surrogate).',
  tooDeep: 'Etinyela ihe na usoro n’ime ibe ha karịa ọkwa {depth} na {field}.',
});
