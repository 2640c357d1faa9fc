import { translate } from '@chancepay/shared/i18n/messages';
import type { transferReviewMessages } from './transfer-review.messages';

export default translate<typeof transferReviewMessages>('transfer.review', 'ig', {
  title: 'Lelee ego ị na-ezipu',
  to: 'Nye',
  bank: 'Ụlọ akụ',
  accountNumber: 'Nọmba akaụntụ',
  description: 'Nkọwa',
  amount: 'Ego',
  fee: 'Ụgwọ ọrụ',
  total: 'Ngụkọta',
  checkingPin: 'A na-enyocha PIN azụmahịa gị',
  pinCheckFailed: 'Anyị enweghị ike inyocha PIN azụmahịa gị. Biko nwaa ọzọ.',
  setPinTitle: 'Tọọ PIN azụmahịa',
  setPinText:
    'A na-eji PIN nwere ọnụọgụ 4 enyocha ego ọ bụla e zipụrụ. Họrọ nke gị ugbu a; ị ga-etinye ya na-esote.',
  pinLocked: 'E mechiri PIN azụmahịa gị mgbe ị tinyehiere ya ugboro 5.',
  resetPin: 'Tọgharịa PIN gị na Profaịlụ m',
  confirmWithPin: 'Nyochaa site na PIN gị',
  transactionPin: 'PIN azụmahịa',
  enterPin: 'Tinye PIN azụmahịa gị nwere ọnụọgụ 4.',
  sending: 'A na-ezipu...',
  send: 'Zipu {amount}',
});
