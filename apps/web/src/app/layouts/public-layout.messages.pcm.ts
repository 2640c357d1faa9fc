import { translate } from '@chancepay/shared/i18n/messages';
import type { publicLayoutMessages } from './public-layout.messages';

export default translate<typeof publicLayoutMessages>('app.publicLayout', 'pcm', {
  skipToMain: 'Skip go main content',
  mainNavigation: 'Main',
  about: 'About us',
  loadingPage: 'Page dey load',
  footerNavigation: 'Footer',
  privacy: 'Privacy',
  terms: 'Terms',
  howItWorks: 'How E Dey Work',
  faq: 'Questions',
  copyright: '© 2025 ChancePay. All rights reserved.',
});
