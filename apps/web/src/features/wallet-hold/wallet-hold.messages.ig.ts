import { translate } from '@chancepay/shared/i18n/messages';
import type { walletHoldMessages } from './wallet-hold.messages';

export default translate<typeof walletHoldMessages>('walletHold.notice', 'ig', {
  onHold: 'Ejidere wallet gị (faịlụ {caseNumber})',
});
