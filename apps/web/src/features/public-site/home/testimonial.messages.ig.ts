import { translate } from '@chancepay/shared/i18n/messages';
import type { testimonialMessages } from './testimonial.messages';

export default translate<typeof testimonialMessages>('publicSite.testimonial', 'ig', {
  title: 'Nụrụ ya n’ọnụ ndị ahịa anyị',
  close: 'Mechie',
  posterLabel: 'Ndị ahịa abụọ jidere ekwentị',
  loadingVideo: 'Vidiyo na-ebu...',
  notAvailable:
    'Vidiyo ndị ahịa anyị adịbeghị. Ka ọ dị ugbu a, <howItWorks>Otú O Si Arụ Ọrụ</howItWorks> na-egosi otú e si azụ tiketi na otú e si enyocha ịtụ nza ọ bụla.',
  cannotPlay: 'Ihe nchọgharị gị enweghị ike ịkpọ vidiyo a.',
  videoTitle: 'Vidiyo akaebe ndị ahịa',
});
