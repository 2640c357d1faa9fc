import type { Translator } from '@chancepay/shared/i18n/messages';
import { knownMessageIn } from '../../auth/known-message';
import { fairnessMessages } from '../fairness.messages';

// Shared by the page's parts: messages in the reader's language, and the bold part of a rich message.

type FairnessTranslator = Translator<typeof fairnessMessages.en>;

/** The shared draw's and this page's own words in the reader's language; a server's words as they came. */
export const known = (t: FairnessTranslator, message: string) => knownMessageIn(t, fairnessMessages, message);

export const strong = { strong: (text: string) => <strong>{text}</strong> };
