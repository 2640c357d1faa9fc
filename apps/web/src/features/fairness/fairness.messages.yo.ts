import { translate } from '@chancepay/shared/i18n/messages';
import type { fairnessMessages } from './fairness.messages';

export default translate<typeof fairnessMessages>('fairness.page', 'yo', {
  pageTitle: 'Ìfà-ìbò tó tọ́',
  title: 'Ṣé ìfà-ìbò náà tọ́? Ṣàyẹ̀wò rẹ̀ fúnra rẹ.',
  howTitle: 'Bí ìfà-ìbò kọ̀ọ̀kan ṣe ń ṣiṣẹ́',
  rule1:
    'Nígbà tí àsìkò raffle kan bá ṣí, server wa máa ń mú nọ́ńbà àṣírí kan láìrò tẹ́lẹ̀, ìyẹn <strong>server seed</strong>, ó sì máa ń tẹ àmì-ìdánimọ̀ rẹ̀ (SHA-256 hash rẹ̀) jáde lẹ́sẹ̀kẹsẹ̀. Tí wọ́n bá yí seed padà lẹ́yìn náà, àmì-ìdánimọ̀ náà yóò yí padà, nítorí náà seed ti dúró kí ẹnikẹ́ni tó rà á.',
  rule2:
    'Nígbà tí o bá rà á, fóònù rẹ fúnra rẹ̀ máa ń mú nọ́ńbà kan láìrò tẹ́lẹ̀, ìyẹn <strong>client seed</strong>, ọjà rẹ sì máa ń gba <strong>nọ́ńbà ọjà</strong> tó kàn nínú àsìkò náà (1, 2, 3, ... láìsí àlàfo). Méjèèjì wà lórí ìwé-ẹ̀rí ìsanwó rẹ.',
  rule3:
    'Àǹfààní rẹ ni <em>tíkẹ́ẹ̀tì × owó tíkẹ́ẹ̀tì × payout ratio ÷ ẹ̀bùn</em>, kò ní ju 1 nínú 2 lọ. Nítorí náà, ní ààbọ̀, ọjà kọ̀ọ̀kan máa ń gba payout ratio ohun tó san fún tíkẹ́ẹ̀tì padà.',
  rule4:
    'A máa ń da server seed pọ̀ mọ́ “àsìkò:nọ́ńbà ọjà:client seed” (HMAC-SHA256). Bytes 8 àkọ́kọ́ nínú èsì náà jẹ́ nọ́ńbà láàárín 0 àti 2<sup>64</sup>. O jẹ tí nọ́ńbà yẹn bá kéré sí àǹfààní rẹ × 2<sup>64</sup>.',
  rule5:
    'Nígbà tí àsìkò náà bá parí, a máa ń fi server seed hàn. Ẹnikẹ́ni lè ṣàyẹ̀wò pé ó bá àmì-ìdánimọ̀ mu, kí ó sì tún gbogbo ìfà-ìbò ṣe. Ojú-ìwé yìí ń ṣe é nínú browser rẹ, pẹ̀lú kóòdù kan náà tí server ń lò.',
  ruleWhy:
    'Nítorí pé server ti dúró lórí seed rẹ̀ kí fóònù rẹ tó mú tìrẹ, kò sí ẹgbẹ́ kankan tó lè dá yan ẹni tí yóò jẹ.',
  lookUp: 'Wá ọjà tàbí àsìkò kan',
  lookUpLabel: 'Ìtọ́kasí ọjà (láti inú ìwé-ẹ̀rí ìsanwó rẹ) tàbí nọ́ńbà àsìkò raffle',
  check: 'Ṣàyẹ̀wò',
  loading: 'Ó ń bọ̀...',
  notFound: 'A kò rí i: {message}',
  won: 'Ó jẹ',
  lost: 'Kò jẹ',
  orderTitle: 'Ọjà {orderId}',
  cycleTitle: 'Àsìkò raffle {cycleId}',
  raffleCycle: 'Àsìkò raffle',
  orderNumber: 'Nọ́ńbà ọjà nínú àsìkò',
  tickets: 'Tíkẹ́ẹ̀tì',
  odds: 'Àǹfààní',
  prize: 'Ẹ̀bùn',
  clientSeed: 'Client seed',
  serverSeedHash: 'Server seed hash',
  serverSeed: 'Server seed',
  stillSecret: 'Ó ṣì jẹ́ àṣírí',
  recordedResult: 'Èsì tí a kọ sílẹ̀',
  notDrawn: 'A kò fa ìbò rẹ̀',
  orderSeedSecret:
    'Server seed ti àsìkò {cycleId} ṣì jẹ́ àṣírí. A ó fi hàn nígbà tí àsìkò náà bá parí; padà wá nígbà náà láti ṣàyẹ̀wò ìfà-ìbò yìí. Títí di ìgbà náà, o lè rí i pé a ti tẹ àmì-ìdánimọ̀ tó wà lókè jáde kí o tó ra ọjà rẹ.',
  cannotRecompute: 'A kò lè tún ìfà-ìbò yìí ṣírò: {problem}',
  orderSeedDiffers:
    '<strong>Kò bá a mu.</strong> Server seed tí a fi hàn kò fún wa ní àmì-ìdánimọ̀ tí a tẹ̀ jáde nígbà tí àsìkò náà ṣí.',
  notDrawnWouldWin:
    'Seed tí a fi hàn bá àmì-ìdánimọ̀ rẹ̀ mu. A kò fa ìbò fún ọjà yìí (ìsanwó rẹ̀ kò parí), nítorí náà kò sí èsì tí a kọ sílẹ̀ láti fi wéra; tí a bá tún un ṣírò, ìbá jẹ.',
  notDrawnWouldLose:
    'Seed tí a fi hàn bá àmì-ìdánimọ̀ rẹ̀ mu. A kò fa ìbò fún ọjà yìí (ìsanwó rẹ̀ kò parí), nítorí náà kò sí èsì tí a kọ sílẹ̀ láti fi wéra; tí a bá tún un ṣírò, kò bá tí jẹ.',
  orderMatches:
    '<strong>Ó bá a mu.</strong> Seed tí a fi hàn bá àmì-ìdánimọ̀ tí a tẹ̀ jáde ṣáájú ọjà náà mu, títún ìfà-ìbò ṣírò níbí sì fún wa ní èsì tí a kọ sílẹ̀: {result}.',
  orderDiffersWon:
    '<strong>Kò bá a mu.</strong> Bí a ṣe tún un ṣírò níbí, ọjà náà jẹ, ṣùgbọ́n èsì tí a kọ sílẹ̀ ni {result}.',
  orderDiffersLost:
    '<strong>Kò bá a mu.</strong> Bí a ṣe tún un ṣírò níbí, ọjà náà kò jẹ, ṣùgbọ́n èsì tí a kọ sílẹ̀ ni {result}.',
  message: 'Ọ̀rọ̀',
  firstBytes: 'x (bytes 8 àkọ́kọ́)',
  chance: 'Àǹfààní',
  threshold: 'Ààlà (àǹfààní × 2^64)',
  result: 'Èsì',
  resultWon: 'x kéré sí ààlà: ó jẹ',
  resultLost: 'x kò kéré sí ààlà: kò jẹ',
  status: 'Ipò',
  ticketPrice: 'Owó tíkẹ́ẹ̀tì',
  payoutRatio: 'Payout ratio',
  prizeBudget: 'Owó tí a yà sọ́tọ̀ fún ẹ̀bùn',
  budgetLeft: 'Owó ẹ̀bùn tó kù',
  prizesPaid: 'Ẹ̀bùn tí a ti san',
  prizesPaidValue: '{amount} (àwọn olùborí {count})',
  orders: 'Àwọn ọjà',
  cycleSeedSecret: 'Server seed ṣì jẹ́ àṣírí; a ó fi hàn nígbà tí àsìkò náà bá parí.',
  cycleMatches:
    '<strong>Ó bá a mu.</strong> Seed tí a fi hàn fún wa ní àmì-ìdánimọ̀ tí a tẹ̀ jáde nígbà tí àsìkò náà ṣí.',
  cycleDiffers: '<strong>Kò bá a mu.</strong> Seed tí a fi hàn kò fún wa ní àmì-ìdánimọ̀ tí a tẹ̀ jáde.',
  orderLog: 'Àkọsílẹ̀ àwọn ọjà (a fi apá kan nọ́ńbà fóònù pamọ́)',
  phone: 'Fóònù',
  byHand: 'Tún ìfà-ìbò kan ṣírò fúnra rẹ',
  byHandForm: 'Tún ìfà-ìbò ṣírò',
  serverSeedField: 'Server seed (àmì hex 64)',
  serverSeedHashField: 'Server seed hash (kò pọn dandan)',
  clientSeedField: 'Client seed (àmì hex 32)',
  ticketPriceField: 'Owó tíkẹ́ẹ̀tì (₦)',
  payoutRatioField: 'Payout ratio (%)',
  prizeField: 'Ẹ̀bùn (₦)',
  recompute: 'Tún un ṣírò',
  seedMatchesHash: 'Seed náà bá hash mu.',
  seedDiffersFromHash: 'Seed náà kò bá hash mu.',
  serverSeedShape: 'Server seed gbọ́dọ̀ jẹ́ àmì hex 64 (bytes 32).',
  clientSeedShape: 'Client seed gbọ́dọ̀ jẹ́ àmì hex 32 (bytes 16).',
  probabilityShape: 'Àǹfààní gbọ́dọ̀ jẹ́ ìdá láàárín 0 àti 1, tí nọ́ńbà ìsàlẹ̀ rẹ̀ ju òdo lọ.',
  oddsAboveZero: 'Àǹfààní gbọ́dọ̀ ju òdo lọ.',
  networkError: 'Ìṣòro íńtánẹ́ẹ̀tì. Jọ̀wọ́ ṣàyẹ̀wò ìsopọ̀ íńtánẹ́ẹ̀tì rẹ kí o tún gbìyànjú.',
  invalidResponse: 'Ìdáhùn server kò rí bó ṣe yẹ. Jọ̀wọ́ tún gbìyànjú.',
  notFoundPlain: 'A kò rí i.',
});
