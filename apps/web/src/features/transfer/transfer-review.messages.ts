import { defineMessages } from '@chancepay/shared/i18n/messages';
import { TRANSFER_PIN_MESSAGE } from '@chancepay/shared/transfer-rules';

/** The review sheet before a transfer leaves the wallet, with the transaction PIN (issue #27). */
export const transferReviewMessages = defineMessages('transfer.review', {
  title: 'Review your transfer',
  to: 'To',
  bank: 'Bank',
  accountNumber: 'Account number',
  description: 'Description',
  amount: 'Amount',
  fee: 'Fee',
  total: 'Total',
  checkingPin: 'Checking your transaction PIN',
  pinCheckFailed: 'Could not check your transaction PIN. Please try again.',
  setPinTitle: 'Set a transaction PIN',
  setPinText: 'Every transfer is confirmed with a 4-digit PIN. Choose yours now; you will enter it next.',
  pinLocked: 'Your transaction PIN is locked after 5 wrong tries.',
  resetPin: 'Reset your PIN on My Profile',
  confirmWithPin: 'Confirm with your PIN',
  transactionPin: 'Transaction PIN',
  enterPin: TRANSFER_PIN_MESSAGE,
  sending: 'Sending...',
  send: 'Send {amount}',
});
