import { translate } from '@chancepay/shared/i18n/messages';
import type { walletHoldMessages } from './wallet-hold.messages';

export default translate<typeof walletHoldMessages>('walletHold.notice', 'ha', {
  onHold: 'An riƙe walat ɗinka (fayil {caseNumber})',
});
