import { describe, expect, it } from 'vitest';
import { translationProblems } from './completeness';
import { defineMessages, translate, type Translation } from './messages';

const book = defineMessages('sample', { hello: 'Hello {name}', terms: 'Read the <link>terms</link>' });
const all = (messages: Record<string, string>): Translation[] =>
  (['pcm', 'ha', 'yo', 'ig'] as const).map((language) => ({ namespace: 'sample', language, messages }));

describe('translationProblems', () => {
  it('passes complete translations', () => {
    expect(
      translationProblems([book], all({ hello: 'Sannu {name}', terms: 'Karanta <link>sharuɗɗa</link>' })),
    ).toEqual([]);
  });

  it('names a missing message, a missing language, a changed placeholder and an extra key', () => {
    const translations = all({ hello: 'Sannu {suna}', terms: 'x', extra: 'y' }).slice(1);
    translations.push(translate(book, 'pcm', { hello: 'How far {name}', terms: 'Read <link>am</link>' }));
    const problems = translationProblems([book], translations);
    expect(problems).toContain('ha/sample.hello uses {suna} where English uses {name}');
    expect(problems).toContain('ha/sample.terms uses no placeholders where English uses <link>');
    expect(problems).toContain('ha/sample.extra is not in English');
    expect(problems.filter((problem) => problem.startsWith('pcm/'))).toEqual([]);
  });

  it('names a language with no translation of a book', () => {
    expect(translationProblems([book], [])).toContain('yo/sample has no translation');
  });
});
