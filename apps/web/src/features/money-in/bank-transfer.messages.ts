import { defineMessages } from '@chancepay/shared/i18n/messages';

/** One order paid by bank transfer to a one-time account (components/BankTransferPanel.tsx). */
export const bankTransferMessages = defineMessages('moneyIn.bankTransfer', {
  title: 'Pay by bank transfer',
  loading: 'Loading the account details…',
  loadFailed:
    'We could not load the account details. Check your connection, then try again. If you already sent the money, it is safe: your result shows here once we can reach our server.',
  tryAgain: 'Try again',
  sendExactly: 'Send exactly <amount>{amount}</amount>',
  notAKobo:
    'Not a kobo more or less: another amount, or a transfer after the time is up, is returned to your bank by the bank’s rules and does not pay for this order.',
  timeLeft: 'Time left',
  until: '(until {time})',
  timeUp: 'Time is up. We are checking one last time whether your transfer arrived.',
  waiting: 'Waiting for your transfer. Keep this page open: your result shows as soon as the money lands.',
  checkFailed: 'We could not check just now. We keep trying while this page is open.',
  arrived: 'Your transfer has arrived. Taking you to your result…',
  expired:
    'This account number has expired, and we did not receive {amount} in time. Nothing was taken for this order. Money sent to it now is returned to your bank by the bank’s rules.',
  startAgain: 'Start again',
  notTaken: 'Transfers we could not take',
  returnedMismatch:
    '{amount} was not taken as payment because it was not exactly {exact}: returned to your bank by the bank’s rules.',
  returnedLate:
    '{amount} was not taken as payment because it arrived after the account number expired: returned to your bank by the bank’s rules.',
  // What a screen reader hears at the marks (10, 5, 2 and 1 minute left)
  timeUpAnnounced: 'Time is up for this account number.',
  minuteLeft: '{minutes} minute left to send the transfer.',
  minutesLeft: '{minutes} minutes left to send the transfer.',
});
