import { localized, type MessageText } from '../../i18n/localized';
import { recipientMessages } from './recipients.messages';

const keyOfEnglish = new Map<string, keyof typeof recipientMessages.en>(
  (Object.keys(recipientMessages.en) as (keyof typeof recipientMessages.en)[]).map((key) => [
    recipientMessages.en[key],
    key,
  ]),
);

/** A row's recipient in the reader's language when it is one of the wallet's own words; names stay as they are. */
export function recipientText(recipient: string): MessageText {
  const key = keyOfEnglish.get(recipient);
  return key === undefined ? recipient : localized(recipientMessages, key);
}
