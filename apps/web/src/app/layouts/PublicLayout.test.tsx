import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../features/public-site/home/HomePage';
import {
  cycle,
  installFakeServer,
  productsAnswer,
  setWindowWidth,
} from '../../features/public-site/test-support';
import { loadCatalog } from '../../lib/i18n/load-catalog';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes } from '../../test/render-app';
import { PublicLayout } from './PublicLayout';

isolateSessionBetweenTests();
beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  // A choice in the switcher is kept in the cookie and on <html lang>: the next test starts without it.
  document.cookie = 'chancepay_language=; Path=/; Max-Age=0';
  document.documentElement.lang = '';
});

/** The home page in its frame, as a visitor whose language is Hausa gets it from the server. */
async function renderHomeInHausa() {
  const routes = [{ element: <PublicLayout />, children: [{ index: true, element: <HomePage /> }] }];
  return renderRoutes(routes, '/', { language: 'ha', catalog: await loadCatalog('ha') });
}

// Loading a language's catalog transforms every translation module on first use: slow on a busy machine.
describe('the home page in Hausa', { timeout: 20_000 }, () => {
  it('speaks Hausa in the hero, the tiles and the top bar, with the switcher set to Hausa', async () => {
    const getCash = { ...cycle(10, [[1, 'Get Cash']], '50000.00'), payout_ratio_bps: 7000 };
    installFakeServer({ actionAnswers: [productsAnswer([getCash])] });
    await renderHomeInHausa();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ci kuɗi ko a biya maka sayayyarka' }),
    ).toBeInTheDocument();
    // The product keeps its name and the amounts their en-NG form; the words around them are Hausa.
    // In the page, not the top bar's Products menu, which lists the same product once its own answer is in.
    const tile = await within(screen.getByRole('main')).findByRole(
      'link',
      { name: /Get Cash/ },
      { timeout: 5000 },
    );
    expect(tile).toHaveTextContent('Ci ₦50,000.00');
    expect(tile).toHaveTextContent('₦250.00 kowane tikiti');
    expect(tile).toHaveTextContent('Dama: 1 cikin 286');
    const topBar = screen.getByRole('navigation', { name: 'Babban menu' });
    expect(within(topBar).getByRole('link', { name: 'Game da mu' })).toHaveAttribute('href', '/about');
    expect(within(topBar).getByRole('button', { name: 'Kayayyaki' })).toBeInTheDocument();
    const switcher = within(topBar).getByRole('combobox', { name: 'Harshe' });
    expect(switcher).toHaveValue('ha');
    expect(screen.getByRole('heading', { name: 'Tambayoyin da Aka Fi Yi' })).toBeInTheDocument();
    expect(screen.queryByText('Frequently Asked Questions')).toBeNull();
  });

  it('switches the whole page to Yorùbá from the top bar', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeServer();
    await renderHomeInHausa();
    const topBar = screen.getByRole('navigation', { name: 'Babban menu' });
    await userEvent.selectOptions(within(topBar).getByRole('combobox', { name: 'Harshe' }), 'yo');
    // The Yorùbá catalog is its own chunk, fetched on the choice.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Jẹ owó tàbí kí a sanwó ọjà rẹ fún ọ' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Èdè' })).toHaveValue('yo');
    expect(screen.getByRole('link', { name: 'Nípa wa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('yo');
  });
});
