import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The public pages' frame: top bar and footer (PublicLayout.tsx). */
export const publicLayoutMessages = defineMessages('app.publicLayout', {
  skipToMain: 'Skip to main content',
  mainNavigation: 'Main',
  about: 'About',
  loadingPage: 'Loading page',
  footerNavigation: 'Footer',
  privacy: 'Privacy',
  terms: 'Terms',
  howItWorks: 'How It Works',
  faq: 'FAQ',
  copyright: '© 2025 ChancePay. All rights reserved.',
});
