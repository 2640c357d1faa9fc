import { translate } from '@chancepay/shared/i18n/messages';
import type { testimonialMessages } from './testimonial.messages';

export default translate<typeof testimonialMessages>('publicSite.testimonial', 'pcm', {
  title: 'Hear am from our customers',
  close: 'Close',
  posterLabel: 'Two customers wey hold phone',
  loadingVideo: 'Video dey load...',
  notAvailable:
    'Our customer video never ready. For now, <howItWorks>How E Dey Work</howItWorks> show how you go take buy ticket and how we dey check every draw.',
  cannotPlay: 'Your browser no fit play this video.',
  videoTitle: 'Customer testimony video',
});
