import { languages } from './languages';
import { placeholdersOf, type MessageBook, type Translation } from './messages';

/**
 * What is wrong with a set of books and their translations: a language without a book's translation, a
 * message missing, extra or empty, or one whose placeholders or tags differ from English's. Empty when all is
 * well. Run by a test in each app (`npm test`), so a message added in English alone fails the build.
 */
export function translationProblems(
  books: readonly MessageBook[],
  translations: readonly Translation[],
): string[] {
  const problems: string[] = [];
  const namespaces = new Map<string, MessageBook>();
  for (const book of books) {
    if (namespaces.has(book.namespace)) problems.push(`two books are named ${book.namespace}`);
    namespaces.set(book.namespace, book);
  }
  const seen = new Set<string>();
  for (const translation of translations) {
    const where = `${translation.language}/${translation.namespace}`;
    if (seen.has(where)) problems.push(`${where} is translated twice`);
    seen.add(where);
    const book = namespaces.get(translation.namespace);
    if (!book) {
      problems.push(`${where} translates a book that does not exist`);
      continue;
    }
    for (const [key, english] of Object.entries(book.en)) {
      const translated = translation.messages[key];
      if (translated === undefined) problems.push(`${where}.${key} is missing`);
      else if (translated.trim() === '') problems.push(`${where}.${key} is empty`);
      else if (placeholdersOf(translated).join() !== placeholdersOf(english).join())
        problems.push(
          `${where}.${key} uses ${placeholdersOf(translated).join(' ') || 'no placeholders'} where English uses ${
            placeholdersOf(english).join(' ') || 'none'
          }`,
        );
    }
    for (const key of Object.keys(translation.messages))
      if (!(key in book.en)) problems.push(`${where}.${key} is not in English`);
  }
  for (const book of books)
    for (const language of languages)
      if (language !== 'en' && !seen.has(`${language}/${book.namespace}`))
        problems.push(`${language}/${book.namespace} has no translation`);
  return problems;
}
