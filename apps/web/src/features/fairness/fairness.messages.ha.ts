import { translate } from '@chancepay/shared/i18n/messages';
import type { fairnessMessages } from './fairness.messages';

export default translate<typeof fairnessMessages>('fairness.page', 'ha', {
  pageTitle: 'Zaɓe na gaskiya',
  title: 'Zaɓen na gaskiya ne? Duba da kanka.',
  howTitle: 'Yadda kowane zaɓe yake aiki',
  rule1:
    'Idan zagayen raffle ya buɗe, sabar mu tana zaɓar lamba ta sirri ba tare da tsari ba, wato <strong>server seed</strong>, kuma nan take tana wallafa alamarta (SHA-256 hash ɗinta). Duk wani canji ga seed daga baya zai canza alamar, don haka seed ɗin ya tabbata kafin kowa ya saya.',
  rule2:
    'Idan ka saya, wayarka da kanta tana zaɓar lamba ba tare da tsari ba, wato <strong>client seed</strong>, kuma odarka tana samun <strong>lambar oda</strong> ta gaba a zagayen (1, 2, 3, ... ba tare da tsallake ba). Dukansu suna kan rasit ɗinka.',
  rule3:
    'Damarka ita ce <em>tikiti × farashin tikiti × payout ratio ÷ kyauta</em>, ba ta wuce 1 cikin 2 ba. Don haka a matsakaici kowace oda tana dawo da payout ratio na abin da ta biya don tikiti.',
  rule4:
    'Ana haɗa server seed da “zagaye:lambar oda:client seed” (HMAC-SHA256). Bytes 8 na farko na sakamakon lamba ce tsakanin 0 da 2<sup>64</sup>. Ka ci idan wannan lambar ta gaza damarka × 2<sup>64</sup>.',
  rule5:
    'Idan zagayen ya ƙare, ana bayyana server seed. Kowa zai iya duba cewa ta dace da alamar kuma ya sake yin kowane zaɓe. Wannan shafin yana yin hakan a burauzarka, da lambar da sabar ke amfani da ita.',
  ruleWhy:
    'Saboda sabar ta ɗaure kanta da seed ɗinta kafin wayarka ta zaɓi naka, babu wani ɓangare da zai iya zaɓar wanda zai ci shi kaɗai.',
  lookUp: 'Nemo oda ko zagaye',
  lookUpLabel: 'Lambar shaidar oda (daga rasit ɗinka) ko lambar zagayen raffle',
  check: 'Duba',
  loading: 'Ana lodawa...',
  notFound: 'Ba a samu ba: {message}',
  won: 'Ya ci',
  lost: 'Bai ci ba',
  orderTitle: 'Oda {orderId}',
  cycleTitle: 'Zagayen raffle {cycleId}',
  raffleCycle: 'Zagayen raffle',
  orderNumber: 'Lambar oda a zagayen',
  tickets: 'Tikiti',
  odds: 'Dama',
  prize: 'Kyauta',
  clientSeed: 'Client seed',
  serverSeedHash: 'Server seed hash',
  serverSeed: 'Server seed',
  stillSecret: 'Har yanzu sirri ne',
  recordedResult: 'Sakamakon da aka rubuta',
  notDrawn: 'Ba a yi zaɓe ba',
  orderSeedSecret:
    'Server seed na zagaye {cycleId} har yanzu sirri ne. Za a bayyana shi idan zagayen ya ƙare; ka dawo a lokacin don duba wannan zaɓen. Kafin nan za ka iya ganin cewa an wallafa alamar da ke sama kafin odarka.',
  cannotRecompute: 'Ba za a iya sake lissafin wannan zaɓen ba: {problem}',
  orderSeedDiffers:
    '<strong>Bai dace ba.</strong> Server seed da aka bayyana ba ta ba da alamar da aka wallafa lokacin da zagayen ya buɗe ba.',
  notDrawnWouldWin:
    'Seed da aka bayyana ta dace da alamarta. Ba a yi wa wannan odar zaɓe ba (biyanta bai kammala ba), don haka babu sakamakon da aka rubuta don kwatantawa; idan aka sake lissafi, da ta ci.',
  notDrawnWouldLose:
    'Seed da aka bayyana ta dace da alamarta. Ba a yi wa wannan odar zaɓe ba (biyanta bai kammala ba), don haka babu sakamakon da aka rubuta don kwatantawa; idan aka sake lissafi, da ba ta ci ba.',
  orderMatches:
    '<strong>Ya dace.</strong> Seed da aka bayyana ta dace da alamar da aka wallafa kafin odar, kuma sake lissafin zaɓen a nan ya ba da sakamakon da aka rubuta: {result}.',
  orderDiffersWon:
    '<strong>Bai dace ba.</strong> Idan aka sake lissafi a nan odar ta ci, amma sakamakon da aka rubuta shi ne {result}.',
  orderDiffersLost:
    '<strong>Bai dace ba.</strong> Idan aka sake lissafi a nan odar ba ta ci ba, amma sakamakon da aka rubuta shi ne {result}.',
  message: 'Saƙo',
  firstBytes: 'x (bytes 8 na farko)',
  chance: 'Dama',
  threshold: 'Iyaka (dama × 2^64)',
  result: 'Sakamako',
  resultWon: 'x ya gaza iyakar: ya ci',
  resultLost: 'x bai gaza iyakar ba: bai ci ba',
  status: 'Matsayi',
  ticketPrice: 'Farashin tikiti',
  payoutRatio: 'Payout ratio',
  prizeBudget: 'Kasafin kyauta',
  budgetLeft: 'Ragowar kasafi',
  prizesPaid: 'Kyaututtukan da aka biya',
  prizesPaidValue: '{amount} (masu nasara {count})',
  orders: 'Odoji',
  cycleSeedSecret: 'Server seed har yanzu sirri ne; za a bayyana shi idan zagayen ya ƙare.',
  cycleMatches:
    '<strong>Ya dace.</strong> Seed da aka bayyana tana ba da alamar da aka wallafa lokacin da zagayen ya buɗe.',
  cycleDiffers: '<strong>Bai dace ba.</strong> Seed da aka bayyana ba ta ba da alamar da aka wallafa ba.',
  orderLog: 'Jerin odoji (an ɓoye wani ɓangare na lambobin waya)',
  phone: 'Waya',
  byHand: 'Sake lissafin zaɓe da hannu',
  byHandForm: 'Sake lissafin zaɓe',
  serverSeedField: 'Server seed (haruffan hex 64)',
  serverSeedHashField: 'Server seed hash (ba dole ba)',
  clientSeedField: 'Client seed (haruffan hex 32)',
  ticketPriceField: 'Farashin tikiti (₦)',
  payoutRatioField: 'Payout ratio (%)',
  prizeField: 'Kyauta (₦)',
  recompute: 'Sake lissafi',
  seedMatchesHash: 'Seed ɗin ta dace da hash ɗin.',
  seedDiffersFromHash: 'Seed ɗin ba ta dace da hash ɗin ba.',
  serverSeedShape: 'Server seed dole ta zama haruffan hex 64 (bytes 32).',
  clientSeedShape: 'Client seed dole ta zama haruffan hex 32 (bytes 16).',
  probabilityShape: 'Dama dole ta zama juzu’i tsakanin 0 da 1 mai ƙasan lamba sama da sifili.',
  oddsAboveZero: 'Dama tana buƙatar yiwuwa sama da sifili.',
  networkError: 'Matsalar intanet. Don Allah duba haɗin intanet ɗinka ka sake gwadawa.',
  invalidResponse: 'Amsar sabar ba ta da tsari daidai. Don Allah sake gwadawa.',
  notFoundPlain: 'Ba a samu ba.',
});
