import { translate } from '@chancepay/shared/i18n/messages';
import type { transferReviewMessages } from './transfer-review.messages';

export default translate<typeof transferReviewMessages>('transfer.review', 'pcm', {
  title: 'Check your transfer well',
  to: 'To',
  bank: 'Bank',
  accountNumber: 'Account number',
  description: 'Description',
  amount: 'Amount',
  fee: 'Fee',
  total: 'Total',
  checkingPin: 'We dey check your transaction PIN',
  pinCheckFailed: 'We no fit check your transaction PIN. Abeg try again.',
  setPinTitle: 'Set transaction PIN',
  setPinText: 'Every transfer need 4-digit PIN to confirm am. Choose your own now; you go put am next.',
  pinLocked: 'Your transaction PIN don lock because you try am wrong 5 times.',
  resetPin: 'Reset your PIN for My Profile',
  confirmWithPin: 'Confirm with your PIN',
  transactionPin: 'Transaction PIN',
  enterPin: 'Put your 4-digit transaction PIN.',
  sending: 'E dey send...',
  send: 'Send {amount}',
});
