import { translate } from '@chancepay/shared/i18n/messages';
import { walletHoldMessages } from './wallet-hold.messages';

export default translate(walletHoldMessages, 'yo', {
  onHold: 'A ti dá wálẹ́ẹ̀tì rẹ dúró (fáìlì {caseNumber})',
});
