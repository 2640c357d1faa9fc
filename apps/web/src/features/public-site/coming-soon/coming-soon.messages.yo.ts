import { translate } from '@chancepay/shared/i18n/messages';
import type { comingSoonMessages } from './coming-soon.messages';

export default translate<typeof comingSoonMessages>('publicSite.comingSoon', 'yo', {
  title: 'Ó Ń Bọ̀ Láìpẹ́',
  notReady: 'Ọjà yìí kò tíì ṣetán. À ń kọ́ ọ lọ́wọ́.',
  meanwhile: 'Títí yóò fi ṣí, Get Cash, Pay4Me àti On The House ń dúró dè ọ́ nínú àtòjọ Àwọn ọjà.',
  backToHome: 'Padà sí ojú-ìwé àkọ́kọ́',
});
