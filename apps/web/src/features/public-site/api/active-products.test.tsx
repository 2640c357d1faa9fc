import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductsMenu } from '../products/ProductsMenu';
import { actionCallsOf, cycle, installFakeServer, productsAnswer, renderWithApp } from '../test-support';
import { lastGoodProductsKey, productsCacheMs, useActiveProducts } from './active-products';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';

function ProductNames() {
  const { products, isLoading, refresh } = useActiveProducts();
  return (
    <>
      <p>{isLoading ? 'loading' : products.map((product) => product.name).join(', ') || 'none'}</p>
      <button type="button" onClick={refresh}>
        refresh
      </button>
    </>
  );
}

isolateSessionBetweenTests();

describe('the active products list', () => {
  it('asks the action API for get_active_raffle_products and saves the answer as the last good list', async () => {
    const server = installFakeServer({ actionAnswers: [productsAnswer([cycle(5, [[1, 'Get Cash']])])] });
    renderWithApp(<ProductNames />);
    await screen.findByText('Get Cash');
    const [call] = actionCallsOf(server);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      action_type: 'get_active_raffle_products',
      parameters: {},
    });
    expect(JSON.parse(localStorage.getItem(lastGoodProductsKey)!).cycles[0].raffle_cycle_id).toBe(5);
  });

  it('uses a list saved less than 5 minutes ago without asking again, until a refresh is forced', async () => {
    localStorage.setItem(
      lastGoodProductsKey,
      JSON.stringify({ savedAt: Date.now() - 60_000, cycles: [cycle(5, [[2, 'Pay4Me']])] }),
    );
    const server = installFakeServer({ actionAnswers: [productsAnswer([cycle(6, [[3, 'On The House']])])] });
    renderWithApp(<ProductNames />);
    expect(screen.getByText('Pay4Me')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actionCallsOf(server)).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'refresh' }).click());
    await screen.findByText('On The House');
    expect(actionCallsOf(server)).toHaveLength(1);
  });

  it('shows an older saved list at once and replaces it with a fresh one', async () => {
    localStorage.setItem(
      lastGoodProductsKey,
      JSON.stringify({ savedAt: Date.now() - productsCacheMs - 1, cycles: [cycle(5, [[2, 'Pay4Me']])] }),
    );
    installFakeServer({ actionAnswers: [productsAnswer([cycle(6, [[1, 'Get Cash']])])] });
    renderWithApp(<ProductNames />);
    expect(screen.getByText('Pay4Me')).toBeInTheDocument();
    await screen.findByText('Get Cash');
  });

  it('keeps the last good list when a fetch fails, and logs the error', async () => {
    localStorage.setItem(
      lastGoodProductsKey,
      JSON.stringify({ savedAt: Date.now() - productsCacheMs - 1, cycles: [cycle(5, [[2, 'Pay4Me']])] }),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = installFakeServer({
      actionAnswers: [{ status: 503, body: { success: false, message: 'Down' } }],
    });
    renderWithApp(<ProductNames />);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Could not load the products list', expect.anything()),
    );
    expect(actionCallsOf(server)).toHaveLength(1);
    expect(screen.getByText('Pay4Me')).toBeInTheDocument();
  });

  it('shows an empty list when the first fetch fails with nothing saved', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeServer({ actionAnswers: [{ status: 0, body: null }] });
    renderWithApp(<ProductNames />);
    await screen.findByText('none');
    expect(errors).toHaveBeenCalledWith(
      'Could not load the products list',
      expect.objectContaining({ name: 'ApiError', kind: 'network' }),
    );
  });

  it('logs the spec warnings: no products, and a type sent to /coming-soon', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeServer({ actionAnswers: [productsAnswer([])] });
    const first = renderWithApp(<ProductNames />);
    await screen.findByText('none');
    expect(warnings).toHaveBeenCalledWith('No products available');
    first.unmount();
    localStorage.clear(); // the empty answer was saved as fresh: start over to fetch again
    installFakeServer({ actionAnswers: [productsAnswer([cycle(8, [[6, 'Data']])])] });
    renderWithApp(<ProductNames />);
    await screen.findByText('Data');
    expect(warnings).toHaveBeenCalledWith('Raffle type 6 has no page yet: linking to /coming-soon');
  });

  it("sends the app's one CSRF token, fetched once for every request of the page", async () => {
    const server = installFakeServer({
      csrf: { status: 200, body: { token: 'token-1234567890' } },
      actionAnswers: [
        productsAnswer([cycle(5, [[1, 'Get Cash']])]),
        productsAnswer([cycle(6, [[3, 'On The House']])]),
      ],
    });
    renderWithApp(<ProductNames />);
    await screen.findByText('Get Cash');
    act(() => screen.getByRole('button', { name: 'refresh' }).click());
    await screen.findByText('On The House');
    const actions = actionCallsOf(server);
    expect(actions).toHaveLength(2);
    for (const call of actions)
      expect(new Headers(call.init?.headers).get('X-CSRF-Token')).toBe('token-1234567890');
    expect(server.calls.filter((call) => call.url.endsWith('/api/context-proxy/v1/csrf'))).toHaveLength(1);
  });
});

describe('the Products menu states (spec section 2, Public layout)', () => {
  it('shows a spinner while loading, then one link per product with its icon', async () => {
    installFakeServer({
      actionAnswers: [
        productsAnswer([
          cycle(5, [
            [1, 'Get Cash'],
            [3, 'On The House'],
          ]),
        ]),
      ],
    });
    renderWithApp(<ProductsMenu />);
    act(() => screen.getByRole('button', { name: 'Products' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Get Cash', '/get-cash?raffle_cycle_id=5&raffle_type_id=1'],
      ['On The House', '/on-the-house?raffle_cycle_id=5&raffle_type_id=3'],
    ]);
    expect(links[0]?.querySelector('svg')).not.toBeNull();
  });

  it("says 'No products available' when the list is empty or the API is not there", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeServer({
      actionAnswers: [{ status: 404, body: { success: false, message: 'There is no POST here.' } }],
    });
    renderWithApp(<ProductsMenu />);
    act(() => screen.getByRole('button', { name: 'Products' }).click());
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});
