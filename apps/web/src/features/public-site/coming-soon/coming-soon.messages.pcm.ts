import { translate } from '@chancepay/shared/i18n/messages';
import type { comingSoonMessages } from './coming-soon.messages';

export default translate<typeof comingSoonMessages>('publicSite.comingSoon', 'pcm', {
  title: 'E Dey Come Soon',
  notReady: 'This product never ready. We dey build am now.',
  meanwhile: 'Before e open, Get Cash, Pay4Me and On The House dey wait for you for the Products menu.',
  backToHome: 'Go back Home',
});
