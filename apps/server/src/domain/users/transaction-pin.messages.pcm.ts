import { translate } from '@chancepay/shared/i18n/messages';
import { transactionPinMessages } from './transaction-pin.messages';

export default translate(transactionPinMessages, 'pcm', {
  pinFormat: 'Your transaction PIN must be 4 numbers exactly.',
  pinObvious:
    'That PIN too easy to guess (the same number four times, or numbers wey follow each other like 1234 or 4321). Choose another one.',
  pinIsPhone: 'Your PIN no suppose be the last four numbers of your phone number. Choose another one.',
  pinNotSet: 'Set transaction PIN before you send money: My Profile, Transaction PIN.',
  pinRequired: 'Put your 4-digit transaction PIN.',
  pinLocked:
    'Your transaction PIN don lock because you try am wrong 5 times. Reset am for My Profile (Transaction PIN, Forgot PIN) with code wey we go send to your phone.',
  pinAlreadySet: 'You don already get transaction PIN. Put your current PIN to change am.',
  wrongPinNowLocked: 'That PIN no correct. {locked}',
  wrongPinOneTryLeft: 'That PIN no correct. You get 1 more try.',
  wrongPinTriesLeft: 'That PIN no correct. You get {count} more tries.',
  passwordWrong: 'That password no correct. Put the password wey you take dey login.',
  tooManyWrongPasswords: 'You don put wrong password too many times. Wait small, then try again.',
  resetWithoutPin: 'You never set transaction PIN. Set one for My Profile (Transaction PIN).',
  verifyPhoneFirst: 'Confirm your phone number first: na there the code go go.',
});
