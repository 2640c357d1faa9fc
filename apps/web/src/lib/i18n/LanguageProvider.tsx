import { languageTags, type Language } from '@chancepay/shared/i18n/languages';
import {
  translatorFor,
  type Catalog,
  type MessageBook,
  type Messages,
  type Translator,
} from '@chancepay/shared/i18n/messages';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { writeLanguageCookie } from './language-cookie';
import { loadCatalog } from './load-catalog';

interface LanguageState {
  language: Language;
  catalog: Catalog;
  /** Fetches the language's catalog, then shows every page in it and keeps the choice in the cookie. */
  chooseLanguage: (language: Language) => Promise<void>;
  /** The same, without telling the account (it is where the language came from). */
  applyLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: 'en',
  catalog: {},
  chooseLanguage: async () => {},
  applyLanguage: async () => {},
});

/**
 * The language the pages are in. It starts as the server chose (cookie, else Accept-Language) with that
 * language's catalog already loaded, so the first render matches the server's HTML.
 */
export function LanguageProvider({
  language: initialLanguage,
  catalog: initialCatalog,
  onChosen,
  children,
}: {
  language: Language;
  catalog: Catalog;
  /** Told after a choice has been applied (the session keeps it on the account). */
  onChosen?: (language: Language) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState({ language: initialLanguage, catalog: initialCatalog });
  const applyLanguage = useCallback(async (language: Language) => {
    const catalog = await loadCatalog(language);
    writeLanguageCookie(language);
    document.documentElement.lang = languageTags[language];
    setState({ language, catalog });
  }, []);
  const chooseLanguage = useCallback(
    async (language: Language) => {
      await applyLanguage(language);
      onChosen?.(language);
    },
    [applyLanguage, onChosen],
  );
  const value = useMemo(
    () => ({ ...state, chooseLanguage, applyLanguage }),
    [state, chooseLanguage, applyLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The book's messages in the current language: `t('key', { name })`. */
export function useMessages<M extends Messages>(book: MessageBook<M>): Translator<M> {
  const { catalog } = useLanguage();
  return useMemo(() => translatorFor(book, catalog), [book, catalog]);
}
