import { translate } from '@chancepay/shared/i18n/messages';
import type { playStandingMessages } from './play-standing.messages';

export default translate<typeof playStandingMessages>('lib.playStanding', 'pcm', {
  excluded:
    'You don block yourself from buying tickets until {date}. You no fit buy ticket till then; your wallet and transfers still dey work.',
  monthlyReachedUntil: 'You don reach your monthly ticket limit of {amount} until {date}.',
  monthlyReachedNextMonth: 'You don reach your monthly ticket limit of {amount} until next month.',
  dailyReached: 'You don reach your daily ticket limit of {amount} until tomorrow.',
  leftToday: '{amount} remain today',
  leftThisMonth: '{amount} remain this month',
  limits: 'Your ticket limits: {left}.',
});
