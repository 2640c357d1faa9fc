import { translate } from '@chancepay/shared/i18n/messages';
import { walletHoldMessages } from './wallet-hold.messages';

export default translate(walletHoldMessages, 'pcm', {
  onHold: 'Dem don hold your wallet (case {caseNumber})',
});
