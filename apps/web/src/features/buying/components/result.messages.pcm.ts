import { translate } from '@chancepay/shared/i18n/messages';
import type { resultMessages } from './result.messages';

export default translate<typeof resultMessages>('buying.result', 'pcm', {
  paymentProgress: 'How the payment dey go',
  yourReceipt: 'Your receipt',
  tickets: 'Tickets',
  yourOdds: 'Your chance',
  prize: 'Prize',
  raffleCycle: 'Draw round',
  orderNumberInCycle: 'Order number for this round',
  clientSeed: 'Your seed (client seed)',
  serverSeedHash: 'Server seed hash',
  seedCommitment:
    'The server don lock im seed (e publish the hash) before your order; dem go show the seed when the round finish, so you fit calculate your draw by yourself.',
  verifyThisDraw: 'Check this draw for the fairness page',
  receipt: 'Receipt',
  paymentSuccessful: 'Payment don go',
  paidToShop: 'We don pay {amount} to {shop}',
  time: 'Time',
  reference: 'Reference',
  dateAtTime: '{date} by {time}',
});
