import type { Language } from '@chancepay/shared/i18n/languages';
import { emptyCatalog, type Catalog } from '@chancepay/shared/i18n/messages';

/**
 * A language's catalog, one lazy chunk per language (English is the books themselves, so nothing to fetch).
 * Each import names its file for the bundler; a chunk fetched once is kept.
 */
const loaded = new Map<Language, Catalog>();

export async function loadCatalog(language: Language): Promise<Catalog> {
  const cached = loaded.get(language);
  if (cached) return cached;
  let catalog: Catalog;
  switch (language) {
    case 'en':
      catalog = emptyCatalog;
      break;
    case 'pcm':
      catalog = (await import('./catalogs/pcm')).default;
      break;
    case 'ha':
      catalog = (await import('./catalogs/ha')).default;
      break;
    case 'yo':
      catalog = (await import('./catalogs/yo')).default;
      break;
    case 'ig':
      catalog = (await import('./catalogs/ig')).default;
      break;
  }
  loaded.set(language, catalog);
  return catalog;
}

/** The catalog if it has been fetched already (first render after hydration must not wait). */
export const loadedCatalog = (language: Language): Catalog | undefined => loaded.get(language);
