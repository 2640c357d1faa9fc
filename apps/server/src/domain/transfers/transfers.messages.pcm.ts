import { translate } from '@chancepay/shared/i18n/messages';
import { transferMessages } from './transfers.messages';

export default translate(transferMessages, 'pcm', {
  idempotencyConflict:
    'Dem don use this Idempotency-Key for another transfer before. Send new key for new transfer.',
  dailyTransferLimit:
    'This one go pass your daily transfer limit of {limit}. You fit still send reach {left} today.',
  nameEnquiryRefused:
    'We no fit confirm the name of the account owner. Check the bank and account number, then try again.',
  nameEnquiryUnreachable:
    'We no fit confirm the name of the account owner: we no fit reach the bank. Try again small time.',
  balanceTooLow: 'Your wallet balance na {balance}, e no reach to send {amount}.',
  balanceTooLowWithFee: 'Your wallet balance na {balance}, e no reach to send {amount} (plus the {fee} fee).',
  balanceNotEnough: 'Your wallet balance no reach for this transfer.',
  walletBelowSettlement: 'The wallet get {balance}; settlement dey start from {minimum}.',
  yourWalletBelowSettlement: 'Your wallet get {balance}; settlement dey start from {minimum}.',
  noVendorRecord: 'This business no get vendor record wey we fit settle.',
  vendorBankUnusable:
    'The business bank details no fit receive settlement: {problem} Ask admin make dem correct am.',
});
