import { translate } from '@chancepay/shared/i18n/messages';
import type { startedAgoMessages } from './started-ago.messages';

export default translate<typeof startedAgoMessages>('buying.startedAgo', 'ha', {
  recently: 'kwanan nan',
  justNow: 'yanzu-yanzu',
  oneMinuteAgo: 'minti 1 da ya wuce',
  minutesAgo: 'minti {count} da suka wuce',
  oneHourAgo: 'awa 1 da ya wuce',
  hoursAgo: 'awa {count} da suka wuce',
});
