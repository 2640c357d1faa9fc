import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the transaction PIN's rules, checks and reset tell the customer (transaction-pin*.ts). */
export const transactionPinMessages = defineMessages('users.transactionPin', {
  pinFormat: 'Your transaction PIN must be exactly 4 digits.',
  pinObvious:
    'That PIN is too easy to guess (all the same digit, or digits in sequence like 1234 or 4321). Choose another.',
  pinIsPhone: 'Your PIN must not be the last four digits of your phone number. Choose another.',
  pinNotSet: 'Set a transaction PIN before you send money: My Profile, Transaction PIN.',
  pinRequired: 'Enter your 4-digit transaction PIN.',
  pinLocked:
    'Your transaction PIN is locked after 5 wrong tries. Reset it on My Profile (Transaction PIN, Forgot PIN) with a code we text to your phone.',
  pinAlreadySet: 'You already have a transaction PIN. Enter your current PIN to change it.',
  wrongPinNowLocked: 'That PIN is not right. {locked}',
  wrongPinOneTryLeft: 'That PIN is not right. You have 1 try left.',
  wrongPinTriesLeft: 'That PIN is not right. You have {count} tries left.',
  passwordWrong: 'That password is not right. Enter the password you log in with.',
  tooManyWrongPasswords: 'Too many wrong passwords. Wait a few minutes and try again.',
  resetWithoutPin: 'You have not set a transaction PIN yet. Set one on My Profile (Transaction PIN).',
  verifyPhoneFirst: 'Verify your phone number first: the code goes to it.',
});
