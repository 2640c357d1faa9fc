import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the app's frame says when a page cannot be shown (ErrorBoundary, RouteError, the navigation guard). */
export const appMessages = defineMessages('app.frame', {
  pageFailed: 'Something went wrong on this page',
  pageFailedHelp: 'Your money is safe. Reload the page, or go back to the home page and try again.',
  backToHome: 'Back to Home',
  pageDidNotLoad: 'This page could not load',
  pageDidNotLoadHelp: 'Check your internet connection, then reload the page.',
  reload: 'Reload',
  noDashboardForRole: 'This dashboard is for customers and vendors. Your account has no dashboard here.',
});
