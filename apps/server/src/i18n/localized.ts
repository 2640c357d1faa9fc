import { formatDateIn } from '@chancepay/shared/i18n/dates';
import type { Language } from '@chancepay/shared/i18n/languages';
import {
  fillPlaceholders,
  type Catalog,
  type MessageBook,
  type Messages,
} from '@chancepay/shared/i18n/messages';
import { formatLagosDate, formatLagosDateTime } from '@chancepay/shared/lagos-time';

/**
 * A message to a person from one of the server's books (`*.messages.ts`): its English words, exactly as the
 * API has always sent them (logs and tests read these), and the book's key, so the one place that answers
 * (http/errors.ts, a route's success message) can say it in the reader's language instead.
 */
export interface LocalizedMessage {
  readonly namespace: string;
  readonly key: string;
  /** The book's English, placeholders unfilled: the fallback when a language lacks the key. */
  readonly template: string;
  readonly params?: LocalizedParams;
  readonly english: string;
}

/** A day (or a moment) on the Lagos calendar, written in the reader's language: "21 May 2027 (at 14:05)". */
export interface LagosDateValue {
  readonly lagosDate: Date;
  readonly withTime: boolean;
}

/** A placeholder's value: text, a number, a Lagos date, or a message of its own (said in the same language). */
export type MessageValue = string | number | LagosDateValue | LocalizedMessage;
export type LocalizedParams = Readonly<Record<string, MessageValue>>;

/** What a refusal or an answer carries: a message from a book, or plain English (staff, developers). */
export type MessageText = string | LocalizedMessage;

export const lagosDate = (value: Date | string | number): LagosDateValue => ({
  lagosDate: new Date(value),
  withTime: false,
});
export const lagosDateTime = (value: Date | string | number): LagosDateValue => ({
  lagosDate: new Date(value),
  withTime: true,
});

/** How a language joins a day and a time ("{date} at {time}"), from the dates book. */
export type DateAtTime = (language: Language, date: string, time: string) => string;

interface Speaker {
  language: Language;
  catalog: Catalog;
  dateAtTime: DateAtTime;
}

const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const timeOptions: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };

function dateIn(value: LagosDateValue, speaker: Speaker | null): string {
  // English keeps shared/lagos-time's exact words ("21 May 2027 at 14:05").
  if (!speaker || speaker.language === 'en')
    return value.withTime ? formatLagosDateTime(value.lagosDate) : formatLagosDate(value.lagosDate);
  const day = formatDateIn(speaker.language, value.lagosDate, dayOptions);
  if (!value.withTime) return day;
  return speaker.dateAtTime(
    speaker.language,
    day,
    formatDateIn(speaker.language, value.lagosDate, timeOptions),
  );
}

function valueIn(value: MessageValue, speaker: Speaker | null): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('lagosDate' in value) return dateIn(value, speaker);
  return speaker ? spoken(value, speaker) : value.english;
}

function filled(template: string, params: LocalizedParams | undefined, speaker: Speaker | null): string {
  if (!params) return template;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = valueIn(value, speaker);
  return fillPlaceholders(template, values);
}

function spoken(message: LocalizedMessage, speaker: Speaker): string {
  const template = speaker.catalog[message.namespace]?.[message.key] ?? message.template;
  return filled(template, message.params, speaker);
}

/**
 * Where a message reaches text or JSON without being said in a language (a template literal, a data field
 * nobody converted yet), it reads as its English: the API's words before issue #25, never "[object Object]".
 */
class BookMessage implements LocalizedMessage {
  readonly english: string;

  constructor(
    readonly namespace: string,
    readonly key: string,
    readonly template: string,
    readonly params?: LocalizedParams,
  ) {
    this.english = filled(template, params, null);
  }

  toString(): string {
    return this.english;
  }

  toJSON(): string {
    return this.english;
  }
}

export function localized<M extends Messages>(
  book: MessageBook<M>,
  key: keyof M & string,
  params?: LocalizedParams,
): LocalizedMessage {
  return new BookMessage(book.namespace, key, book.en[key] as string, params);
}

/** `say(key, params)` for one book: `const say = messagesFrom(accountMessages); say('loginFailed')`. */
export function messagesFrom<M extends Messages>(book: MessageBook<M>) {
  return (key: keyof M & string, params?: LocalizedParams): LocalizedMessage => localized(book, key, params);
}

export const englishOf = (text: MessageText): string => (typeof text === 'string' ? text : text.english);

/**
 * The message in a language, from that language's catalog; English (exactly as it was always sent) for
 * 'en', for plain text, and for any key the catalog lacks.
 */
export function sayIn(
  text: MessageText,
  language: Language,
  catalog: Catalog,
  dateAtTime: DateAtTime,
): string {
  if (typeof text === 'string') return text;
  if (language === 'en') return text.english;
  return spoken(text, { language, catalog, dateAtTime });
}

/**
 * An error whose message a person reads. `message` stays English (logs, callers that branch on it);
 * `localized`, when the message came from a book, lets the answer be sent in the reader's language.
 */
export class LocalizedError extends Error {
  readonly localized?: LocalizedMessage;

  constructor(message: MessageText) {
    super(englishOf(message));
    if (typeof message !== 'string') this.localized = message;
  }

  /** The message as it was given: from its book when it has one, else the English. */
  get text(): MessageText {
    return this.localized ?? this.message;
  }
}
