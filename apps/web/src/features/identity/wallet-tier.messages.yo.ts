import { translate } from '@chancepay/shared/i18n/messages';
import type { walletTierMessages } from './wallet-tier.messages';

export default translate<typeof walletTierMessages>('identity.walletTier', 'yo', {
  title: 'Òpin wálẹ́ẹ̀tì',
  tier: 'Ìpele {tier}',
  leftToday: '<left>{left}</left> ló kù láti fi ránṣẹ́ lónìí<of> nínú {daily}</of>',
  tierZero:
    'Jẹ́rìísí BVN tàbí NIN rẹ kí o lè sanwó láti wálẹ́ẹ̀tì rẹ kí o sì fi owó ránṣẹ́ láti inú rẹ̀. Ohun tí o bá jẹ ṣì ń wọ wálẹ́ẹ̀tì rẹ.',
  verifyNow: 'Jẹ́rìísí báyìí',
  heldWaiting: '<amount>{amount}</amount> ń dúró dè ọ́.',
  takeNextStep: 'Gbé ìgbésẹ̀ tó kàn',
  raiseLimits: 'Gbé òpin rẹ sókè',
  verifyIdentity: 'Jẹ́rìísí ìdánimọ̀ rẹ',
});
