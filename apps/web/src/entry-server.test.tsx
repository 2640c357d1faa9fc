import { act, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hydrateServerRenderedPage, readServerPageData, type ServerPageData } from './app/hydration';
import { createPageRenderer, renderApp, serverRenderedPaths, styleHash } from './entry-server';
import { installFakeServer, setWindowWidth } from './features/public-site/test-support';
import { isolateSessionBetweenTests } from './test/isolate-session';
import { writeStoredSession } from './lib/session/storage';
import { storedUser } from './test/render-app';
import { loadCatalog } from './lib/i18n/load-catalog';
import type { Language } from '@chancepay/shared/i18n/languages';

isolateSessionBetweenTests();
// The server's data is fresh when each test starts (TanStack Query refetches data older than its stale time):
// on a loaded machine this file can take longer than that from its import to its last test.
beforeEach(() => {
  data.activeProducts.fetchedAt = Date.now();
});

const cycle = (id: number, typeId: number, name: string) => ({
  raffle_cycle_id: id,
  winnable_amount: '5000.00',
  ticket_price: '250.00',
  raffle_status: 'open',
  associated_types: [{ raffle_type_id: typeId, raffle_type: name }],
});
const data: ServerPageData = {
  activeProducts: {
    raffle_cycles: [cycle(41, 1, 'Get Cash'), cycle(42, 2, 'Pay4Me')],
    fetchedAt: Date.now(),
  },
};

const template = `<!doctype html>
<html lang="en-NG">
  <head>
    <title>ChancePay</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>ChancePay needs JavaScript to run. Please enable it and reload the page.</noscript>
  </body>
</html>`;

