import { translate } from '@chancepay/shared/i18n/messages';
import { accountMessages } from './accounts.messages';

export default translate(accountMessages, 'pcm', {
  notSignedIn: 'Abeg login to continue.',
  usernameRule:
    'Use 3 to 30 letters, numbers, dots, dashes or underscores for your username, with at least one letter.',
  usernameTaken: 'Person don already take that username. Choose another one.',
  emailTaken: 'One account dey use that email already. Login, or reset your password.',
  phoneTaken: 'That phone number don already register. Login instead.',
  resumedSignUp:
    'You don already start sign-up with these details. Put the code wey we send to {phone}, or ask for new one.',
  signUpExpired: 'Your sign-up don expire. Abeg sign up again.',
  passwordTooShort: 'Use at least {count} characters for your password.',
  passwordTooLong: 'No use pass {count} characters for your password.',
  passwordCommon:
    'That password too common, people fit guess am easy. Choose another one, like some words wey no join.',
  passwordPersonal: 'Your password no suppose get your username, email or phone number inside.',
  loginFailed: 'The username or password no correct.',
  accountLocked: 'Dem don lock this account. Contact help make dem open am.',
  accountClosed: 'This account don close. If you wan use ChancePay again, sign up for new account.',
  tooManyLogins: 'You don try login wrong too many times. Try again after {wait}.',
  oneSecond: '1 second',
  seconds: '{count} seconds',
  oneMinute: '1 minute',
  minutes: '{count} minutes',
  codeExpired: 'That code don expire. Ask for new code.',
  codeUsedUp: 'You don try this code wrong too many times. Ask for new code.',
  codeWrongOneTryLeft: 'That code no correct. You get 1 more try.',
  codeWrongTriesLeft: 'That code no correct. You get {count} more tries.',
  phoneAlreadyVerified: 'We don already confirm this phone number. You fit login.',
  tooManyCodes: 'You don ask for 3 codes for the last one hour. Try again after {wait}.',
  smsUnavailable: 'We no fit send SMS now. Abeg try again later.',
  smsRefused: 'We no fit send SMS go this phone number. Check am or use another one.',
  noPhone: 'This account no get phone number.',
  resetLinkInvalid: 'This reset link no work or e don expire. Ask for new one.',
  resetLinkSent: 'If any account dey use that email, we don send password reset link go there.',
  tooManyResetLinks: 'Too many reset links don go. Try again after {wait}.',
  resetCodeSent:
    'If any account dey use that phone number, we don send 6-digit code go am. E go work for 10 minutes.',
  resetCodeWrong:
    'That code no correct or e don expire. Check the SMS, or ask for new code (each code get 5 tries).',
  tooManyResetCodes: 'People don ask for or try reset codes too many times. Try again after {wait}.',
  movedWon: 'We don move {amount} wey this number win enter your wallet.',
  movedRefund: 'We don move {amount} wey dem return to this number (refund) enter your wallet.',
  movedWonAndRefund:
    'We don move {amount} wey we hold for this number ({won} wey you win and {returned} wey dem return give you) enter your wallet.',
});
