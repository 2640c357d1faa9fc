import { translate } from '@chancepay/shared/i18n/messages';
import { startedAgoMessages } from './started-ago.messages';

export default translate(startedAgoMessages, 'yo', {
  recently: 'láìpẹ́ yìí',
  justNow: 'ní báyìí báyìí',
  oneMinuteAgo: 'ní ìṣẹ́jú 1 sẹ́yìn',
  minutesAgo: 'ní ìṣẹ́jú {count} sẹ́yìn',
  oneHourAgo: 'ní wákàtí 1 sẹ́yìn',
  hoursAgo: 'ní wákàtí {count} sẹ́yìn',
});
