import { translate } from '@chancepay/shared/i18n/messages';
import type { playStandingMessages } from './play-standing.messages';

export default translate<typeof playStandingMessages>('lib.playStanding', 'ha', {
  excluded:
    'Ka dakatar da kanka daga sayen tikiti har zuwa {date}. Ba za ka iya sayen tikiti ba sai lokacin; walat ɗinka da tura kuɗi suna aiki har yanzu.',
  monthlyReachedUntil: 'Ka kai iyakar tikitinka ta wata, {amount}, har zuwa {date}.',
  monthlyReachedNextMonth: 'Ka kai iyakar tikitinka ta wata, {amount}, sai wata mai zuwa.',
  dailyReached: 'Ka kai iyakar tikitinka ta yini, {amount}, sai gobe.',
  leftToday: 'saura {amount} yau',
  leftThisMonth: 'saura {amount} a wannan wata',
  limits: 'Iyakokin tikitinka: {left}.',
});
