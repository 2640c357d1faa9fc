import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The dashboard's wallet tier card, and the link from a tier's refusal to the step that lifts it. */
export const walletTierMessages = defineMessages('identity.walletTier', {
  title: 'Wallet limits',
  tier: 'Tier {tier}',
  leftToday: '<left>{left}</left> left to send today<of> of {daily}</of>',
  tierZero:
    'Verify your BVN or NIN to pay from your wallet and send money from it. Wins still arrive in your wallet.',
  verifyNow: 'Verify now',
  heldWaiting: '<amount>{amount}</amount> is waiting for you.',
  takeNextStep: 'Take the next step',
  raiseLimits: 'Raise your limits',
  verifyIdentity: 'Verify your identity',
});
