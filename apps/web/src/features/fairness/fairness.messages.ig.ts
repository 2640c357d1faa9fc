import { translate } from '@chancepay/shared/i18n/messages';
import type { fairnessMessages } from './fairness.messages';

export default translate<typeof fairnessMessages>('fairness.page', 'ig', {
  pageTitle: 'Ịtụ nza ziri ezi',
  title: 'Ịtụ nza ahụ ọ ziri ezi? Lelee ya n’onwe gị.',
  howTitle: 'Otú ịtụ nza ọ bụla si arụ ọrụ',
  rule1:
    'Mgbe usoro raffle meghere, server anyị na-ahọrọ nọmba nzuzo n’enweghị atụmatụ, ya bụ <strong>server seed</strong>, ma bipụta akara mkpịsị aka ya (SHA-256 hash ya) ozugbo. Mgbanwe ọ bụla e mere seed ahụ ma emesịa ga-agbanwe akara ahụ, ya mere seed ahụ kwụsiri ike tupu onye ọ bụla azụta.',
  rule2:
    'Mgbe ị zụrụ, ekwentị gị n’onwe ya na-ahọrọ nọmba n’enweghị atụmatụ, ya bụ <strong>client seed</strong>, ọda gị na-enwetakwa <strong>nọmba ọda</strong> na-esote n’usoro ahụ (1, 2, 3, ... na-enweghị oghere). Ha abụọ dị na nnata gị.',
  rule3:
    'Ohere gị bụ <em>tiketi × ọnụahịa tiketi × payout ratio ÷ onyinye</em>, ọ naghị akarị 1 n’ime 2. Ya mere, n’ọkara, ọda ọ bụla na-enweta payout ratio nke ihe ọ kwụrụ maka tiketi.',
  rule4:
    'A na-agwakọta server seed na “usoro:nọmba ọda:client seed” (HMAC-SHA256). Bytes 8 mbụ nke nsonaazụ ahụ bụ nọmba dị n’etiti 0 na 2<sup>64</sup>. Ị meriri ma ọ bụrụ na nọmba ahụ dị obere karịa ohere gị × 2<sup>64</sup>.',
  rule5:
    'Mgbe usoro ahụ gwụchara, a na-ekpughe server seed. Onye ọ bụla nwere ike ịlele na ọ dabara n’akara ahụ ma megharịa ịtụ nza ọ bụla. Ibe a na-eme ya na browser gị, jiri otu koodu ahụ server na-eji.',
  ruleWhy:
    'N’ihi na server kwere nkwa n’ihe gbasara seed ya tupu ekwentị gị ahọrọ nke gị, ọ dịghị akụkụ nwere ike naanị ya ịhọrọ onye ga-emeri.',
  lookUp: 'Chọta ọda ma ọ bụ usoro',
  lookUpLabel: 'Ntụaka ọda (site na nnata gị) ma ọ bụ nọmba usoro raffle',
  check: 'Lelee',
  loading: 'Ọ na-ebulite...',
  notFound: 'Ahụghị ya: {message}',
  won: 'Meriri',
  lost: 'Emerighị',
  orderTitle: 'Ọda {orderId}',
  cycleTitle: 'Usoro raffle {cycleId}',
  raffleCycle: 'Usoro raffle',
  orderNumber: 'Nọmba ọda n’usoro',
  tickets: 'Tiketi',
  odds: 'Ohere',
  prize: 'Onyinye',
  clientSeed: 'Client seed',
  serverSeedHash: 'Server seed hash',
  serverSeed: 'Server seed',
  stillSecret: 'Ọ ka bụ nzuzo',
  recordedResult: 'Nsonaazụ e dekọrọ',
  notDrawn: 'Etụghị nza ya',
  orderSeedSecret:
    'Server seed nke usoro {cycleId} ka bụ nzuzo. A ga-ekpughe ya mgbe usoro ahụ gwụchara; lọghachi mgbe ahụ ịlele ịtụ nza a. Ruo mgbe ahụ, ị nwere ike ịhụ na e bipụtara akara dị n’elu tupu ọda gị.',
  cannotRecompute: 'Enweghị ike ịgbakọgharị ịtụ nza a: {problem}',
  orderSeedDiffers:
    '<strong>Ọ dabaghị.</strong> Server seed e kpughere anaghị enye akara e bipụtara mgbe usoro ahụ meghere.',
  notDrawnWouldWin:
    'Seed e kpughere dabara n’akara ya. Etụghị nza maka ọda a (ịkwụ ụgwọ ya agwụchaghị), ya mere enweghị nsonaazụ e dekọrọ iji tụnyere; ma a gbakọgharịa ya, ọ gaara emeri.',
  notDrawnWouldLose:
    'Seed e kpughere dabara n’akara ya. Etụghị nza maka ọda a (ịkwụ ụgwọ ya agwụchaghị), ya mere enweghị nsonaazụ e dekọrọ iji tụnyere; ma a gbakọgharịa ya, ọ gaghị emeri.',
  orderMatches:
    '<strong>Ọ dabara.</strong> Seed e kpughere dabara n’akara e bipụtara tupu ọda ahụ, ịgbakọgharị ịtụ nza ebe a na-enyekwa nsonaazụ e dekọrọ: {result}.',
  orderDiffersWon:
    '<strong>Ọ dabaghị.</strong> Mgbe a gbakọgharịrị ya ebe a, ọda ahụ meriri, mana nsonaazụ e dekọrọ bụ {result}.',
  orderDiffersLost:
    '<strong>Ọ dabaghị.</strong> Mgbe a gbakọgharịrị ya ebe a, ọda ahụ emerighị, mana nsonaazụ e dekọrọ bụ {result}.',
  message: 'Ozi',
  firstBytes: 'x (bytes 8 mbụ)',
  chance: 'Ohere',
  threshold: 'Oke (ohere × 2^64)',
  result: 'Nsonaazụ',
  resultWon: 'x dị n’okpuru oke: meriri',
  resultLost: 'x adịghị n’okpuru oke: emerighị',
  status: 'Ọnọdụ',
  ticketPrice: 'Ọnụahịa tiketi',
  payoutRatio: 'Payout ratio',
  prizeBudget: 'Ego e debere maka onyinye',
  budgetLeft: 'Ego onyinye fọdụrụ',
  prizesPaid: 'Onyinye a kwụrụ',
  prizesPaidValue: '{amount} (ndị meriri {count})',
  orders: 'Ọda',
  cycleSeedSecret: 'Server seed ka bụ nzuzo; a ga-ekpughe ya mgbe usoro ahụ gwụchara.',
  cycleMatches: '<strong>Ọ dabara.</strong> Seed e kpughere na-enye akara e bipụtara mgbe usoro ahụ meghere.',
  cycleDiffers: '<strong>Ọ dabaghị.</strong> Seed e kpughere anaghị enye akara e bipụtara.',
  orderLog: 'Ndekọ ọda (e zoro akụkụ nọmba ekwentị)',
  phone: 'Ekwentị',
  byHand: 'Gbakọgharịa ịtụ nza n’aka',
  byHandForm: 'Gbakọgharịa ịtụ nza',
  serverSeedField: 'Server seed (mkpụrụedemede hex 64)',
  serverSeedHashField: 'Server seed hash (ọ bụghị iwu)',
  clientSeedField: 'Client seed (mkpụrụedemede hex 32)',
  ticketPriceField: 'Ọnụahịa tiketi (₦)',
  payoutRatioField: 'Payout ratio (%)',
  prizeField: 'Onyinye (₦)',
  recompute: 'Gbakọgharịa',
  seedMatchesHash: 'Seed ahụ dabara na hash ahụ.',
  seedDiffersFromHash: 'Seed ahụ adabaghị na hash ahụ.',
  serverSeedShape: 'Server seed ga-abụrịrị mkpụrụedemede hex 64 (bytes 32).',
  clientSeedShape: 'Client seed ga-abụrịrị mkpụrụedemede hex 32 (bytes 16).',
  probabilityShape: 'Ohere ga-abụrịrị nkewa dị n’etiti 0 na 1, nke ala ya karịrị efu.',
  oddsAboveZero: 'Ohere ga-akarịrị efu.',
  networkError: 'Nsogbu ịntanetị. Biko lelee njikọ ịntanetị gị ma nwaa ọzọ.',
  invalidResponse: 'Azịza server adịghị n’usoro kwesịrị ekwesị. Biko nwaa ọzọ.',
  notFoundPlain: 'Ahụghị ya.',
});