describe('the server rendering of the public pages', () => {
  it('draws the home page with its hero and the current products, before any script runs', async () => {
    const page = await renderApp('/', data);
    expect(page.status).toBe(200);
    expect(page.title).toBe('ChancePay');
    // In the document, as a browser has it: accessible names by aria-labelledby are looked up by id there.
    const root = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => root.remove());
    root.innerHTML = page.html;
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Win cash or get your shopping paid for',
    );
    const tiles = within(within(root).getByRole('list', { name: 'Raffle products' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/get-cash?raffle_cycle_id=41&raffle_type_id=1',
      '/pay4me?raffle_cycle_id=42&raffle_type_id=2',
    ]);
    expect(root).toHaveTextContent('Frequently Asked Questions');
    expect(root.textContent).not.toContain('Please wait, loading services...');
  });

  it('draws "No services available." when no cycle is open', async () => {
    const page = await renderApp('/', { activeProducts: { raffle_cycles: [], fetchedAt: Date.now() } });
    expect(page.html).toContain('No services available.');
  });

  it.each([
    ['/about', 'About Us | ChancePay', 'About ChancePay'],
    ['/how-it-works', 'How It Works | ChancePay', 'How It Works'],
    ['/terms', 'Terms and Conditions | ChancePay', 'Terms and Conditions'],
    ['/privacy', 'Privacy Policy | ChancePay', 'Privacy Policy'],
    ['/coming-soon', 'Coming Soon | ChancePay', 'Coming Soon'],
    ['/get-cash', 'Get Cash | ChancePay', 'Get Cash'],
  ])('draws %s with its title and heading', async (path, title, heading) => {
    const page = await renderApp(path, data);
    expect(page.title).toBe(title);
    const root = document.createElement('div');
    root.innerHTML = page.html;
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('builds the document: title, inline CSS allowed by its hash, stylesheets last, data for hydration', async () => {
    const renderer = createPageRenderer(template, { '/': '.hero{color:#fff}', '/about': '.x{}' });
    expect(renderer.paths).toEqual(serverRenderedPaths);
    expect(renderer.styleHashes).toEqual([styleHash('.hero{color:#fff}'), styleHash('.x{}')]);
    expect(styleHash('.hero{color:#fff}')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const { html, status } = await renderer.render('/', {
      activeProducts: { raffle_cycles: [cycle(7, 1, '</script><script>alert(1)</script>')], fetchedAt: 5 },
    });
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>ChancePay</title><style>.hero{color:#fff}</style>');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-def.css">');
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-def.css"><\/body>/);
    // The data block cannot be closed early by what it carries.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    document.documentElement.innerHTML = new DOMParser()
      .parseFromString(html, 'text/html')
      .documentElement.innerHTML.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(readServerPageData()).toEqual({
      activeProducts: { raffle_cycles: [cycle(7, 1, '</script><script>alert(1)</script>')], fetchedAt: 5 },
    });
    document.documentElement.innerHTML = '<head></head><body></body>';
  });

  it('sets <html lang> to the language it draws in', async () => {
    const renderer = createPageRenderer(template, {});
    const { html } = await renderer.render('/about', data, 'yo');
    expect(html).toContain('<html lang="yo">');
    expect((await renderer.render('/about', data)).html).toContain('<html lang="en-NG">');
  });
});

describe('hydrating the server-rendered page in the browser', () => {
  let root: Root | undefined;
  const recoverable = vi.fn();
  beforeEach(() => {
    recoverable.mockReset();
    setWindowWidth(1280);
    // The test DOM does not scroll; the ScrollManager's call would be logged as a console error.
    vi.stubGlobal('scrollTo', () => {});
    installFakeServer({
      actionAnswers: [{ status: 200, body: { success: true, data: { raffle_cycles: [] } } }],
    });
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** `inBrowser` runs after the "server" rendered (this same test DOM) and before the browser hydrates. */
  async function hydrate(path: string, inBrowser = () => {}, language: Language = 'en') {
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = (await renderApp(path, data, language)).html;
    document.body.append(container);
    inBrowser();
    const errors = vi.spyOn(console, 'error');
    const catalog = await loadCatalog(language);
    await act(async () => {
      root = await hydrateServerRenderedPage(container, data, {
        onRecoverableError: recoverable,
        language,
        catalog,
      });
    });
    return { container, errors };
  }

  it.each(['pcm', 'ha', 'yo', 'ig'] as const)(
    'the home page and Get Cash in %s hydrate without a mismatch',
    async (language) => {
      for (const path of ['/', '/get-cash']) {
        const { errors } = await hydrate(path, () => {}, language);
        expect(recoverable).not.toHaveBeenCalled();
        expect(errors).not.toHaveBeenCalled();
        await act(async () => root?.unmount());
        root = undefined;
        document.body.innerHTML = '';
      }
    },
  );

  it.each(['/', '/about', '/terms', '/how-it-works', '/coming-soon', '/get-cash', '/pay4me'])(
    '%s hydrates without a mismatch',
    async (path) => {
      const { errors } = await hydrate(path);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('keeps the products the server drew and fetches none while they are fresh', async () => {
    const fake = installFakeServer();
    const { container } = await hydrate('/');
    const tiles = within(within(container).getByRole('list', { name: 'Raffle products' })).getAllByRole(
      'link',
    );
    expect(tiles).toHaveLength(2);
    expect(fake.calls.filter((call) => call.url.endsWith('/action'))).toEqual([]);
  });

  it('a signed-in visitor gets the server page (signed out) first, then their account menu', async () => {
    const { errors } = await hydrate('/', () =>
      // An hour left on the token: no refresh call (the fake server has none) during the test.
      writeStoredSession({
        token: 'test-token',
        tokenExpiry: Date.now() + 3_600_000,
        user: storedUser('customer'),
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const header = within(document.querySelector('header')!);
    expect(await header.findByRole('button', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a phone hydrates the desktop markup, then shows the compact tiles', async () => {
    setWindowWidth(375);
    const { container, errors } = await hydrate('/');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const tiles = within(container).getByRole('list', { name: 'Raffle products' });
    await waitFor(() =>
      expect(within(tiles).getByRole('link', { name: /Get Cash/ })).toHaveClass('product-tile-compact'),
    );
  });

  it('a product page hydrates its shell, then shows the page itself', async () => {
    const { container } = await hydrate('/get-cash');
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Get Cash');
    // No raffle named in the address: the page says so in the server's HTML already.
    await within(container).findByText(/No raffle was chosen/);
    expect(within(container).queryByText('Loading...')).not.toBeInTheDocument();
  });
});

// Issue #27: the product pages arrive with their cycle's prices and Scan2Pay4Me with its shop.
const shop = {
  vendor_id: '0b6f3c1e-8d2a-4c55-9a11-2f0e6c7d8e90',
  business_name: 'Mama Put Kitchen',
  business_address: '12 Allen Avenue, Ikeja',
  industry: 'Food',
  phone_number: '+2348030000001',
  contact_name: 'Mama Put',
  display_name: 'Mama Put Kitchen',
};
const openCycle = {
  ...cycle(41, 1, 'Get Cash'),
  winnable_amount: '50000.00',
  price_of_ticket: '250.00',
  payout_ratio_bps: 7000,
};
const getCashData: ServerPageData = {
  ...data,
  pageQueries: {
    raffleOffer: {
      raffle_cycle_id: 41,
      raffle_type_id: 1,
      answer: { raffle_cycle: { ...openCycle, raffle_type_id: 1 } },
    },
  },
};
const scanData: ServerPageData = {
  ...data,
  pageQueries: {
    vendor: { vendor_id: shop.vendor_id, answer: { vendor: shop } },
    activeOffer: { raffle_type_id: 2, answer: { raffle_cycle: openCycle } },
  },
};

describe('the product pages and /thank-you drawn on the server with their data', () => {
  let root: Root | undefined;
  const recoverable = vi.fn();
  beforeEach(() => {
    recoverable.mockReset();
    vi.stubGlobal('scrollTo', () => {});
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  async function hydrate(path: string, pageData: ServerPageData) {
    const fake = installFakeServer();
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = (await renderApp(path, pageData)).html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = await hydrateServerRenderedPage(container, pageData, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    return { container, fake };
  }

  it('Get Cash: the price, the prize and the odds of one ticket in the first HTML, hydrated as sent', async () => {
    const path = '/get-cash?raffle_cycle_id=41&raffle_type_id=1';
    const page = await renderApp(path, getCashData);
    expect(page.status).toBe(200);
    expect(page.html).toContain('₦50,000.00');
    expect(page.html).toContain('Pay ₦250.00');
    expect(page.html).toContain('1 in 286');
    expect(page.html).not.toContain('Loading');
    const { container, fake } = await hydrate(path, getCashData);
    expect(within(container).getByRole('button', { name: 'Pay ₦250.00' })).toBeEnabled();
    // The answer came with the page: no second ask for the raffle details.
    expect(
      fake.calls.filter((call) => String(call.init?.body ?? '').includes('validate_raffle_cycle_type')),
    ).toEqual([]);
  });

  it('a cycle that does not offer the type answers with a redirect to /404, as the browser would go', async () => {
    const page = await renderApp('/get-cash?raffle_cycle_id=41&raffle_type_id=1', {
      ...data,
      pageQueries: { raffleOffer: { raffle_cycle_id: 41, raffle_type_id: 1, answer: null } },
    });
    expect(page).toMatchObject({ status: 302, location: '/404' });
    expect(await renderApp('/404', data)).toMatchObject({ status: 404 });
  });

  it("Scan2Pay4Me: the shop's name and address and the spendable amount, hydrated as sent", async () => {
    const path = `/scan2pay4me?raffle_type_id=2&vendor_id=${shop.vendor_id}`;
    const page = await renderApp(path, scanData);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Mama Put Kitchen');
    expect(page.html).toContain('12 Allen Avenue, Ikeja');
    expect(page.html).toContain('₦50,000.00');
    const { container } = await hydrate(path, scanData);
    expect(within(container).getByRole('heading', { name: 'Mama Put Kitchen' })).toBeInTheDocument();
  });

  it('Scan2Pay4Me for an unknown shop: its not-found state with 404; without a shop: to /dashboard', async () => {
    const unknown = await renderApp('/scan2pay4me?raffle_type_id=2&vendor_id=nobody', {
      ...data,
      pageQueries: {
        vendor: { vendor_id: 'nobody', answer: null },
        activeOffer: { raffle_type_id: 2, answer: null },
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('We could not find this shop');
    expect(await renderApp('/scan2pay4me', data)).toMatchObject({ status: 302, location: '/dashboard' });
  });

  it('/thank-you says "Confirming your payment of ₦500.00..." at once, then the spec\'s states', async () => {
    const path = '/thank-you?reference=ref-1';
    const thankYouData: ServerPageData = {
      ...data,
      pageQueries: { payment: { reference: 'ref-1', order_amount: '500.00' } },
    };
    const page = await renderApp(path, thankYouData);
    expect(page.html).toContain('Confirming your payment of ₦500.00...');
    expect((await renderApp('/thank-you', data)).html).toContain('Confirming your payment...');
    const { container } = await hydrate(path, thankYouData);
    // The page itself (ThankYouPage, verifying with the server) takes over from the first line.
    await waitFor(() => expect(within(container).queryByText(/Confirming your payment/)).toBeNull());
    expect(within(container).getByRole('progressbar', { name: 'Payment progress' })).toBeInTheDocument();
  });
});
