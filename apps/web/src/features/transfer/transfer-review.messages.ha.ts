import { translate } from '@chancepay/shared/i18n/messages';
import type { transferReviewMessages } from './transfer-review.messages';

export default translate<typeof transferReviewMessages>('transfer.review', 'ha', {
  title: 'Duba turawarka',
  to: 'Zuwa ga',
  bank: 'Banki',
  accountNumber: 'Lambar asusu',
  description: 'Bayani',
  amount: 'Adadi',
  fee: 'Caji',
  total: 'Jimla',
  checkingPin: 'Ana duba PIN na hada-hadarka',
  pinCheckFailed: 'An kasa duba PIN na hada-hadarka. Don Allah sake gwadawa.',
  setPinTitle: 'Saita PIN na hada-hada',
  setPinText:
    'Ana tabbatar da kowace turawa da PIN mai lambobi 4. Zaɓi naka yanzu; za ka shigar da shi a gaba.',
  pinLocked: 'An kulle PIN na hada-hadarka bayan kuskure sau 5.',
  resetPin: 'Sake saita PIN ɗinka a Bayanaina',
  confirmWithPin: 'Tabbatar da PIN ɗinka',
  transactionPin: 'PIN na hada-hada',
  enterPin: 'Shigar da PIN na hada-hadarka mai lambobi 4.',
  sending: 'Ana aikawa...',
  send: 'Aika {amount}',
});
