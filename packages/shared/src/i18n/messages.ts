import type { Language } from './languages';

/**
 * Message catalogs, hand-rolled (research/nigeria-go-live.md §5.3: +0.13 KB against Lingui's 3.4 KB). A
 * *book* is one area's English messages, named by a namespace; a *translation* gives every key of a book in
 * one other language (the type refuses a missing or extra key); a language's *catalog* is all its
 * translations by namespace. Placeholders are `{name}`; rich text marks a part with `<tag>…</tag>`.
 */
export type Messages = Readonly<Record<string, string>>;

export interface MessageBook<M extends Messages = Messages> {
  readonly namespace: string;
  readonly en: M;
}

export function defineMessages<const M extends Messages>(namespace: string, en: M): MessageBook<M> {
  return { namespace, en };
}

/** Every key of the book, each a string in the other language. */
export type TranslationOf<B extends MessageBook> = { readonly [K in keyof B['en']]: string };

export interface Translation {
  readonly namespace: string;
  readonly language: Language;
  readonly messages: Messages;
}

/**
 * A translation of `book`. The web passes the book's namespace with the book as a type only
 * (`translate<typeof book>('ns', …)`), so a language's lazy catalog carries no English; a namespace that names
 * no book fails the completeness test.
 */
export function translate<B extends MessageBook>(
  book: B | string,
  language: Exclude<Language, 'en'>,
  // An object literal with a key the book lacks is refused here too (TypeScript's excess-property check).
  messages: TranslationOf<B>,
): Translation {
  return {
    namespace: typeof book === 'string' ? book : book.namespace,
    language,
    messages: messages as Messages,
  };
}

/** One language's messages by namespace. English needs none: the books are English. */
export type Catalog = Readonly<Record<string, Messages | undefined>>;

export const emptyCatalog: Catalog = {};

export function catalogOf(translations: Iterable<Translation>): Catalog {
  const catalog: Record<string, Messages> = {};
  for (const translation of translations) {
    if (catalog[translation.namespace]) throw new Error(`two translations of ${translation.namespace}`);
    catalog[translation.namespace] = translation.messages;
  }
  return catalog;
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** The message in the catalog's language, English where the translation lacks it. */
export function messageOf<M extends Messages>(
  book: MessageBook<M>,
  key: keyof M & string,
  catalog: Catalog,
): string {
  return catalog[book.namespace]?.[key] ?? (book.en[key] as string);
}

/** `{name}` replaced by its value; a placeholder without a value stays as written (a test catches it). */
export function fillPlaceholders(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholder and tag names a message uses, sorted: a translation must use the same ones. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(/\{(\w+)\}|<(\w+)>/g))
    names.add(match[1] ? `{${match[1]}}` : `<${match[2]}>`);
  return [...names].sort();
}

/** A translator's function for one book in one language. */
export type Translator<M extends Messages> = (key: keyof M & string, params?: MessageParams) => string;

export function translatorFor<M extends Messages>(book: MessageBook<M>, catalog: Catalog): Translator<M> {
  return (key, params) => fillPlaceholders(messageOf(book, key, catalog), params);
}
