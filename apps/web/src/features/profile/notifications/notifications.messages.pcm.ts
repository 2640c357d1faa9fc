import { translate } from '@chancepay/shared/i18n/messages';
import type { notificationMessages } from './notifications.messages';

export default translate<typeof notificationMessages>('profile.notifications', 'pcm', {
  title: 'Messages',
  intro: 'We dey always text your sign-up codes, wetin you win, payments and transfers go your phone.',
  loading: 'We dey load your message settings',
  failed: 'We no fit load your message settings. Abeg try again.',
  emailMe: 'Still send email to me when I win or pay',
  emailMeAt: 'Still send email to me for {email} when I win or pay',
});
