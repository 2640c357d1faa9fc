import { defineMessages } from '@chancepay/shared/i18n/messages';

/** Why a transfer to a bank or a vendor's settlement is refused (nothing was debited). */
export const transferMessages = defineMessages('transfers.refusals', {
  idempotencyConflict:
    'This Idempotency-Key was already used for a different transfer. Send a new key for a new transfer.',
  dailyTransferLimit:
    'This would pass your daily transfer limit of {limit}. You can send up to {left} more today.',
  nameEnquiryRefused:
    "We could not confirm the account holder's name. Check the bank and account number, then try again.",
  nameEnquiryUnreachable:
    "We could not confirm the account holder's name: the bank could not be reached. Try again shortly.",
  balanceTooLow: 'Your wallet balance is {balance}, not enough to send {amount}.',
  balanceTooLowWithFee:
    'Your wallet balance is {balance}, not enough to send {amount} (including the {fee} fee).',
  balanceNotEnough: 'Your wallet balance is not enough for this transfer.',
  walletBelowSettlement: 'The wallet holds {balance}; settlements start at {minimum}.',
  yourWalletBelowSettlement: 'Your wallet holds {balance}; settlements start at {minimum}.',
  noVendorRecord: 'This business has no vendor record to settle.',
  vendorBankUnusable:
    "The business's bank details cannot receive a settlement: {problem} Ask an admin to correct them.",
});
