import { translate } from '@chancepay/shared/i18n/messages';
import type { playStandingMessages } from './play-standing.messages';

export default translate<typeof playStandingMessages>('lib.playStanding', 'ig', {
  excluded:
    'Ị gbochiri onwe gị ruo {date}. Ị nweghị ike ịzụ tiketi ruo mgbe ahụ; wallet gị na izipu ego ka na-arụ ọrụ.',
  monthlyReachedUntil: 'I ruola oke tiketi gị kwa ọnwa, {amount}, ruo {date}.',
  monthlyReachedNextMonth: 'I ruola oke tiketi gị kwa ọnwa, {amount}, ruo ọnwa ọzọ.',
  dailyReached: 'I ruola oke tiketi gị kwa ụbọchị, {amount}, ruo echi.',
  leftToday: '{amount} fọdụrụ taa',
  leftThisMonth: '{amount} fọdụrụ n’ọnwa a',
  limits: 'Oke tiketi gị: {left}.',
});
