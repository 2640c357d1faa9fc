import { defineMessages } from '@chancepay/shared/i18n/messages';

/** How a message joins a Lagos day and time (localized.ts `lagosDateTime`): "21 May 2027 at 14:05". */
export const dateMessages = defineMessages('server.dates', {
  dateAtTime: '{date} at {time}',
});
