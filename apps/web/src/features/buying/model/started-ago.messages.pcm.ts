import { translate } from '@chancepay/shared/i18n/messages';
import type { startedAgoMessages } from './started-ago.messages';

export default translate<typeof startedAgoMessages>('buying.startedAgo', 'pcm', {
  recently: 'some time ago',
  justNow: 'just now',
  oneMinuteAgo: '1 minute ago',
  minutesAgo: '{count} minutes ago',
  oneHourAgo: '1 hour ago',
  hoursAgo: '{count} hours ago',
});
