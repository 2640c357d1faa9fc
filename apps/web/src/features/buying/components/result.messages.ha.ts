import { translate } from '@chancepay/shared/i18n/messages';
import type { resultMessages } from './result.messages';

export default translate<typeof resultMessages>('buying.result', 'ha', {
  paymentProgress: 'Ci gaban biyan kuɗi',
  yourReceipt: 'Rasit ɗinka',
  tickets: 'Tikiti',
  yourOdds: 'Damarka',
  prize: 'Kyauta',
  raffleCycle: 'Zagayen zaɓe',
  orderNumberInCycle: 'Lambar oda a zagayen',
  clientSeed: 'Seed ɗinka (client seed)',
  serverSeedHash: 'Hash na seed ɗin sabar',
  seedCommitment:
    'Sabar ta ɗaure kanta da seed ɗinta (ta wallafa hash ɗinsa) kafin odarka; za a bayyana seed ɗin idan zagayen ya ƙare, don ka iya sake lissafin zaɓenka da kanka.',
  verifyThisDraw: 'Tabbatar da wannan zaɓe a shafin gaskiya',
  receipt: 'Rasit',
  paymentSuccessful: 'An biya cikin nasara',
  paidToShop: 'An biya {shop} {amount}',
  time: 'Lokaci',
  reference: 'Lambar shaida',
  dateAtTime: '{date} da ƙarfe {time}',
});
