import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The dashboard's notice of a held wallet; the reason and how to reach support are the server's words. */
export const walletHoldMessages = defineMessages('walletHold.notice', {
  onHold: 'Wallet on hold (case {caseNumber})',
});
