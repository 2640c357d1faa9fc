import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { translationProblems } from '@chancepay/shared/i18n/completeness';
import type { MessageBook, Translation } from '@chancepay/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { serverCatalog, serverTranslations } from './catalogs';

// Every book of the server and every translation file, wherever they live under src/.
const source = path.resolve(import.meta.dirname, '..');
const files = readdirSync(source, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.messages(\.\w+)?\.ts$/.test(file))
  .map((file) => path.join(source, file));
const bookFiles = files.filter((file) => file.endsWith('.messages.ts'));
const translationFiles = files.filter((file) => !file.endsWith('.messages.ts'));

const isBook = (value: unknown): value is MessageBook =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value;

async function booksIn(files: string[]): Promise<MessageBook[]> {
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) => Object.values(module).filter(isBook));
}

describe('the server’s message catalogs', () => {
  it('gives every English message in every language, with the same placeholders', async () => {
    const books = await booksIn(bookFiles);
    expect(books.length).toBeGreaterThan(0);
    expect(translationProblems(books, serverTranslations)).toEqual([]);
  });

  it('lists every translation file, since the bundled server cannot look for them', async () => {
    const found = await Promise.all(
      translationFiles.map(
        async (file) => ((await import(pathToFileURL(file).href)) as { default: Translation }).default,
      ),
    );
    const listed = new Set(serverTranslations);
    const missing = translationFiles.filter((_file, index) => !listed.has(found[index]!));
    expect(missing.map((file) => path.relative(source, file))).toEqual([]);
    expect(serverTranslations).toHaveLength(translationFiles.length);
  });

  it('gathers each language’s translations into its catalog, and English needs none', () => {
    expect(serverCatalog('en')).toEqual({});
    for (const translation of serverTranslations)
      expect(serverCatalog(translation.language)[translation.namespace]).toBe(translation.messages);
  });
});
