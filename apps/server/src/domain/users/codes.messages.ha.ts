import { translate } from '@chancepay/shared/i18n/messages';
import { codeMessages } from './codes.messages';

// SMS: plain letters only (GSM-7: d for ɗ, k for ƙ, b for ɓ), one 160-character text.
export default translate(codeMessages, 'ha', {
  phoneCode: 'Lambar tabbatarwa ta {appName}: {code}. Za ta kare cikin minti 10. Kada ka nuna wa kowa.',
  passwordResetCode:
    'Lambar sake kalmar sirri ta {appName}: {code}. Za ta kare cikin minti 10. Kada ka nuna wa kowa: ba za mu taba tambayar ka ita ba.',
  transactionPinResetCode:
    'Lambar sake PIN na hada-hada ta {appName}: {code}. Za ta kare cikin minti 10. Kada ka nuna wa kowa.',
});
