import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../lib/i18n/LanguageProvider';
import { loadCatalog } from '../../lib/i18n/load-catalog';
import { authApi, SessionController, SessionProvider } from '../../lib/session';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { LoginPage } from './LoginPage';

isolateSessionBetweenTests();

async function renderLoginInIgbo() {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  const controller = new SessionController({
    api: authApi,
    onSignedOut: () => undefined,
    channel: { onmessage: null, postMessage: () => undefined, close: () => undefined },
  });
  render(
    <LanguageProvider language="ig" catalog={await loadCatalog('ig')}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider controller={controller}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

describe('/login in Igbo', () => {
  it('labels the fields in Igbo and says what is missing in Igbo, before calling the server', async () => {
    const server = installFakeServer();
    await renderLoginInIgbo();
    expect(await screen.findByRole('heading', { name: 'Banye' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aha njirimara')).toBeInTheDocument();
    expect(screen.getByLabelText('Okwuntughe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Gosi okwuntughe' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Banye | ChancePay'));

    await userEvent.click(screen.getByRole('button', { name: 'Banye' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tinye aha njirimara na okwuntughe gị.');
    expect(screen.queryByText('Enter your username and password.')).toBeNull();
    expect(server.callsTo('POST /api/jwt-auth/v1/token')).toHaveLength(0);
  });
});
