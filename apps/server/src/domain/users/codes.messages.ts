import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * The one-time codes texted to a phone. Translations in plain Latin letters: a tone mark or an under-dot
 * would make the text UCS-2, 70 characters a page (codes.test.ts checks each fits one GSM-7 page).
 */
export const codeMessages = defineMessages('users.codes', {
  phoneCode: 'Your {appName} code is {code}. It expires in 10 minutes. Never share it with anyone.',
  passwordResetCode:
    'Your {appName} password reset code is {code}. It expires in 10 minutes. Never share it with anyone: we will never ask for it.',
  transactionPinResetCode:
    'Your {appName} code to reset your transaction PIN is {code}. It expires in 10 minutes. Never share it with anyone.',
});
