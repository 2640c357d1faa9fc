import {
  defineMessages,
  emptyCatalog,
  translatorFor,
  type Translator,
} from '@chancepay/shared/i18n/messages';

/** When a payment was started, said as it was (model/started-ago.ts). */
export const startedAgoMessages = defineMessages('buying.startedAgo', {
  recently: 'recently',
  justNow: 'just now',
  oneMinuteAgo: '1 minute ago',
  minutesAgo: '{count} minutes ago',
  oneHourAgo: '1 hour ago',
  hoursAgo: '{count} hours ago',
});

export type StartedAgoTranslator = Translator<(typeof startedAgoMessages)['en']>;

export const englishStartedAgo: StartedAgoTranslator = translatorFor(startedAgoMessages, emptyCatalog);
