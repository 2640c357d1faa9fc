import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The testimonial video's dialog (TestimonialModal.tsx), downloaded only when it is opened. */
export const testimonialMessages = defineMessages('publicSite.testimonial', {
  title: 'Hear it from our customers',
  close: 'Close',
  posterLabel: 'Two customers holding phones',
  loadingVideo: 'Loading the video...',
  notAvailable:
    'Our customer video is not available yet. In the meantime, <howItWorks>How It Works</howItWorks> shows how a ticket is bought and how each draw is checked.',
  cannotPlay: 'Your browser cannot play this video.',
  videoTitle: 'Customer testimonial video',
});
