import { translate } from '@chancepay/shared/i18n/messages';
import type { comingSoonMessages } from './coming-soon.messages';

export default translate<typeof comingSoonMessages>('publicSite.comingSoon', 'ha', {
  title: 'Yana Nan Tafe',
  notReady: 'Wannan kaya bai kammalu ba tukuna. Muna gina shi yanzu.',
  meanwhile: 'Kafin ya buɗe, Get Cash, Pay4Me da On The House suna jiranka a menu na Kayayyaki.',
  backToHome: 'Koma shafin farko',
});
