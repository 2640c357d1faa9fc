import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What a held customer or vendor reads (support.ts): the case and support, and nothing else. */
export const supportMessages = defineMessages('compliance.support', {
  walletOnHold:
    'Your wallet is on hold (case {case}). You can still receive money, but nothing can leave the wallet until the review ends. Contact {email} or {phone}.',
});
