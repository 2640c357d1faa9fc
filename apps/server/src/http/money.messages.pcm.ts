import { translate } from '@chancepay/shared/i18n/messages';
import { apiMoneyMessages } from './money.messages';

export default translate(apiMoneyMessages, 'pcm', {
  transferSuccessful: 'Transfer of {amount} don go!',
  settlementSuccessful: 'Settlement of {amount} don go!',
  transferPending: 'Your transfer of {amount} dey process. Check Transaction Reports for the result.',
  settlementPending: 'Your settlement of {amount} dey process. Check Transaction Reports for the result.',
  transferRefused:
    'Transaction no work. Abeg try again. The bank no accept the transfer; {amount} don return to the wallet.',
  settlementRefused:
    'Transaction no work. Abeg try again. The bank no accept the settlement; {amount} don return to the wallet.',
  nameEnquiryQuota: 'You don check 30 bank accounts for the last one hour. Try again later.',
  noVendor: 'This account no get business record. Ask admin make dem finish the setup.',
  customersOnlyAccountNumber: 'Na only customers get account number to add money.',
  accountOpensQuota:
    'You don try to open your account number too many times today. Try again tomorrow, or contact help.',
});
