import { translate } from '@chancepay/shared/i18n/messages';
import type { publicLayoutMessages } from './public-layout.messages';

export default translate<typeof publicLayoutMessages>('app.publicLayout', 'ha', {
  skipToMain: 'Tsallaka zuwa babban abin ciki',
  mainNavigation: 'Babban menu',
  about: 'Game da mu',
  loadingPage: 'Ana buɗe shafi',
  footerNavigation: 'Ƙasan shafi',
  privacy: 'Sirri',
  terms: 'Sharuɗɗa',
  howItWorks: 'Yadda Yake Aiki',
  faq: 'Tambayoyi',
  copyright: '© 2025 ChancePay. Duk haƙƙoƙi sun tabbata.',
});
