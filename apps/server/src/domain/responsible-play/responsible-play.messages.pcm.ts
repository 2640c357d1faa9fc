import { translate } from '@chancepay/shared/i18n/messages';
import { playMessages } from './responsible-play.messages';

export default translate(playMessages, 'pcm', {
  accountNotFound: 'We no see the account. Abeg login again.',
  excludedUntil: 'You don block yourself from buying tickets until {date}.',
  alreadyExcluded:
    'You don already block yourself until {date}. You no fit shorten or cancel the block; choose longer time to extend am.',
  signedOutRefusal: 'This phone number no fit buy tickets now.',
  overDailyLimit:
    'This order ({amount}) go pass your daily ticket limit of {limit}; you fit still spend {left} today.',
  overMonthlyLimit:
    'This order ({amount}) go pass your monthly ticket limit of {limit}; you fit still spend {left} this month.',
  reachedDailyLimit: 'You don reach your daily ticket limit of {limit}; you fit buy tickets again tomorrow.',
  reachedMonthlyLimit:
    'You don reach your monthly ticket limit of {limit}; you fit buy tickets again from {date}.',
  noLimit: 'no limit',
  dailyNow: 'Your daily limit na {amount} now.',
  monthlyNow: 'Your monthly limit na {amount} now.',
  dailyRemoved: 'We go remove your daily limit of {amount} on {when}; e go still dey till then.',
  monthlyRemoved: 'We go remove your monthly limit of {amount} on {when}; e go still dey till then.',
  dailyRises: 'Your daily limit go increase to {amount} on {when}; till then e go still be {current}.',
  monthlyRises: 'Your monthly limit go increase to {amount} on {when}; till then e go still be {current}.',
  dailyIncreaseCancelled: 'Your daily limit still be {amount}; we don cancel the increase wey you ask for.',
  monthlyIncreaseCancelled:
    'Your monthly limit still be {amount}; we don cancel the increase wey you ask for.',
  dailyUnchanged: 'Your daily limit no change.',
  monthlyUnchanged: 'Your monthly limit no change.',
  twoChanges: '{first} {second}',
});
