import { translate } from '@chancepay/shared/i18n/messages';
import type { verificationMessages } from './verification.messages';

export default translate<typeof verificationMessages>('buying.verification', 'pcm', {
  verifyingTitle: 'Thank you!',
  verifyingText: 'We dey work on your request, abeg wait small.',
  wonTitle: 'You don win!',
  wonSubtitle: 'Congrats!',
  wonText: 'You don win this draw!',
  lostTitle: 'Draw don finish',
  lostSubtitle: 'No luck this time, next time go better!',
  lostText: 'We don collect your entry finish.',
  creditedTitle: 'Money don enter your wallet',
  creditedText: 'We don return your money.',
  creditedNotice:
    'Because the money wey you pay no match, you no fit join this draw. We don put the money wey you pay inside your wallet.',
  failedTitle: 'Payment no work',
  verificationFailed: 'We no fit confirm am.',
  noReference: 'Reference no dey.',
  paymentCancelled: 'Payment don cancel. Abeg try again.',
  verificationError: 'Confirm wahala: {detail}',
  unknownError: 'we no sabi wetin happen',
  outcomeWon: 'You don pay, draw don happen: you win.',
  outcomeLost: 'You don pay, draw don happen: no luck this time.',
  outcomeRefunded: 'You no enter the draw: your money don come back.',
  outcomeNotThrough: 'The payment no go through.',
  outcomeNotConfirmed: 'We never confirm the payment.',
});
