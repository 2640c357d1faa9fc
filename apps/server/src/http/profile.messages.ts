import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the profile's routes answer themselves: responsible play, identity, personal data. */
export const apiProfileMessages = defineMessages('api.profile', {
  playForCustomersOnly:
    'Spend limits and self-exclusion are for customer accounts: vendor accounts do not buy tickets.',
  addressProofUploaded:
    'Your proof of address is uploaded. We will raise your limits once compliance accepts it.',
  dataExportQuota:
    'You have downloaded your data 10 times today. Try again tomorrow, or ask support for a copy.',
  accountClosed:
    'Your account is closed and you are signed out everywhere. Your personal data will be erased on {date}; the records the law requires are kept for 5 years.',
});
