import { translate } from '@chancepay/shared/i18n/messages';
import { walletHoldMessages } from './wallet-hold.messages';

export default translate(walletHoldMessages, 'ha', {
  onHold: 'An riƙe walat ɗinka (fayil {caseNumber})',
});
