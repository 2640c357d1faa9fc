import { translate } from '@chancepay/shared/i18n/messages';
import { moneyInMessages } from './money-in.messages';

export default translate(moneyInMessages, 'pcm', {
  notEligible: 'Confirm your BVN for My Profile to get your own account number.',
  needsBvnAgain:
    'Type your BVN again to get your own account number. We go check am with the one wey you confirm, and we no dey keep am.',
  wrongBvn: 'That one no be the BVN wey you confirm. Type the 11 numbers of your own BVN.',
  noVerifiedPhone: 'Confirm your phone number for My Profile first: the bank go check am with your BVN.',
  gatewayUnavailable:
    'We no fit reach the bank to open your account. Nothing change; abeg try again after some minutes.',
  accountRefused:
    'The bank no fit open your account: {reason}. Check say the gender wey you choose na the one wey dey your BVN record, and say your phone number na the one wey dem register with your BVN, then try again, or contact help.',
  creditReached: '{amount} don enter your wallet.',
  creditReachedFee: '{amount} don enter your wallet (the bank collect {fee} fee).',
  creditHeld: '{amount} don enter your wallet; {held}.',
  creditHeldFee: '{amount} don enter your wallet (the bank collect {fee} fee); {held}.',
  creditAboveLimit: '{amount} pass your wallet limit and e dey wait for you',
  creditFrozen:
    'The bank dey hold this transfer until dem confirm your account BVN; e go enter your wallet once the bank release am.',
  mismatchAttempt:
    '{received} enter instead of {expected}: dem dey return am to your bank by the bank rules.',
  lateAttempt:
    '{received} enter after this account don expire or dem don already pay am: dem dey return am to your bank by the bank rules.',
  waiting:
    'Transfer exactly {amount} to {accountNumber} ({bankName}) before {expiresAt}. This account go take only this one payment.',
  transferExpired:
    'The time to pay for this order by transfer don finish and no transfer of the exact amount enter, so we no take anything. Any transfer wey enter late or wey no be the exact amount, dem go return am to your bank by the bank rules.',
  transferWaiting: 'We dey wait make your transfer enter.',
  transferArrived: 'Your transfer don enter.',
  timeIsUp: 'Time to pay don finish; we dey check whether your transfer enter on time.',
  orderNotFound: 'We no see that order. Abeg start again.',
  paidFromWallet:
    'This order na from wallet you pay am, no be bank transfer. Start new order and choose Pay by bank transfer.',
  paidByCard:
    'This order na with card you pay am, no be bank transfer. Start new order and choose Pay by bank transfer.',
  orderFinished: 'This order don already finish; start new order to buy more tickets.',
  accountBeingPrepared: 'We dey prepare the account number for this order; try again small time.',
  noAccountNumber:
    'The bank no fit give account number for this payment. We no take anything; try again small time, or pay with card.',
  noTransferStarted: 'Nobody start bank transfer for this order.',
});
