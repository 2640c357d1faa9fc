import { translate } from '@chancepay/shared/i18n/messages';
import { codeMessages } from './codes.messages';

// SMS: plain letters only (GSM-7: no dots under i, o, u or over n), one 160-character text.
export default translate(codeMessages, 'ig', {
  phoneCode: "Koodu {appName} gi bu {code}. O ga-agwu n'ime nkeji 10. Egosila ya onye obula.",
  passwordResetCode:
    "Koodu {appName} gi maka igbanwe okwuntughe bu {code}. O ga-agwu n'ime nkeji 10. Egosila ya onye obula: anyi agaghi ajo gi ya.",
  transactionPinResetCode:
    "Koodu {appName} gi maka igbanwe PIN azumahia bu {code}. O ga-agwu n'ime nkeji 10. Egosila ya onye obula.",
});
