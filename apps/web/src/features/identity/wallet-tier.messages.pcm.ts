import { translate } from '@chancepay/shared/i18n/messages';
import type { walletTierMessages } from './wallet-tier.messages';

export default translate<typeof walletTierMessages>('identity.walletTier', 'pcm', {
  title: 'Wallet limits',
  tier: 'Tier {tier}',
  leftToday: '<left>{left}</left> remain to send today<of> out of {daily}</of>',
  tierZero:
    'Confirm your BVN or NIN so you fit pay from your wallet and send money from am. Wetin you win go still enter your wallet.',
  verifyNow: 'Confirm am now',
  heldWaiting: '<amount>{amount}</amount> dey wait for you.',
  takeNextStep: 'Do the next step',
  raiseLimits: 'Increase your limits',
  verifyIdentity: 'Confirm who you be',
});
