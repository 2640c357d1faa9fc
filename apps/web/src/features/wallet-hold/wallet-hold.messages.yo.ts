import { translate } from '@chancepay/shared/i18n/messages';
import type { walletHoldMessages } from './wallet-hold.messages';

export default translate<typeof walletHoldMessages>('walletHold.notice', 'yo', {
  onHold: 'A ti dá wálẹ́ẹ̀tì rẹ dúró (fáìlì {caseNumber})',
});
