import { defineMessages } from '@chancepay/shared/i18n/messages';

export const notificationMessages = defineMessages('profile.notifications', {
  title: 'Messages',
  intro: 'We always text your sign-up codes, wins, payments and transfers to your phone.',
  loading: 'Loading your message settings',
  failed: 'Could not load your message settings. Please try again.',
  emailMe: 'Also email me wins and payments',
  emailMeAt: 'Also email me wins and payments at {email}',
});
