import { translate } from '@chancepay/shared/i18n/messages';
import { codeMessages } from './codes.messages';

// SMS: plain letters only (GSM-7), one 160-character text.
export default translate(codeMessages, 'pcm', {
  phoneCode: 'Your {appName} code na {code}. E go expire for 10 minutes. No show am to anybody.',
  passwordResetCode:
    'Your {appName} password reset code na {code}. E go expire for 10 minutes. No show am to anybody: we no go ever ask you for am.',
  transactionPinResetCode:
    'Your {appName} code to reset your transaction PIN na {code}. E go expire for 10 minutes. No show am to anybody.',
});
