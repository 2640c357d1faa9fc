import { defineMessages } from '@chancepay/shared/i18n/messages';

/** Every sentence money in shows a customer or buyer (issue #22): messages.ts and the refusals. */
export const moneyInMessages = defineMessages('moneyIn.customer', {
  // The customer's own account number
  notEligible: 'Verify your BVN on My Profile to get your own account number.',
  needsBvnAgain:
    'Type your BVN again to get your own account number. We check it against the one you verified and never keep it.',
  wrongBvn: 'That is not the BVN you verified. Type the 11 digits of your own BVN.',
  noVerifiedPhone: 'Verify your phone number on My Profile first: the bank checks it against your BVN.',
  gatewayUnavailable:
    'The bank could not be reached to open your account. Nothing was changed; please try again in a few minutes.',
  accountRefused:
    'The bank could not open your account: {reason}. Check that the gender you chose is the one on your BVN record and that your phone number is the one registered with your BVN, then try again, or contact support.',
  // Its credits, as the Add money page lists them
  creditReached: '{amount} reached your wallet.',
  creditReachedFee: '{amount} reached your wallet (the bank kept a {fee} fee).',
  creditHeld: '{amount} reached your wallet; {held}.',
  creditHeldFee: '{amount} reached your wallet (the bank kept a {fee} fee); {held}.',
  creditAboveLimit: "{amount} is above your wallet's limit and waits for you",
  creditFrozen:
    "The bank is holding this transfer until your account's BVN is confirmed; it reaches your wallet as soon as the bank releases it.",
  // An order paid by bank transfer to a one-time account
  mismatchAttempt:
    "{received} arrived instead of {expected}: it is being returned to your bank by the bank's rules.",
  lateAttempt:
    "{received} arrived after this account had expired or was already paid: it is being returned to your bank by the bank's rules.",
  waiting:
    'Transfer exactly {amount} to {accountNumber} ({bankName}) before {expiresAt}. This account takes this one payment only.',
  transferExpired:
    "The time to pay this order by transfer ran out and no transfer of the exact amount arrived, so nothing was taken. Any transfer that arrived late or for another amount is returned to your bank by the bank's rules.",
  transferWaiting: 'Waiting for your transfer to arrive.',
  transferArrived: 'Your transfer arrived.',
  timeIsUp: 'The time to pay is up; we are checking whether your transfer arrived in time.',
  orderNotFound: 'We could not find that order. Please start again.',
  paidFromWallet:
    'This order is paid from the wallet, not by bank transfer. Start a new order and choose Pay by bank transfer.',
  paidByCard:
    'This order is paid by card, not by bank transfer. Start a new order and choose Pay by bank transfer.',
  orderFinished: 'This order is already finished; start a new order to buy more tickets.',
  accountBeingPrepared: 'The account number for this order is being prepared; try again in a moment.',
  noAccountNumber:
    'The bank could not give an account number for this payment. Nothing was taken; try again in a moment, or pay by card.',
  noTransferStarted: 'No bank transfer was started for this order.',
});
