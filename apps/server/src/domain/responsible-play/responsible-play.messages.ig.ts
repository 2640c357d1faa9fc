import { translate } from '@chancepay/shared/i18n/messages';
import { playMessages } from './responsible-play.messages';

export default translate(playMessages, 'ig', {
  accountNotFound: 'Anyị ahụghị akaụntụ ahụ. Biko banye ọzọ.',
  excludedUntil: 'Ị gbochiela onwe gị ịzụta tiketi ruo {date}.',
  alreadyExcluded:
    'Ị gbochielarị onwe gị ruo {date}. Enweghị ike ibelata ma ọ bụ kagbuo mgbochi; họrọ oge ka ogologo iji gbatịa ya.',
  signedOutRefusal: 'Nọmba ekwentị a enweghị ike ịzụta tiketi ugbu a.',
  overDailyLimit:
    'Ọda a ({amount}) ga-eme ka ị gafee oke tiketi gị kwa ụbọchị nke {limit}; ị ka nwere ike imefu {left} taa.',
  overMonthlyLimit:
    'Ọda a ({amount}) ga-eme ka ị gafee oke tiketi gị kwa ọnwa nke {limit}; ị ka nwere ike imefu {left} n’ọnwa a.',
  reachedDailyLimit: 'Ị ruola oke tiketi gị kwa ụbọchị nke {limit}; ị nwere ike ịzụta tiketi ọzọ echi.',
  reachedMonthlyLimit:
    'Ị ruola oke tiketi gị kwa ọnwa nke {limit}; ị nwere ike ịzụta tiketi ọzọ site na {date}.',
  noLimit: 'enweghị oke',
  dailyNow: 'Oke gị kwa ụbọchị bụ {amount} ugbu a.',
  monthlyNow: 'Oke gị kwa ọnwa bụ {amount} ugbu a.',
  dailyRemoved: 'A ga-ewepụ oke gị kwa ụbọchị nke {amount} na {when}; ruo mgbe ahụ ọ ka dị.',
  monthlyRemoved: 'A ga-ewepụ oke gị kwa ọnwa nke {amount} na {when}; ruo mgbe ahụ ọ ka dị.',
  dailyRises: 'Oke gị kwa ụbọchị ga-arị elu ruo {amount} na {when}; ruo mgbe ahụ ọ ka bụ {current}.',
  monthlyRises: 'Oke gị kwa ọnwa ga-arị elu ruo {amount} na {when}; ruo mgbe ahụ ọ ka bụ {current}.',
  dailyIncreaseCancelled: 'Oke gị kwa ụbọchị ka bụ {amount}; akagbuola mmụba ị rịọrọ.',
  monthlyIncreaseCancelled: 'Oke gị kwa ọnwa ka bụ {amount}; akagbuola mmụba ị rịọrọ.',
  dailyUnchanged: 'Oke gị kwa ụbọchị agbanweghị.',
  monthlyUnchanged: 'Oke gị kwa ọnwa agbanweghị.',
  twoChanges: '{first} {second}',
});
