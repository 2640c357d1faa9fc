import { translate } from '@chancepay/shared/i18n/messages';
import { closeAccountMessages } from './close-account.messages';

export default translate(closeAccountMessages, 'pcm', {
  wrongPassword: 'The password no correct. Your account still dey open.',
  vendor:
    'Na ChancePay help dey close business account, after dem don send the wallet money go bank. Contact help.',
  alreadyClosed: 'This account don already close.',
  tooManyWrongPasswords: 'You don put wrong password too many times. Try again after {count} minutes.',
  walletNotEmpty:
    'Your wallet still get {amount}. Send am go your bank account first (Dashboard, Transfer), then close your account.',
  heldNotEmpty:
    'We dey hold {amount} for you because e pass your wallet limit. Confirm your identity for this page to collect am, send am go your bank, then close your account.',
  transferInFlight:
    'One transfer to your bank still dey road. Close your account once e don land (or once e return to your wallet).',
  orderAwaitingPayment:
    'One of your orders still dey wait for payment. Close your account once e don finish (e no go pass one day).',
});
