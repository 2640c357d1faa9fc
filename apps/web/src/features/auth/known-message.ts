import type { MessageBook, Messages, Translator } from '@chancepay/shared/i18n/messages';

/**
 * A message that may be one of the book's English texts (a shared check's words, which the server uses too)
 * in the reader's language; any other text (a server's own refusal) is shown as it came.
 */
export function knownMessageIn<M extends Messages>(
  t: Translator<M>,
  book: MessageBook<M>,
  message: string,
): string {
  const key = (Object.keys(book.en) as (keyof M & string)[]).find(
    (candidate) => book.en[candidate] === message && !/[{<]/.test(message),
  );
  return key ? t(key) : message;
}
