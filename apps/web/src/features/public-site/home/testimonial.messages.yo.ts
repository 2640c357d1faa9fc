import { translate } from '@chancepay/shared/i18n/messages';
import type { testimonialMessages } from './testimonial.messages';

export default translate<typeof testimonialMessages>('publicSite.testimonial', 'yo', {
  title: 'Gbọ́ láti ẹnu àwọn oníbàárà wa',
  close: 'Pa dé',
  posterLabel: 'Oníbàárà méjì tí wọ́n di fóònù mú',
  loadingVideo: 'À ń gbé fídíò náà wọlé...',
  notAvailable:
    'Fídíò àwọn oníbàárà wa kò tíì sí. Ní báyìí ná, <howItWorks>Bí Ó Ṣe Ń Ṣiṣẹ́</howItWorks> ṣàlàyé bí a ṣe ń ra tíkẹ́ẹ̀tì àti bí a ṣe ń ṣàyẹ̀wò ìfà-ìbò kọ̀ọ̀kan.',
  cannotPlay: 'Ẹ̀rọ aṣàwákiri rẹ kò lè ṣe fídíò yìí.',
  videoTitle: 'Fídíò ẹ̀rí oníbàárà',
});
