/// <reference types="vite/client" />
import { translationProblems } from '@chancepay/shared/i18n/completeness';
import type { MessageBook, Translation } from '@chancepay/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { inLanguage, serverCatalog, serverTranslations } from './catalogs';
import { lagosDate, lagosDateTime, localized } from './localized';
import { dateMessages } from './dates.messages';

// Every book of the server, and every translation of one, wherever they live.
const bookModules = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });
const bookSources = import.meta.glob<string>('../**/*.messages.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const translationModules = import.meta.glob<{ default: Translation }>(
  ['../**/*.messages.*.ts', '!../**/*.test.ts'],
  {
    eager: true,
  },
);

const isBook = (value: unknown): value is MessageBook =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value;
const books = Object.values(bookModules).flatMap((module) => Object.values(module).filter(isBook));
const translations = Object.entries(translationModules);

describe('the server’s message catalogs', () => {
  it('has books, each with its messages', () => {
    expect(books.length).toBeGreaterThan(0);
  });

  it('gives every English message in every language, with the same placeholders', () => {
    expect(
      translationProblems(
        books,
        translations.map(([, module]) => module.default),
      ),
    ).toEqual([]);
  });

  it('names each translation file after its language', () => {
    for (const [path, module] of translations)
      expect(path.endsWith(`.messages.${module.default.language}.ts`), path).toBe(true);
  });

  it('keeps books free of the domain: the domain reads the catalogs, so a book importing it closes a cycle', () => {
    const allowed = /^(@chancepay\/shared(\/.*)?|\.{1,2}\/.*\.messages|\.{1,2}\/(i18n\/)?localized)$/;
    const imports = Object.entries(bookSources).flatMap(([path, source]) =>
      [...source.matchAll(/from '([^']+)'/g)].map((match) => `${path}: ${match[1]}`),
    );
    expect(imports.filter((line) => !allowed.test(line.split(': ')[1]!))).toEqual([]);
  });

  it('serves every translation file (the bundled server cannot look for them: catalogs.ts lists them)', () => {
    const listed = new Set(serverTranslations);
    const unlisted = translations.filter(([, module]) => !listed.has(module.default)).map(([path]) => path);
    expect(unlisted).toEqual([]);
    expect(serverTranslations).toHaveLength(translations.length);
  });

  it('gathers each language’s translations into its catalog, and English needs none', () => {
    expect(serverCatalog('en')).toEqual({});
    for (const translation of serverTranslations)
      expect(serverCatalog(translation.language)[translation.namespace]).toBe(translation.messages);
  });
});

describe('a message in a language', () => {
  const book = dateMessages;
  const day = new Date('2027-05-21T13:05:00Z');

  it('is the English as written in English, and falls back to it where a catalog lacks the key', () => {
    const message = localized(book, 'dateAtTime', { date: '21 May 2027', time: '14:05' });
    expect(message.english).toBe('21 May 2027 at 14:05');
    expect(inLanguage(message, 'en')).toBe('21 May 2027 at 14:05');
    expect(inLanguage(message, 'ha')).toBe('21 May 2027 da ƙarfe 14:05');
    expect(inLanguage('Plain words', 'yo')).toBe('Plain words');
  });

  it('says a Lagos date in the reader’s language, and in English as formatLagosDate does', () => {
    const message = localized(book, 'dateAtTime', { date: lagosDate(day), time: 'x' });
    expect(message.english).toBe('21 May 2027 at x');
    expect(inLanguage(message, 'yo')).not.toContain('May');
    expect(inLanguage(localized(book, 'dateAtTime', { date: lagosDateTime(day), time: '' }), 'en')).toBe(
      '21 May 2027 at 14:05 at ',
    );
  });
});
