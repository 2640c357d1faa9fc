import { defineMessages } from '@chancepay/shared/i18n/messages';

export const notFoundMessages = defineMessages('notFound', {
  title: 'Page not found',
  heading: 'We could not find that page',
  hint: 'The link may be old or mistyped.',
  backToHome: 'Back to Home',
});
