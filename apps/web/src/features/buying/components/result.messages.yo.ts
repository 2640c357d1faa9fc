import { translate } from '@chancepay/shared/i18n/messages';
import type { resultMessages } from './result.messages';

export default translate<typeof resultMessages>('buying.result', 'yo', {
  paymentProgress: 'Ìlọsíwájú ìsanwó',
  yourReceipt: 'Ìwé-ẹ̀rí ìsanwó rẹ',
  tickets: 'Tíkẹ́ẹ̀tì',
  yourOdds: 'Àǹfààní rẹ',
  prize: 'Ẹ̀bùn',
  raffleCycle: 'Ìyípo ìfà-ìbò',
  orderNumberInCycle: 'Nọ́ńbà òdà nínú ìyípo',
  clientSeed: 'Seed rẹ (client seed)',
  serverSeedHash: 'Hash seed sáfà',
  seedCommitment:
    'Sáfà ti so ara rẹ̀ mọ́ seed rẹ̀ (nípa títẹ hash rẹ̀ jáde) ṣáájú òdà rẹ; a ó ṣí seed náà payá nígbà tí ìyípo bá parí, kí o lè ṣírò ìfà-ìbò rẹ fúnra rẹ.',
  verifyThisDraw: 'Jẹ́rìísí ìfà-ìbò yìí lórí ojú-ìwé ìfà-ìbò tó tọ́',
  receipt: 'Ìwé-ẹ̀rí ìsanwó',
  paymentSuccessful: 'Ìsanwó ti yọrí',
  paidToShop: 'A ti san {amount} fún {shop}',
  time: 'Àkókò',
  reference: 'Nọ́ńbà ìtọ́kasí',
  dateAtTime: '{date} ní agogo {time}',
});
