import { translate } from '@chancepay/shared/i18n/messages';
import { apiSiteMessages } from './site.messages';

export default translate(apiSiteMessages, 'ha', {
  receiptNotFound: 'Ba mu sami wannan rasit ɗin ba. Sake buɗe shi daga Transaction Reports ɗinka.',
  orderReceiptNotFound: 'Ba mu sami oda da wannan lambar ba. Duba lambar a shafin biyan kuɗinka ko a SMS.',
  vendorLinkNotFound: 'Ba a sami mai shagon ba. Duba mahaɗin ko ka tambayi shagon lambarsa.',
  cycleNotFound: 'Ba a sami wannan zagayen zaɓe ba.',
  orderNotFound: 'Ba mu sami oda da wannan lambar ba.',
  securityCheckExpired: 'Binciken tsaro na wannan shafin ya ƙare. Sake loda shafin sannan ka sake gwadawa.',
  crossSite: 'Ba a karɓar buƙatu daga wasu shafukan yanar gizo.',
  controlCharacter: 'Cire alamar sarrafawa daga {field}.',
  brokenCharacter: 'Cire harafin da ya lalace daga {field}: rabin emoji ne ko alama (lone UTF-16 surrogate).',
  tooDeep: 'Kada ka saka abubuwa da jerin abubuwa cikin juna fiye da mataki {depth} a {field}.',
});
