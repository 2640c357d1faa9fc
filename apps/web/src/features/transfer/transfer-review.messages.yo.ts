import { translate } from '@chancepay/shared/i18n/messages';
import type { transferReviewMessages } from './transfer-review.messages';

export default translate<typeof transferReviewMessages>('transfer.review', 'yo', {
  title: 'Ṣàyẹ̀wò owó tí o fẹ́ fi ránṣẹ́',
  to: 'Sí',
  bank: 'Báńkì',
  accountNumber: 'Nọ́ńbà àkáǹtì',
  description: 'Àlàyé',
  amount: 'Iye owó',
  fee: 'Owó iṣẹ́',
  total: 'Àpapọ̀',
  checkingPin: 'À ń ṣàyẹ̀wò PIN ìṣòwò rẹ',
  pinCheckFailed: 'A kò lè ṣàyẹ̀wò PIN ìṣòwò rẹ. Jọ̀wọ́ tún gbìyànjú.',
  setPinTitle: 'Ṣètò PIN ìṣòwò',
  setPinText:
    'PIN oní-díjíìtì 4 ni a fi ń jẹ́rìísí gbogbo owó tí o bá fi ránṣẹ́. Yan tìrẹ báyìí; o máa tẹ̀ ẹ́ lẹ́yìn náà.',
  pinLocked: 'A ti ti PIN ìṣòwò rẹ pa lẹ́yìn àṣìṣe 5.',
  resetPin: 'Tún PIN rẹ ṣe ní Àkọsílẹ̀ mi',
  confirmWithPin: 'Jẹ́rìísí pẹ̀lú PIN rẹ',
  transactionPin: 'PIN ìṣòwò',
  enterPin: 'Tẹ PIN ìṣòwò oní-díjíìtì 4 rẹ.',
  sending: 'À ń fi ránṣẹ́...',
  send: 'Fi {amount} ránṣẹ́',
});
