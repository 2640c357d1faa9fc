import { translate } from '@chancepay/shared/i18n/messages';
import { walletHoldMessages } from './wallet-hold.messages';

export default translate(walletHoldMessages, 'ig', {
  onHold: 'Ejidere wallet gị (faịlụ {caseNumber})',
});
