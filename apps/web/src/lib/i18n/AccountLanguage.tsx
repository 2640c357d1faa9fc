import type { Language } from '@chancepay/shared/i18n/languages';
import type { Catalog } from '@chancepay/shared/i18n/messages';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { apiClient } from '../api-client';
import { useSession } from '../session';
import { readLanguageCookie } from './language-cookie';
import { LanguageProvider, useLanguage } from './LanguageProvider';

export const ACCOUNT_LANGUAGE_PATH = '/api/user/language';

/**
 * The language kept on the account too (texts and USSD speak it): a choice made signed in is saved there, and
 * at sign-in the server settles the cookie (this device's latest choice, else the account's), which the pages
 * then follow.
 */
export function AccountLanguage({
  language,
  catalog,
  children,
}: {
  language: Language;
  catalog: Catalog;
  children: ReactNode;
}) {
  const { user } = useSession();
  const signedIn = user !== null;
  const saveOnAccount = useCallback(
    (chosen: Language) => {
      if (!signedIn) return;
      // Best effort: the pages are already in the language; the account catches up on the next choice.
      apiClient.post(ACCOUNT_LANGUAGE_PATH, { language: chosen }).catch(() => undefined);
    },
    [signedIn],
  );
  return (
    <LanguageProvider language={language} catalog={catalog} onChosen={saveOnAccount}>
      <FollowCookieAtSignIn signedIn={signedIn} />
      {children}
    </LanguageProvider>
  );
}

function FollowCookieAtSignIn({ signedIn }: { signedIn: boolean }) {
  const { language, applyLanguage } = useLanguage();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) {
      const settled = readLanguageCookie();
      if (settled && settled !== language) void applyLanguage(settled);
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, language, applyLanguage]);
  return null;
}
