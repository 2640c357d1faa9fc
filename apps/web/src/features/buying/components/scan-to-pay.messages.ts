import { defineMessages } from '@chancepay/shared/i18n/messages';

/** Scan2Pay4Me: the page a shop's QR code opens, the shop's card and the form. */
export const scanToPayMessages = defineMessages('buying.scanToPay', {
  intro: 'Pay this shop with your card and get a chance to have the purchase on the house.',
  loadingShop: "Loading the shop's details...",
  notAvailable: 'Scan2Pay4Me is not available right now. Please try again later.',
  shopNotFound: 'We could not find this shop. Check the QR code and try again.',
  address: 'Address',
  industry: 'Industry',
  phone: 'Phone',
  contact: 'Contact',
  spendableAmount: 'Spendable amount',
  notGiven: 'N/A',
  // ScanToPayForm.tsx
  payThisShop: 'Pay this shop',
  amountDueToShop: 'Amount due to the shop',
  tickets: 'Tickets',
  shopPaidEitherWay:
    'The shop is paid the amount due either way. If you win, we refund you the amount due: your purchase is on the house.',
});
