import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';

const say = messagesFrom(accountMessages);

/** How long to wait, rounded up to minutes ("5 minutes"); under a minute in seconds when `seconds` allows it. */
export function waitOf(retryAfterSeconds: number, options: { seconds?: boolean } = {}): LocalizedMessage {
  if (options.seconds && retryAfterSeconds < 60)
    return retryAfterSeconds === 1 ? say('oneSecond') : say('seconds', { count: retryAfterSeconds });
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1 ? say('oneMinute') : say('minutes', { count: minutes });
}
