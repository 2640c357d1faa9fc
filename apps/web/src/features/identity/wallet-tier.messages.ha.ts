import { translate } from '@chancepay/shared/i18n/messages';
import type { walletTierMessages } from './wallet-tier.messages';

export default translate<typeof walletTierMessages>('identity.walletTier', 'ha', {
  title: 'Iyakokin walat',
  tier: 'Mataki {tier}',
  leftToday: 'Saura <left>{left}</left> da za ka iya aikawa yau<of> daga {daily}</of>',
  tierZero:
    'Tabbatar da BVN ko NIN ɗinka don ka iya biya daga walat ɗinka da aika kuɗi daga ciki. Kuɗin da ka ci za su ci gaba da shigowa walat ɗinka.',
  verifyNow: 'Tabbatar yanzu',
  heldWaiting: '<amount>{amount}</amount> na jiranka.',
  takeNextStep: 'Ɗauki mataki na gaba',
  raiseLimits: 'Ƙara iyakokinka',
  verifyIdentity: 'Tabbatar da shaidarka',
});
