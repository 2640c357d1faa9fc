import { defineMessages } from '@chancepay/shared/i18n/messages';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_NEGATIVE_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
} from '@chancepay/shared/money';

export const responsiblePlayMessages = defineMessages('profile.responsiblePlay', {
  title: 'Responsible play',
  intro:
    'Play for fun, within a budget. Set how much you can spend on tickets each day and each month, or take a break by excluding yourself.',
  loading: 'Loading your spend limits',
  failed: 'Could not load your spend limits. Please try again.',
  excludedUntil:
    'You have excluded yourself from buying tickets until <date>{date}</date>. It cannot be shortened or cancelled.',
  dateAtTime: '{date} at {time}',
  // Spent against the limits
  today: 'Today',
  thisMonth: 'This month',
  spent: '{spent} spent',
  spentOf: '{spent} spent of {limit}',
  dailyProgress: 'Today: spent of the daily limit',
  monthlyProgress: 'This month: spent of the monthly limit',
  leftToday: '{amount} left today',
  leftThisMonth: '{amount} left this month',
  noDailyLimit: 'No daily limit',
  noMonthlyLimit: 'No monthly limit',
  dailyRemovedOn: 'Your daily limit will be removed on {when}.',
  monthlyRemovedOn: 'Your monthly limit will be removed on {when}.',
  dailyRisesTo: 'Your daily limit will rise to {amount} on {when}.',
  monthlyRisesTo: 'Your monthly limit will rise to {amount} on {when}.',
  keepLimit: 'Keep {amount}',
  keepNoLimit: 'Keep no limit',
  // The limits form
  spendLimits: 'Spend limits',
  dailyLimit: 'Daily limit',
  monthlyLimit: 'Monthly limit',
  noLimit: 'No limit',
  perDay: '{amount} a day',
  perMonth: '{amount} a month',
  limitsHelp:
    'Leave a box empty for no limit. Lowering a limit takes effect at once; raising or removing one takes effect 24 hours later. Days and months follow Lagos time.',
  saving: 'Saving...',
  saveLimits: 'Save limits',
  nothingChanged: 'Change a limit before saving.',
  limitTooSmall: 'A limit must be at least {amount}. Leave it empty for no limit.',
  limitTooLarge: 'A limit can be at most {amount}.',
  // The shared amount check's words (packages/shared/src/money.ts).
  amountFormat: AMOUNT_FORMAT_MESSAGE,
  amountDecimals: AMOUNT_DECIMALS_MESSAGE,
  amountNegative: AMOUNT_NEGATIVE_MESSAGE,
  amountTooLarge: AMOUNT_TOO_LARGE_MESSAGE,
  // Self-exclusion
  takeBreakTitle: 'Take a break: self-exclusion',
  extendTitle: 'Extend your self-exclusion',
  exclusionIntro:
    'Stop yourself from buying tickets, by card or from your wallet, for 6 months or more. Once started it cannot be shortened or cancelled.',
  excludeMeFor: 'Exclude me for',
  sixMonths: '6 months',
  oneYear: '1 year',
  fiveYears: '5 years',
  periodUntil: '{period} (until {date})',
  choosePeriod: 'Choose how long you want to stop buying tickets.',
  excludeMe: 'Exclude me',
  extendExclusion: 'Extend my exclusion',
  confirmExclusion:
    'You will not be able to buy tickets until <date>{date}</date>. <final>This cannot be undone:</final> a self-exclusion cannot be shortened or cancelled.',
  excluding: 'Excluding...',
  yesExcludeUntil: 'Yes, exclude me until {date}',
  goBack: 'Go back',
});
