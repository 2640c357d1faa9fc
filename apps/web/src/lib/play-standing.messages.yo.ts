import { translate } from '@chancepay/shared/i18n/messages';
import type { playStandingMessages } from './play-standing.messages';

export default translate<typeof playStandingMessages>('lib.playStanding', 'yo', {
  excluded:
    'O ti dá ara rẹ dúró títí di {date}. O kò lè ra tíkẹ́ẹ̀tì títí di ìgbà náà; wálẹ́ẹ̀tì rẹ àti fífi owó ránṣẹ́ ṣì ń ṣiṣẹ́.',
  monthlyReachedUntil: 'O ti dé òpin tíkẹ́ẹ̀tì oṣù rẹ, {amount}, títí di {date}.',
  monthlyReachedNextMonth: 'O ti dé òpin tíkẹ́ẹ̀tì oṣù rẹ, {amount}, títí di oṣù tó ń bọ̀.',
  dailyReached: 'O ti dé òpin tíkẹ́ẹ̀tì ojoojúmọ́ rẹ, {amount}, títí di ọ̀la.',
  leftToday: '{amount} ló kù lónìí',
  leftThisMonth: '{amount} ló kù lóṣù yìí',
  limits: 'Òpin tíkẹ́ẹ̀tì rẹ: {left}.',
});
