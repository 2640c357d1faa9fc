import { translate } from '@chancepay/shared/i18n/messages';
import type { bankTransferMessages } from './bank-transfer.messages';

export default translate<typeof bankTransferMessages>('moneyIn.bankTransfer', 'pcm', {
  title: 'Pay with bank transfer',
  loading: 'The account details dey load…',
  loadFailed:
    'We no fit load the account details. Check your network, then try again. If you don already send the money, e dey safe: your result go show here once we fit reach our server.',
  tryAgain: 'Try again',
  sendExactly: 'Send exactly <amount>{amount}</amount>',
  notAKobo:
    'No add or remove even one kobo: if you send another amount, or send after time don finish, the bank rules go return am to your bank and e no go pay for this order.',
  timeLeft: 'Time wey remain',
  until: '(till {time})',
  timeUp: 'Time don finish. We dey check one last time if your transfer don land.',
  waiting: 'We dey wait for your transfer. Leave this page open: your result go show as the money land.',
  checkFailed: 'We no fit check now. We go keep trying as long as this page dey open.',
  arrived: 'Your transfer don land. We dey carry you go your result…',
  expired:
    'This account number don expire, and we no receive {amount} on time. We no collect anything for this order. Any money wey you send to am now, the bank rules go return am to your bank.',
  startAgain: 'Start again',
  notTaken: 'Transfers wey we no fit collect',
  returnedMismatch:
    'We no take {amount} as payment because e no be exactly {exact}: the bank rules go return am to your bank.',
  returnedLate:
    'We no take {amount} as payment because e land after the account number don expire: the bank rules go return am to your bank.',
  timeUpAnnounced: 'Time don finish for this account number.',
  minuteLeft: '{minutes} minute remain to send the transfer.',
  minutesLeft: '{minutes} minutes remain to send the transfer.',
});
