import type { Language } from '@chancepay/shared/i18n/languages';
import type { Catalog } from '@chancepay/shared/i18n/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionController, SessionProvider, writeStoredSession, type SessionUser } from '../lib/session';
import { LanguageProvider } from '../lib/i18n/LanguageProvider';
import { authApi } from '../lib/session/auth-api';

export function storedUser(
  role: SessionUser['user_role'],
  overrides: Partial<SessionUser> = {},
): SessionUser {
  return {
    displayName: role === 'vendor' ? 'Mama Put Kitchen' : 'Ada Okafor',
    nicename: `demo.${role}`,
    phone_number: '+2348031234567',
    wallet_balance: '1250.50',
    user_role: role,
    email: `${role}@demo.chancepay.ng`,
    vendor_details:
      role === 'vendor'
        ? {
            business_name: 'Mama Put Kitchen',
            business_address: '12 Allen Avenue, Ikeja, Lagos',
            bank_name: 'GTBank',
            bank_account_number: '0123456785',
            cac_number: 'RC 1234567',
            qr_code: '/api/vendors/v-123/qr.svg',
          }
        : null,
    ...overrides,
  };
}

/** Signs a user in the way a login leaves the browser: the session in localStorage. */
export function signInAs(user: SessionUser): void {
  writeStoredSession({ token: 'test-token', tokenExpiry: Date.now() + 5 * 60_000, user });
}

/**
 * Renders routes in a memory router inside the real session and query providers; in `language` with its
 * catalog (`await loadCatalog(language)`) when given, as the server would have chosen it.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  { language = 'en', catalog = {} }: { language?: Language; catalog?: Catalog } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = new SessionController({
    api: authApi,
    onSignedOut: () => void router.navigate('/login'),
    channel: { onmessage: null, postMessage: () => undefined, close: () => undefined },
  });
  const view = render(
    <LanguageProvider language={language} catalog={catalog}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider controller={controller}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...view, router, controller };
}
