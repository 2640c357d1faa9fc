import { translate } from '@chancepay/shared/i18n/messages';
import type { resultMessages } from './result.messages';

export default translate<typeof resultMessages>('buying.result', 'ig', {
  paymentProgress: 'Ọganihu ịkwụ ụgwọ',
  yourReceipt: 'Nnata gị',
  tickets: 'Tiketi',
  yourOdds: 'Ohere gị',
  prize: 'Onyinye',
  raffleCycle: 'Okirikiri ịtụ nza',
  orderNumberInCycle: 'Nọmba ọda n’okirikiri',
  clientSeed: 'Seed gị (client seed)',
  serverSeedHash: 'Hash nke seed sava',
  seedCommitment:
    'Sava kwere nkwa na seed ya (site n’ibipụta hash ya) tupu ọda gị; a ga-ekpughe seed ahụ mgbe okirikiri ahụ gwụrụ, ka i wee nwee ike ịgụkọ ịtụ nza gị n’onwe gị.',
  verifyThisDraw: 'Nyochaa ịtụ nza a na peeji ịtụ nza ziri ezi',
  receipt: 'Nnata',
  paymentSuccessful: 'Ịkwụ ụgwọ gara nke ọma',
  paidToShop: 'Akwụọla {shop} {amount}',
  time: 'Oge',
  reference: 'Nọmba ntụaka',
  dateAtTime: '{date} n’elekere {time}',
});
