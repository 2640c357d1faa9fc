import { translate } from '@chancepay/shared/i18n/messages';
import { apiProfileMessages } from './profile.messages';

export default translate(apiProfileMessages, 'pcm', {
  playForCustomersOnly:
    'Spend limits and blocking yourself na for customer accounts: vendor accounts no dey buy tickets.',
  addressProofUploaded:
    'Your proof of address don upload. We go increase your limits once compliance accept am.',
  dataExportQuota:
    'You don download your data 10 times today. Try again tomorrow, or ask help make dem send you copy.',
  accountClosed:
    'Your account don close and we don log you out everywhere. We go delete your personal data on {date}; the records wey law require, we go keep dem for 5 years.',
});
