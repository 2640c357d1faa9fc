import { defineMessages } from '@chancepay/shared/i18n/messages';

/** A result's frame beside the spec's words: the progress bar's name, the receipt, and a shop's proof of payment. */
export const resultMessages = defineMessages('buying.result', {
  paymentProgress: 'Payment progress',
  yourReceipt: 'Your receipt',
  tickets: 'Tickets',
  yourOdds: 'Your odds',
  prize: 'Prize',
  raffleCycle: 'Raffle cycle',
  orderNumberInCycle: 'Order number in cycle',
  clientSeed: 'Client seed',
  serverSeedHash: 'Server seed hash',
  seedCommitment:
    'The server committed to its seed (by publishing its hash) before your order; the seed is revealed when the cycle ends, so you can recompute your draw yourself.',
  verifyThisDraw: 'Verify this draw on the fairness page',
  receipt: 'Receipt',
  // ShopPaymentProof.tsx (Scan2Pay4Me)
  paymentSuccessful: 'Payment successful',
  paidToShop: '{amount} paid to {shop}',
  time: 'Time',
  reference: 'Reference',
  dateAtTime: '{date} at {time}',
});
