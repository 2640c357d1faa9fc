import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the buying routes answer themselves (actions.ts, payments.ts): orders, checkout and verify. */
export const apiBuyingMessages = defineMessages('api.buying', {
  orderCreatedCard: 'Order created. Pay to take part in the draw.',
  orderCreatedTransfer:
    'Order created. Get an account number and pay by bank transfer to take part in the draw.',
  tooManyOrdersForPhone: 'Too many orders for this phone number in the last hour. Try again in {wait}.',
  tooManyOrdersFromNetwork: 'Too many orders from this network in the last hour. Try again in {wait}.',
  noActiveCycle: 'Could not resolve an active raffle cycle.',
  vendorNotFound: 'Vendor not found.',
  checkoutNotStarted: 'The payment provider could not start the payment. Please try again in a moment.',
  orderNotFound: 'We could not find that order. Please start again.',
  paidFromWallet: 'This order is paid from the wallet, not by card.',
  orderFinished: 'This order is already finished; start a new order to buy more tickets.',
  checkoutBeingStarted: 'The payment for this order is being started; try again in a moment.',
  checkoutStarted: 'Checkout started.',
  paymentNotFound: 'We could not find a payment with that reference.',
  gatewayNotReached: 'We could not reach the payment provider yet; we will keep checking.',
});
