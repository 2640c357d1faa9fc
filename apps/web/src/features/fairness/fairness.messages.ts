import { defineMessages } from '@chancepay/shared/i18n/messages';

/** /fairness: the draw rule in plain words and the checks of an order, a cycle or a draw typed by hand. */
export const fairnessMessages = defineMessages('fairness.page', {
  pageTitle: 'Fairness',
  title: 'Is the draw fair? Check it yourself.',
  howTitle: 'How every draw works',
  rule1:
    'When a raffle cycle opens, our server picks a secret random number, the <strong>server seed</strong>, and publishes its fingerprint (its SHA-256 hash) at once. Any change to the seed later would change the fingerprint, so the seed is fixed before anyone buys.',
  rule2:
    'When you buy, your own phone picks a random number, the <strong>client seed</strong>, and your order gets the next <strong>order number</strong> in the cycle (1, 2, 3, ... with no gaps). Both are on your receipt.',
  rule3:
    'Your chance is <em>tickets × ticket price × payout ratio ÷ prize</em>, never more than 1 in 2. So on average every order gets back the payout ratio of what it paid for tickets.',
  rule4:
    'The server seed is mixed with “cycle:order number:client seed” (HMAC-SHA256). The first 8 bytes of the result are a number between 0 and 2<sup>64</sup>. You win if that number is below your chance × 2<sup>64</sup>.',
  rule5:
    'When the cycle ends, the server seed is revealed. Anyone can then check that it matches the fingerprint and redo every draw. This page does it in your browser, with the same code the server uses.',
  ruleWhy:
    'Because the server committed to its seed before your phone picked yours, neither side alone can choose who wins.',
  lookUp: 'Look up an order or a cycle',
  lookUpLabel: 'Order reference (from your receipt) or raffle cycle number',
  check: 'Check',
  loading: 'Loading...',
  notFound: 'Not found: {message}',
  won: 'Won',
  lost: 'Did not win',
  orderTitle: 'Order {orderId}',
  cycleTitle: 'Raffle cycle {cycleId}',
  raffleCycle: 'Raffle cycle',
  orderNumber: 'Order number in cycle',
  tickets: 'Tickets',
  odds: 'Odds',
  prize: 'Prize',
  clientSeed: 'Client seed',
  serverSeedHash: 'Server seed hash',
  serverSeed: 'Server seed',
  stillSecret: 'Still secret',
  recordedResult: 'Recorded result',
  notDrawn: 'Not drawn',
  orderSeedSecret:
    'The server seed of cycle {cycleId} is still secret. It is revealed when the cycle ends; come back then to check this draw. Until then you can see that the fingerprint above was published before your order.',
  cannotRecompute: 'This draw cannot be recomputed: {problem}',
  orderSeedDiffers:
    '<strong>It does not match.</strong> The revealed server seed does not hash to the fingerprint published when the cycle opened.',
  notDrawnWouldWin:
    'The revealed seed matches its fingerprint. This order was not drawn (its payment did not complete), so there is no recorded result to compare; recomputed, it would have won.',
  notDrawnWouldLose:
    'The revealed seed matches its fingerprint. This order was not drawn (its payment did not complete), so there is no recorded result to compare; recomputed, it would have lost.',
  orderMatches:
    '<strong>It matches.</strong> The revealed seed matches the fingerprint published before the order, and recomputing the draw here gives the recorded result: {result}.',
  orderDiffersWon:
    '<strong>It does not match.</strong> Recomputed here the order won, but the recorded result is {result}.',
  orderDiffersLost:
    '<strong>It does not match.</strong> Recomputed here the order lost, but the recorded result is {result}.',
  // The computation
  message: 'Message',
  firstBytes: 'x (first 8 bytes)',
  chance: 'Chance',
  threshold: 'Threshold (chance × 2^64)',
  result: 'Result',
  resultWon: 'x is below the threshold: won',
  resultLost: 'x is not below the threshold: did not win',
  // A cycle
  status: 'Status',
  ticketPrice: 'Ticket price',
  payoutRatio: 'Payout ratio',
  prizeBudget: 'Prize budget',
  budgetLeft: 'Budget left',
  prizesPaid: 'Prizes paid',
  prizesPaidValue: '{amount} ({count} winners)',
  orders: 'Orders',
  cycleSeedSecret: 'The server seed is still secret; it is revealed when the cycle ends.',
  cycleMatches:
    '<strong>It matches.</strong> The revealed seed hashes to the fingerprint published when the cycle opened.',
  cycleDiffers:
    '<strong>It does not match.</strong> The revealed seed does not hash to the published fingerprint.',
  orderLog: 'Order log (phones partly hidden)',
  phone: 'Phone',
  // By hand
  byHand: 'Recompute a draw by hand',
  byHandForm: 'Recompute a draw',
  serverSeedField: 'Server seed (64 hex characters)',
  serverSeedHashField: 'Server seed hash (optional)',
  clientSeedField: 'Client seed (32 hex characters)',
  ticketPriceField: 'Ticket price (₦)',
  payoutRatioField: 'Payout ratio (%)',
  prizeField: 'Prize (₦)',
  recompute: 'Recompute',
  seedMatchesHash: 'The seed matches the hash.',
  seedDiffersFromHash: 'The seed does not match the hash.',
  // The shared draw's and the page's fetch's own words (packages/shared/src/draw.ts, api/fairness-records.ts)
  serverSeedShape: 'The server seed must be 64 hex characters (32 bytes).',
  clientSeedShape: 'The client seed must be 32 hex characters (16 bytes).',
  probabilityShape: 'A probability must be a fraction between 0 and 1 with a positive denominator.',
  oddsAboveZero: 'Odds need a probability above zero.',
  networkError: 'Network error. Please check your internet connection and try again.',
  invalidResponse: 'Invalid API response format.',
  notFoundPlain: 'Not found.',
});
