import { defineMessages } from '@chancepay/shared/i18n/messages';

/** Why closing an account is refused (close-account.ts): money still the customer's, or the password. */
export const closeAccountMessages = defineMessages('dataProtection.closeAccount', {
  wrongPassword: 'The password is incorrect. Your account is still open.',
  vendor:
    'A business account is closed by ChancePay support, who settle its wallet to the bank first. Contact support.',
  alreadyClosed: 'This account is already closed.',
  tooManyWrongPasswords: 'Too many wrong passwords. Try again in {count} minutes.',
  walletNotEmpty:
    'Your wallet holds {amount}. Send it to your bank account first (Dashboard, Transfer), then close your account.',
  heldNotEmpty:
    "{amount} is held for you above your wallet's limit. Verify your identity on this page to receive it, send it to your bank, then close your account.",
  transferInFlight:
    'A transfer to your bank is still on its way. Close your account once it has arrived (or come back to your wallet).',
  orderAwaitingPayment:
    'An order of yours is still waiting for its payment. Close your account once it has finished (at most a day).',
});
