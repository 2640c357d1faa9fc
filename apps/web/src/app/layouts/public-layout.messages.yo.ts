import { translate } from '@chancepay/shared/i18n/messages';
import type { publicLayoutMessages } from './public-layout.messages';

export default translate<typeof publicLayoutMessages>('app.publicLayout', 'yo', {
  skipToMain: 'Fò lọ sí àkóónú pàtàkì',
  mainNavigation: 'Àtòjọ pàtàkì',
  about: 'Nípa wa',
  loadingPage: 'Ojú-ìwé ń ṣí',
  footerNavigation: 'Ìsàlẹ̀ ojú-ìwé',
  privacy: 'Àṣírí',
  terms: 'Àwọn òfin',
  howItWorks: 'Bí Ó Ṣe Ń Ṣiṣẹ́',
  faq: 'Ìbéèrè',
  copyright: '© 2025 ChancePay. Gbogbo ẹ̀tọ́ wà ní ìpamọ́.',
});
