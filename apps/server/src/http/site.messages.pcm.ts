import { translate } from '@chancepay/shared/i18n/messages';
import { apiSiteMessages } from './site.messages';

export default translate(apiSiteMessages, 'pcm', {
  receiptNotFound: 'We no see that receipt. Open am again from your Transaction Reports.',
  orderReceiptNotFound:
    'We no see any order with that reference. Check the reference for your payment page or SMS.',
  vendorLinkNotFound: 'We no see that vendor. Check the link or ask the shop for im code.',
  cycleNotFound: 'We no see this draw round.',
  orderNotFound: 'We no see any order with that reference.',
  securityCheckExpired: 'The security check for this page don expire. Reload the page and try again.',
  crossSite: 'We no dey accept request from other websites.',
  controlCharacter: 'Remove the control character from {field}.',
  brokenCharacter:
    'Remove the broken character from {field}: na half of emoji or symbol (lone UTF-16 surrogate).',
  tooDeep: 'No put objects and arrays inside each other pass {depth} levels for {field}.',
});
