import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../lib/i18n/LanguageProvider';
import { loadCatalog } from '../../lib/i18n/load-catalog';
import { SessionController, SessionProvider } from '../../lib/session';
import { authApi } from '../../lib/session/auth-api';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { signInAs, storedUser } from '../../test/render-app';
import { TransferPage } from './TransferPage';

isolateSessionBetweenTests();

async function renderInYoruba() {
  const catalog = await loadCatalog('yo');
  const router = createMemoryRouter([{ path: '/dashboard/transfer', element: <TransferPage /> }], {
    initialEntries: ['/dashboard/transfer'],
  });
  const controller = new SessionController({
    api: authApi,
    onSignedOut: () => undefined,
    channel: { onmessage: null, postMessage: () => undefined, close: () => undefined },
  });
  return render(
    <LanguageProvider language="yo" catalog={catalog}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider controller={controller}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

describe('the Transfer page in Yoruba', () => {
  it('speaks Yoruba: the heading, the balance, the labels and the check before any call; amounts stay ₦', async () => {
    signInAs(storedUser('customer', { wallet_balance: '5000.00' }));
    const server = installFakeServer({
      'GET /api/user/transaction-pin': { body: { success: true, data: { has_pin: true, locked: false } } },
    });
    const user = userEvent.setup();
    await renderInYoruba();
    expect(screen.getByRole('heading', { level: 1, name: 'Fi owó ránṣẹ́' })).toBeInTheDocument();
    expect(screen.getByText(/Iye owó tó kù:/)).toHaveTextContent('Iye owó tó kù: ₦5,000.00');
    expect(screen.getByLabelText('Iye owó')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Iye owó'), '9000');
    expect(screen.getByText('O ní ₦5,000.00 – tẹ ₦5,000.00 tàbí èyí tó kéré sí i')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fi ránṣẹ́ báyìí' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Jọ̀wọ́ kún gbogbo ibi tó pọn dandan.');
    expect(document.title).toBe('Fi owó ránṣẹ́ | ChancePay');
    expect(server.callsTo('POST /api/user/transfer')).toHaveLength(0);
  });
});
