import { defineMessages } from '@chancepay/shared/i18n/messages';

export const comingSoonMessages = defineMessages('publicSite.comingSoon', {
  title: 'Coming Soon',
  notReady: 'This product is not ready yet. We are building it now.',
  meanwhile: 'Until it opens, Get Cash, Pay4Me and On The House are waiting for you in the Products menu.',
  backToHome: 'Back to Home',
});
