import { translate } from '@chancepay/shared/i18n/messages';
import type { startedAgoMessages } from './started-ago.messages';

export default translate<typeof startedAgoMessages>('buying.startedAgo', 'ig', {
  recently: 'na nso nso a',
  justNow: 'ugbu a',
  oneMinuteAgo: 'nkeji 1 gara aga',
  minutesAgo: 'nkeji {count} gara aga',
  oneHourAgo: 'otu awa gara aga',
  hoursAgo: 'awa {count} gara aga',
});
