import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { Language } from '@chancepay/shared/i18n/languages';
import type { Catalog } from '@chancepay/shared/i18n/messages';
import { AccountLanguage } from '../lib/i18n/AccountLanguage';
import { SessionProvider } from '../lib/session';
import { ErrorBoundary } from './ErrorBoundary';
import { createRouter } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Retries are the API client's job (spec section 8): TanStack Query must not multiply them.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/**
 * Everything around the router. The server (entry-server.tsx) renders the same frame around its static
 * router, so the HTML it sends and the tree the browser hydrates are one and the same.
 */
export function AppFrame({
  queryClient,
  onSignedOut,
  language = 'en',
  catalog = {},
  children,
}: {
  queryClient: QueryClient;
  onSignedOut?: () => void;
  /** The language the server rendered in, with its catalog already loaded (main.tsx, entry-server.tsx). */
  language?: Language;
  catalog?: Catalog;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider onSignedOut={onSignedOut}>
          <AccountLanguage language={language} catalog={catalog}>
            {/* A page's failure is caught again inside the language, so its way out speaks the reader's. */}
            <ErrorBoundary>{children}</ErrorBoundary>
          </AccountLanguage>
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/** `router` and `queryClient` are given when hydrating a server-rendered page (main.tsx). */
export function App({
  router: givenRouter,
  queryClient: givenQueryClient,
  language,
  catalog,
}: {
  router?: ReturnType<typeof createRouter>;
  queryClient?: QueryClient;
  language?: Language;
  catalog?: Catalog;
} = {}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createRouter());
  return (
    <AppFrame
      queryClient={queryClient}
      language={language}
      catalog={catalog}
      // After a logout (here, by the idle timer, or in another tab) the app goes to /login; cached data goes.
      onSignedOut={() => {
        queryClient.clear();
        void router.navigate('/login');
      }}
    >
      <RouterProvider router={router} />
    </AppFrame>
  );
}
