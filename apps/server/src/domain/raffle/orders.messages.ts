import { defineMessages } from '@chancepay/shared/i18n/messages';

/** Why an order is refused (orders.ts, buyer-checks.ts) and what an order's status says to its buyer. */
export const orderMessages = defineMessages('raffle.orders', {
  tickets: 'Enter the number of tickets, from 1 to 100.',
  walletNeedsSignIn: 'Sign in to pay from your wallet, or pay by card.',
  cycleNotFound: 'Raffle cycle not found.',
  cycleNotOpen: 'This raffle cycle is no longer open. Refresh the page to see the current one.',
  productNotOffered: 'This raffle cycle does not offer that product.',
  productNotOnSale: 'This product is not on sale yet.',
  chooseVendor: 'Please select a registered vendor.',
  vendorOnlyForPay4Me: 'A vendor can only be chosen for Pay4Me.',
  amountDueOnlyForVendor: 'An amount due is only for paying a vendor (Scan2Pay4Me).',
  amountDueMinimum: 'The amount due must be at least ₦1.00.',
  amountDueMaximum: 'The amount due can be at most {amount}, the spendable amount.',
  vendorNotFound: 'Vendor not found. Please select a registered vendor.',
  vendorSuspended: 'This vendor cannot be paid at the moment. Please select another vendor.',
  orderAmountMismatch:
    'The order amount {amount} does not match {tickets} at {price}, which is {total}. Refresh the page to see the current price.',
  orderAmountMismatchWithDue:
    'The order amount {amount} does not match {tickets} at {price} plus {due} due, which is {total}. Refresh the page to see the current price.',
  oneTicket: '1 ticket',
  manyTickets: '{count} tickets',
  orderNotFound: 'We could not find an order with that reference.',
  confirmAdult: 'Please confirm that you are 18 years or older to take part.',
  walletTooLow:
    'Your wallet balance ({balance}) is not enough for this order ({amount}). Pay by card instead.',
  tierLimitPayByCard: '{limit} You can pay by card instead.',
  // An order's status, as the buyer reads it on /thank-you (some are stored on the order)
  processing: "We're processing your request-please wait.",
  won: 'You won the raffle!',
  entryProcessed: 'Your entry was processed successfully.',
  amountMismatchCredited:
    'Due to a payment discrepancy you could not join the raffle; your wallet has been credited.',
  verificationFailed: 'Verification failed.',
  paymentCancelled: 'Payment was cancelled.',
  notConfirmedIn24Hours: 'We could not confirm your payment within 24 hours.',
  inReview:
    'The gateway took a payment we could not credit automatically; our team is reviewing it and will refund or credit it.',
  walletNotEnoughForOrder: 'Your wallet balance is not enough for this order.',
  unstartedCheckoutClosed: 'This order was closed because its payment was not started within 30 minutes.',
  cycleCancelled:
    'This raffle cycle was cancelled before your payment was confirmed. If you were charged, the money is credited to your wallet.',
});
