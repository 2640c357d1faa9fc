import { translate } from '@chancepay/shared/i18n/messages';
import type { fairnessMessages } from './fairness.messages';

export default translate<typeof fairnessMessages>('fairness.page', 'pcm', {
  pageTitle: 'Fair draw',
  title: 'The draw dey fair? Check am yourself.',
  howTitle: 'How every draw dey work',
  rule1:
    'When raffle cycle open, our server go pick one secret random number, the <strong>server seed</strong>, and e go show everybody im fingerprint (im SHA-256 hash) sharp sharp. If anybody change the seed later, the fingerprint go change, so the seed don fix before anybody buy.',
  rule2:
    'When you buy, your own phone go pick one random number, the <strong>client seed</strong>, and your order go get the next <strong>order number</strong> for the cycle (1, 2, 3, ... no gap). The two dey your receipt.',
  rule3:
    'Your chance na <em>tickets × ticket price × payout ratio ÷ prize</em>, e no fit pass 1 in 2. So on average, every order dey get back the payout ratio of wetin e pay for tickets.',
  rule4:
    'We dey mix the server seed with “cycle:order number:client seed” (HMAC-SHA256). The first 8 bytes of wetin comot na number between 0 and 2<sup>64</sup>. You win if that number dey under your chance × 2<sup>64</sup>.',
  rule5:
    'When the cycle end, we go show the server seed. Anybody fit check say e match the fingerprint and do every draw again. This page dey do am for your browser, with the same code wey the server dey use.',
  ruleWhy:
    'Because the server don fix im seed before your phone pick your own, no side fit choose who go win alone.',
  lookUp: 'Find order or cycle',
  lookUpLabel: 'Order reference (from your receipt) or raffle cycle number',
  check: 'Check',
  loading: 'E dey load...',
  notFound: 'We no see am: {message}',
  won: 'Win',
  lost: 'No win',
  orderTitle: 'Order {orderId}',
  cycleTitle: 'Raffle cycle {cycleId}',
  raffleCycle: 'Raffle cycle',
  orderNumber: 'Order number for the cycle',
  tickets: 'Tickets',
  odds: 'Odds',
  prize: 'Prize',
  clientSeed: 'Client seed',
  serverSeedHash: 'Server seed hash',
  serverSeed: 'Server seed',
  stillSecret: 'E still be secret',
  recordedResult: 'Result wey we record',
  notDrawn: 'We never draw am',
  orderSeedSecret:
    'The server seed of cycle {cycleId} still be secret. We go show am when the cycle end; come back that time check this draw. Before then, you fit see say we show the fingerprint wey dey up before your order.',
  cannotRecompute: 'We no fit do this draw again: {problem}',
  orderSeedDiffers:
    '<strong>E no match.</strong> The server seed wey we show no hash to the fingerprint wey we show when the cycle open.',
  notDrawnWouldWin:
    'The seed wey we show match im fingerprint. We no draw this order (im payment no complete), so no result dey to compare; if we do am again, e for win.',
  notDrawnWouldLose:
    'The seed wey we show match im fingerprint. We no draw this order (im payment no complete), so no result dey to compare; if we do am again, e no for win.',
  orderMatches:
    '<strong>E match.</strong> The seed wey we show match the fingerprint wey we show before the order, and the draw wey we do again here give the same result: {result}.',
  orderDiffersWon:
    '<strong>E no match.</strong> As we do am again here, the order win, but the result wey we record na {result}.',
  orderDiffersLost:
    '<strong>E no match.</strong> As we do am again here, the order no win, but the result wey we record na {result}.',
  message: 'Message',
  firstBytes: 'x (first 8 bytes)',
  chance: 'Chance',
  threshold: 'Threshold (chance × 2^64)',
  result: 'Result',
  resultWon: 'x dey under the threshold: e win',
  resultLost: 'x no dey under the threshold: e no win',
  status: 'Status',
  ticketPrice: 'Ticket price',
  payoutRatio: 'Payout ratio',
  prizeBudget: 'Prize budget',
  budgetLeft: 'Budget wey remain',
  prizesPaid: 'Prizes wey we don pay',
  prizesPaidValue: '{amount} ({count} winners)',
  orders: 'Orders',
  cycleSeedSecret: 'The server seed still be secret; we go show am when the cycle end.',
  cycleMatches:
    '<strong>E match.</strong> The seed wey we show hash to the fingerprint wey we show when the cycle open.',
  cycleDiffers: '<strong>E no match.</strong> The seed wey we show no hash to the fingerprint wey we show.',
  orderLog: 'Order log (we hide part of the phone numbers)',
  phone: 'Phone',
  byHand: 'Do one draw again by hand',
  byHandForm: 'Do draw again',
  serverSeedField: 'Server seed (64 hex characters)',
  serverSeedHashField: 'Server seed hash (if you get am)',
  clientSeedField: 'Client seed (32 hex characters)',
  ticketPriceField: 'Ticket price (₦)',
  payoutRatioField: 'Payout ratio (%)',
  prizeField: 'Prize (₦)',
  recompute: 'Do am again',
  seedMatchesHash: 'The seed match the hash.',
  seedDiffersFromHash: 'The seed no match the hash.',
  serverSeedShape: 'The server seed must be 64 hex characters (32 bytes).',
  clientSeedShape: 'The client seed must be 32 hex characters (16 bytes).',
  probabilityShape: 'Probability must be fraction between 0 and 1, with denominator wey pass 0.',
  oddsAboveZero: 'Odds need probability wey pass zero.',
  networkError: 'Network wahala. Abeg check your internet and try again.',
  invalidResponse: 'The server answer no make sense. Abeg try again.',
  notFoundPlain: 'We no see am.',
});
