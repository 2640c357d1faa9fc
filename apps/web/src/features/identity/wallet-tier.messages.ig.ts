import { translate } from '@chancepay/shared/i18n/messages';
import type { walletTierMessages } from './wallet-tier.messages';

export default translate<typeof walletTierMessages>('identity.walletTier', 'ig', {
  title: 'Oke wallet',
  tier: 'Ọkwa {tier}',
  leftToday: '<left>{left}</left> fọdụrụ izipu taa<of> n’ime {daily}</of>',
  tierZero:
    'Nyochaa BVN ma ọ bụ NIN gị ka ị nwee ike ịkwụ ụgwọ site na wallet gị ma zipu ego site na ya. Mmeri gị ka na-abata na wallet gị.',
  verifyNow: 'Nyochaa ugbu a',
  heldWaiting: '<amount>{amount}</amount> na-eche gị.',
  takeNextStep: 'Mee nzọụkwụ ọzọ',
  raiseLimits: 'Bulie oke gị',
  verifyIdentity: 'Nyochaa njirimara gị',
});
