import { translate } from '@chancepay/shared/i18n/messages';
import { codeMessages } from './codes.messages';

// SMS: plain letters only (GSM-7: no tone marks or under-dots), one 160-character text.
export default translate(codeMessages, 'yo', {
  phoneCode: 'Koodu {appName} re ni {code}. Yoo pari ni iseju 10. Ma se fi han enikeni.',
  passwordResetCode:
    'Koodu {appName} lati yi oro asina re pada ni {code}. Yoo pari ni iseju 10. Ma se fi han enikeni: a ko ni beere fun un laelae.',
  transactionPinResetCode:
    'Koodu {appName} lati yi PIN isowo re pada ni {code}. Yoo pari ni iseju 10. Ma se fi han enikeni.',
});
