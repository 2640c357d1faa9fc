import { translate } from '@chancepay/shared/i18n/messages';
import type { publicLayoutMessages } from './public-layout.messages';

export default translate<typeof publicLayoutMessages>('app.publicLayout', 'ig', {
  skipToMain: 'Mafee gaa n’isi ọdịnaya',
  mainNavigation: 'Isi menu',
  about: 'Maka anyị',
  loadingPage: 'Ibe na-emepe',
  footerNavigation: 'Ala ibe',
  privacy: 'Nzuzo',
  terms: 'Usoro',
  howItWorks: 'Otú O Si Arụ Ọrụ',
  faq: 'Ajụjụ',
  copyright: '© 2025 ChancePay. Ikike niile echekwara.',
});
