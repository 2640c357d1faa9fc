import { translate } from '@chancepay/shared/i18n/messages';
import type { appMessages } from './app.messages';

export default translate<typeof appMessages>('app.frame', 'pcm', {
  pageFailed: 'Something spoil for this page',
  pageFailedHelp: 'Your money dey safe. Reload the page, or go back to the home page make you try again.',
  backToHome: 'Go back Home',
  pageDidNotLoad: 'This page no gree load',
  pageDidNotLoadHelp: 'Check your internet connection, then reload the page.',
  reload: 'Reload',
  noDashboardForRole: 'This dashboard na for customers and vendors. Your account no get dashboard here.',
});
