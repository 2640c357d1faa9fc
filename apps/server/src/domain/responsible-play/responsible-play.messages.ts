import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What spend limits and self-exclusion tell the customer (rules.ts, play-limits.ts, order-guard.ts). */
export const playMessages = defineMessages('responsiblePlay.rules', {
  accountNotFound: 'Account not found. Please log in again.',
  excludedUntil: 'You have excluded yourself from buying tickets until {date}.',
  alreadyExcluded:
    'You are already excluded until {date}. An exclusion cannot be shortened or cancelled; choose a longer period to extend it.',
  signedOutRefusal: 'This phone number cannot buy tickets right now.',
  overDailyLimit:
    'This order ({amount}) would take you over your daily ticket limit of {limit}; you can spend {left} more today.',
  overMonthlyLimit:
    'This order ({amount}) would take you over your monthly ticket limit of {limit}; you can spend {left} more this month.',
  reachedDailyLimit:
    'You have reached your daily ticket limit of {limit}; you can buy tickets again tomorrow.',
  reachedMonthlyLimit:
    'You have reached your monthly ticket limit of {limit}; you can buy tickets again from {date}.',
  // A change of a limit, in a sentence ({amount} may be "no limit")
  noLimit: 'no limit',
  dailyNow: 'Your daily limit is now {amount}.',
  monthlyNow: 'Your monthly limit is now {amount}.',
  dailyRemoved: 'Your daily limit of {amount} will be removed on {when}; until then it stays.',
  monthlyRemoved: 'Your monthly limit of {amount} will be removed on {when}; until then it stays.',
  dailyRises: 'Your daily limit will rise to {amount} on {when}; until then it stays at {current}.',
  monthlyRises: 'Your monthly limit will rise to {amount} on {when}; until then it stays at {current}.',
  dailyIncreaseCancelled: 'Your daily limit stays at {amount}; the increase you asked for is cancelled.',
  monthlyIncreaseCancelled: 'Your monthly limit stays at {amount}; the increase you asked for is cancelled.',
  dailyUnchanged: 'Your daily limit is unchanged.',
  monthlyUnchanged: 'Your monthly limit is unchanged.',
  twoChanges: '{first} {second}',
});
