import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the wallet's money routes answer (money.ts): transfers, settlements and the name enquiry. */
export const apiMoneyMessages = defineMessages('api.money', {
  transferSuccessful: 'Transfer of {amount} successful!',
  settlementSuccessful: 'Settlement of {amount} successful!',
  transferPending: 'Your transfer of {amount} is being processed. Check Transaction Reports for the result.',
  settlementPending:
    'Your settlement of {amount} is being processed. Check Transaction Reports for the result.',
  transferRefused:
    'Transaction failed. Please try again. The bank did not accept the transfer; {amount} is back in the wallet.',
  settlementRefused:
    'Transaction failed. Please try again. The bank did not accept the settlement; {amount} is back in the wallet.',
  nameEnquiryQuota: 'You have looked up 30 bank accounts in the last hour. Try again later.',
  noVendor: 'This account has no business record. Ask an admin to finish setting it up.',
  // Money in (money-in.ts)
  customersOnlyAccountNumber: 'Only customers have an account number for adding money.',
  accountOpensQuota:
    'You have tried to open your account number too many times today. Try again tomorrow, or contact support.',
});
