import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What the product pages and the dashboard say before a purchase about the customer's own limits. */
export const playStandingMessages = defineMessages('lib.playStanding', {
  excluded:
    'You excluded yourself until {date}. Tickets cannot be bought until then; your wallet and transfers still work.',
  monthlyReachedUntil: 'You have reached your monthly ticket limit of {amount} until {date}.',
  monthlyReachedNextMonth: 'You have reached your monthly ticket limit of {amount} until next month.',
  dailyReached: 'You have reached your daily ticket limit of {amount} until tomorrow.',
  leftToday: '{amount} left today',
  leftThisMonth: '{amount} left this month',
  limits: 'Your ticket limits: {left}.',
});
