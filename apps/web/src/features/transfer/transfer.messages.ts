import { defineMessages } from '@chancepay/shared/i18n/messages';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
} from '@chancepay/shared/money';
import {
  ACCOUNT_NUMBER_FORMAT_MESSAGE,
  ACCOUNT_NUMBER_MISMATCH_MESSAGE,
  BANK_UNKNOWN_MESSAGE,
} from '@chancepay/shared/nuban';
import {
  TRANSFER_BANK_REFUSED_ADVICE,
  TRANSFER_BANK_REFUSED_TITLE,
  TRANSFER_DESCRIPTION_MESSAGE,
  TRANSFER_FAILED_MESSAGE,
  TRANSFER_REQUIRED_MESSAGE,
} from '@chancepay/shared/transfer-rules';

/** The Transfer page (spec sections 4, 5, 8): the form, its checks and the outcome. */
export const transferMessages = defineMessages('transfer.form', {
  pageTitle: 'Transfer',
  title: 'Transfer Funds',
  availableBalance: 'Available balance: <balance>{balance}</balance>',
  bank: 'Bank',
  selectBank: 'Select a bank',
  accountNumber: 'Account No.',
  accountNumberPlaceholder: '10-digit account number',
  checkingName: 'Checking the account name...',
  accountName: 'Account name',
  sendTo: 'Yes, send the money to {name}',
  confirmName: "Confirm the account holder's name before sending.",
  amount: 'Amount',
  amountPlaceholder: 'e.g. 1500',
  youAreSending: 'You are sending {amount}.',
  description: 'Description',
  optional: '(optional)',
  processing: 'Processing...',
  transferNow: 'Transfer Now',
  verifyToRaise: 'Verify your identity to raise your limit',
  viewReceipt: 'View receipt',
  success: 'Transfer of {amount} successful!',
  overBalance: 'You have {balance} – enter {balance} or less',
  leastAmount: 'The least you can transfer is {minimum}.',
  // The shared checks' words (packages/shared: transfer-rules, nuban, money), which the server uses too.
  required: TRANSFER_REQUIRED_MESSAGE,
  failed: TRANSFER_FAILED_MESSAGE,
  bankRefused: TRANSFER_BANK_REFUSED_TITLE,
  bankRefusedAdvice: TRANSFER_BANK_REFUSED_ADVICE,
  descriptionTooLong: TRANSFER_DESCRIPTION_MESSAGE,
  bankUnknown: BANK_UNKNOWN_MESSAGE,
  accountNumberFormat: ACCOUNT_NUMBER_FORMAT_MESSAGE,
  accountNumberMismatch: ACCOUNT_NUMBER_MISMATCH_MESSAGE,
  amountFormat: AMOUNT_FORMAT_MESSAGE,
  amountDecimals: AMOUNT_DECIMALS_MESSAGE,
  amountNegative: AMOUNT_NEGATIVE_MESSAGE,
  amountTooLarge: AMOUNT_TOO_LARGE_MESSAGE,
});
