import { translate } from '@chancepay/shared/i18n/messages';
import { apiBuyingMessages } from './buying.messages';

export default translate(apiBuyingMessages, 'pcm', {
  orderCreatedCard: 'Order don create. Pay so you fit join the draw.',
  orderCreatedTransfer:
    'Order don create. Collect account number and pay by bank transfer so you fit join the draw.',
  tooManyOrdersForPhone:
    'Too many orders for this phone number for the last one hour. Try again after {wait}.',
  tooManyOrdersFromNetwork:
    'Too many orders from this network for the last one hour. Try again after {wait}.',
  noActiveCycle: 'We no see any draw round wey dey open.',
  vendorNotFound: 'We no see that vendor.',
  checkoutNotStarted: 'The payment company no fit start the payment. Abeg try again small time.',
  orderNotFound: 'We no see that order. Abeg start again.',
  paidFromWallet: 'This order na from wallet you go pay am, no be with card.',
  orderFinished: 'This order don already finish; start new order to buy more tickets.',
  checkoutBeingStarted: 'The payment for this order dey start; try again small time.',
  checkoutStarted: 'Checkout don start.',
  paymentNotFound: 'We no see any payment with that reference.',
  gatewayNotReached: 'We never reach the payment company; we go dey check.',
});
