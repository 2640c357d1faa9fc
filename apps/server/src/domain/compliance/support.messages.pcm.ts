import { translate } from '@chancepay/shared/i18n/messages';
import { supportMessages } from './support.messages';

export default translate(supportMessages, 'pcm', {
  walletOnHold:
    'Dem don hold your wallet (case {case}). You fit still receive money, but no money fit comot from the wallet until dem finish the check. Contact {email} or {phone}.',
});
