import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * What the other customer and vendor routes answer themselves: receipts, the vendor's payments and QR code,
 * fairness, and the checks every request passes (CSRF, its input).
 */
export const apiSiteMessages = defineMessages('api.site', {
  receiptNotFound: 'We could not find that receipt. Open it again from your Transaction Reports.',
  orderReceiptNotFound:
    'We could not find an order with that reference. Check the reference on your payment page or SMS.',
  vendorLinkNotFound: 'Vendor not found. Check the link or ask the shop for its code.',
  cycleNotFound: 'Raffle cycle not found.',
  orderNotFound: 'We could not find an order with that reference.',
  securityCheckExpired: 'This page’s security check has expired. Reload the page and try again.',
  crossSite: 'Requests from other websites are not accepted.',
  controlCharacter: 'Remove the control character from {field}.',
  brokenCharacter:
    'Remove the broken character from {field}: it is half of an emoji or symbol (a lone UTF-16 surrogate).',
  tooDeep: 'Nest objects and arrays at most {depth} levels deep in {field}.',
});
