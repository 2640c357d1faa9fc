import { translationProblems } from '@chancepay/shared/i18n/completeness';
import type { MessageBook, Translation } from '@chancepay/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './load-catalog';

// Every book of the web app, and every translation of one, wherever they live.
const bookModules = import.meta.glob<Record<string, unknown>>('../../**/*.messages.ts', { eager: true });
const translationModules = import.meta.glob<{ default: Translation }>('../../**/*.messages.*.ts', {
  eager: true,
});

const isBook = (value: unknown): value is MessageBook =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value;
const books = Object.values(bookModules).flatMap((module) => Object.values(module).filter(isBook));
const translations = Object.values(translationModules).map((module) => module.default);

describe('the web app’s message catalogs', () => {
  it('has books, each with its messages', () => {
    expect(books.length).toBeGreaterThan(0);
  });

  it('gives every English message in every language, with the same placeholders and tags', () => {
    expect(translationProblems(books, translations)).toEqual([]);
  });

  it('gathers a language’s translations into its lazy catalog, and English needs none', async () => {
    expect(await loadCatalog('en')).toEqual({});
    const hausa = await loadCatalog('ha');
    for (const book of books) expect(Object.keys(hausa[book.namespace] ?? {})).toEqual(Object.keys(book.en));
  });
});
