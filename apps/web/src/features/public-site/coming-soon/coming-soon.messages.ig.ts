import { translate } from '@chancepay/shared/i18n/messages';
import type { comingSoonMessages } from './coming-soon.messages';

export default translate<typeof comingSoonMessages>('publicSite.comingSoon', 'ig', {
  title: 'Ọ Na-abịa Nso',
  notReady: 'Ngwaahịa a adịbeghị njikere. Anyị na-arụ ya ugbu a.',
  meanwhile: 'Tupu ọ mepee, Get Cash, Pay4Me na On The House na-eche gị na menu Ngwaahịa.',
  backToHome: 'Laghachi n’ibe mbụ',
});
