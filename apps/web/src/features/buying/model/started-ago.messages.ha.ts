import { translate } from '@chancepay/shared/i18n/messages';
import { startedAgoMessages } from './started-ago.messages';

export default translate(startedAgoMessages, 'ha', {
  recently: 'kwanan nan',
  justNow: 'yanzu-yanzu',
  oneMinuteAgo: 'minti 1 da ya wuce',
  minutesAgo: 'minti {count} da suka wuce',
  oneHourAgo: 'awa 1 da ya wuce',
  hoursAgo: 'awa {count} da suka wuce',
});
