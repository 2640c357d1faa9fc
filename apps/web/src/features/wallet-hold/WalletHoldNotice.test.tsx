import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletHoldNotice } from './WalletHoldNotice';

function renderWith(data: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WalletHoldNotice />
    </QueryClientProvider>,
  );
}

describe('WalletHoldNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the case number and the server’s message when the wallet is on hold', async () => {
    renderWith({
      on_hold: true,
      case_number: 'C-12',
      message: 'Your wallet is on hold (case C-12). Contact support.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallet on hold (case C-12)');
    expect(screen.getByRole('alert')).toHaveTextContent('Contact support.');
  });

  it('shows nothing when the wallet is not held', async () => {
    renderWith({ on_hold: false, case_number: null, message: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
