import { translate } from '@chancepay/shared/i18n/messages';
import { orderMessages } from './orders.messages';

export default translate(orderMessages, 'pcm', {
  tickets: 'Put how many tickets you want, from 1 to 100.',
  walletNeedsSignIn: 'Login to pay from your wallet, or pay with card.',
  cycleNotFound: 'We no see this draw round.',
  cycleNotOpen: 'This draw round don close. Refresh the page to see the one wey dey now.',
  productNotOffered: 'This draw round no get that product.',
  productNotOnSale: 'Dem never start to sell this product.',
  chooseVendor: 'Abeg choose vendor wey don register.',
  vendorOnlyForPay4Me: 'Na only for Pay4Me you fit choose vendor.',
  amountDueOnlyForVendor: 'Amount due na only to pay vendor (Scan2Pay4Me).',
  amountDueMinimum: 'The amount due must reach at least ₦1.00.',
  amountDueMaximum: 'The amount due no fit pass {amount}, the money wey you fit spend.',
  vendorNotFound: 'We no see that vendor. Abeg choose vendor wey don register.',
  vendorSuspended: 'You no fit pay this vendor now. Abeg choose another vendor.',
  orderAmountMismatch:
    'The order amount {amount} no match {tickets} at {price}, wey be {total}. Refresh the page to see the price wey dey now.',
  orderAmountMismatchWithDue:
    'The order amount {amount} no match {tickets} at {price} plus {due} wey you owe, wey be {total}. Refresh the page to see the price wey dey now.',
  oneTicket: '1 ticket',
  manyTickets: '{count} tickets',
  orderNotFound: 'We no see any order with that reference.',
  confirmAdult: 'Abeg confirm say you don reach 18 years or pass before you play.',
  walletTooLow: 'Your wallet balance ({balance}) no reach for this order ({amount}). Pay with card instead.',
  tierLimitPayByCard: '{limit} You fit pay with card instead.',
  processing: 'We dey process your request, abeg wait.',
  won: 'You don win the raffle!',
  entryProcessed: 'We don process your entry well well.',
  amountMismatchCredited:
    'Because the money wey you pay no match, you no fit join the raffle; we don put the money for your wallet.',
  verificationFailed: 'We no fit confirm am.',
  paymentCancelled: 'Dem cancel the payment.',
  notConfirmedIn24Hours: 'We no fit confirm your payment inside 24 hours.',
  inReview:
    'The gateway collect payment wey we no fit put for your wallet by itself; our team dey check am and go refund or put am for your wallet.',
  walletNotEnoughForOrder: 'Your wallet balance no reach for this order.',
  unstartedCheckoutClosed: 'We close this order because nobody start the payment inside 30 minutes.',
  cycleCancelled:
    'Dem cancel this draw round before we confirm your payment. If dem don collect your money, we don put am for your wallet.',
});
