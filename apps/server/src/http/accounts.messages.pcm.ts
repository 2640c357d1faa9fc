import { translate } from '@chancepay/shared/i18n/messages';
import { apiAccountMessages } from './accounts.messages';

export default translate(apiAccountMessages, 'pcm', {
  noAccess: 'You no get access to this one.',
  sessionEnded: 'Your session don end. Abeg login again.',
  loginSuccess: 'Login don work.',
  verifyPhoneFirst:
    'Confirm your phone number to finish your sign-up: put the code wey we send by SMS, or ask for new one.',
  tokenRefreshed: 'Token don refresh.',
  loggedOut: 'You don logout.',
  tooManySignUps: 'Too many sign-ups don come from this network. Try again later.',
  tooManyCodesToPhone: 'We don send too many codes go this phone number. Try again later.',
  codeSent: 'We don send 6-digit code go {phone}. Put am to confirm your phone number.',
  tooManyCodeAttempts: 'You don try code too many times. Try again later.',
  newCodeSent: 'We don send new code go {phone}.',
  verifiedSignedIn: 'We don confirm your phone number. Welcome to ChancePay!',
  verifiedSignedInWithMoney: 'We don confirm your phone number. Welcome to ChancePay! {money}',
  resetSuccess: 'Password reset don work! You fit login now.',
  pinChanged: 'Your transaction PIN don change.',
  pinSet: 'Your transaction PIN don set. You go put am to confirm every transfer.',
  pinResetCodeSent: 'We don send 6-digit code go {phone}. Put am with new PIN.',
  pinReset: 'Your new transaction PIN don set and e don open.',
});
