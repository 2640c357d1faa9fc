import {
  defineMessages,
  emptyCatalog,
  translatorFor,
  type Translator,
} from '@chancepay/shared/i18n/messages';

/** A payment's result (spec section 4's table, word for word) and the one-line outcome beside its bar. */
export const verificationMessages = defineMessages('buying.verification', {
  verifyingTitle: 'Thank You!',
  verifyingText: "We're processing your request-please wait.",
  wonTitle: 'You Won!',
  wonSubtitle: 'Congratulations!',
  wonText: 'You won the raffle!',
  lostTitle: 'Raffle Completed',
  lostSubtitle: 'Better Luck Next Time!',
  lostText: 'Your entry was processed successfully.',
  creditedTitle: 'Wallet Credited',
  creditedText: 'We returned your funds.',
  creditedNotice:
    'Due to a payment discrepancy you could not join the raffle. Your wallet has been credited with the amount you paid.',
  failedTitle: 'Payment Failed',
  verificationFailed: 'Verification failed.',
  noReference: 'No reference provided.',
  paymentCancelled: 'Payment was cancelled. Please try again.',
  verificationError: 'Verification error: {detail}',
  unknownError: 'Unknown error',
  // The outcome line (issue #27 finding 20).
  outcomeWon: 'Paid and drawn: a win.',
  outcomeLost: 'Paid and drawn: no win this time.',
  outcomeRefunded: 'Not entered: your money came back.',
  outcomeNotThrough: 'Payment did not go through.',
  outcomeNotConfirmed: 'Payment not confirmed.',
});

export type VerificationTranslator = Translator<(typeof verificationMessages)['en']>;

export const englishVerification: VerificationTranslator = translatorFor(verificationMessages, emptyCatalog);
