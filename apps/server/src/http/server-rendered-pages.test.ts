import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endCycle } from '../domain/raffle/cycles';
import { manualClock } from '../testing/accounts';
import { defineDemoTypes, openTestCycle } from '../testing/raffle';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PAGE_PRODUCTS_CACHE_MS, type PageRenderer } from './server-rendered-pages';

// The real renderer is the web build's (apps/web/src/entry-server.tsx, tested there and in e2e/); this one
// writes down what it was given, so the tests see which products the server handed over, and when.
const styleHash = "'sha256-dGVzdC1jcml0aWNhbC1jc3M='";
function recordingRenderer(): PageRenderer & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    paths: ['/', '/about'],
    styleHashes: [styleHash],
    async render(pathname, data, language = 'en') {
      calls.push(language === 'en' ? pathname : `${language} ${pathname}`);
      const cycles = data.activeProducts.raffle_cycles as {
        raffle_cycle_id: number;
        associated_types: { raffle_type: string }[];
      }[];
      const products = cycles.map(
        (cycle) => `${cycle.raffle_cycle_id}:${cycle.associated_types[0]!.raffle_type}`,
      );
      return {
        status: 200,
        html: `<!doctype html><html lang="${language}"><title>page ${pathname}</title><p>Win cash or get your shopping paid for</p><ul>${products
          .map((product) => `<li>${product}</li>`)
          .join('')}</ul><p>fetchedAt=${data.activeProducts.fetchedAt}</p>`,
      };
    },
  };
}

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'chancepay-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>ChancePay</title><div id="root"></div>',
  );
});

let t: TestApp | undefined;
afterEach(() => t?.close());

async function start(renderer: PageRenderer | null, clock = manualClock(new Date('2026-03-02T10:00:00Z'))) {
  t = await createTestApp({ webRoot, pageRenderer: renderer, clock: clock.now });
  await defineDemoTypes(t.database.db);
  return { app: t.app, db: t.database.db, clock };
}

describe('the server-rendered public pages', () => {
  it('sends / as HTML drawn from the open cycles, before any script runs', async () => {
    const renderer = recordingRenderer();
    const { app, db, clock } = await start(renderer);
    const cycle = await openTestCycle(db, { typeIds: [1] });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Win cash or get your shopping paid for');
    expect(response.body).toContain(`<li>${cycle.id}:Get Cash</li>`);
    expect(response.body).toContain(`fetchedAt=${clock.now().getTime()}`);
    // The query string does not make another page: the render is shared.
    await app.inject({ method: 'GET', url: '/?utm_source=sms' });
    expect(renderer.calls).toEqual(['/']);
  });

  it('draws the page in the visitor’s language (cookie, else Accept-Language), once per language', async () => {
    const renderer = recordingRenderer();
    const { app } = await start(renderer);
    const hausa = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'chancepay_language=ha' } });
    expect(hausa.body).toContain('<html lang="ha">');
    expect(hausa.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ha-NG,en;q=0.5' } });
    const english = await app.inject({ method: 'GET', url: '/' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.etag).not.toBe(hausa.headers.etag);
    expect(renderer.calls).toEqual(['ha /', '/']);
  });

  it(`shows a closed cycle's product gone, and a new one, within ${PAGE_PRODUCTS_CACHE_MS / 1000} s`, async () => {
    const { app, db, clock } = await start(recordingRenderer());
    const first = await openTestCycle(db, { typeIds: [1] });
    const pay4me = await openTestCycle(db, { typeIds: [2] });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(`<li>${pay4me.id}:Pay4Me</li>`);

    await endCycle(db, pay4me.id, 'closed', clock.now());
    const second = await openTestCycle(db, { typeIds: [1] }); // replaces the first Get Cash cycle
    clock.advance(PAGE_PRODUCTS_CACHE_MS - 1);
    const cached = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(cached).toContain(`<li>${pay4me.id}:Pay4Me</li>`);

    clock.advance(1);
    const fresh = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(fresh).not.toContain(`${pay4me.id}:Pay4Me`);
    expect(fresh).not.toContain(`<li>${first.id}:`);
    expect(fresh).toContain(`<li>${second.id}:Get Cash</li>`);
  });

  it('allows its inline CSS by hash in the CSP, and never inline scripts', async () => {
    const { app } = await start(recordingRenderer());
    const response = await app.inject({ method: 'GET', url: '/about' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${styleHash}`);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-inline');
    await t!.close();
    const withoutRenderer = await (await start(null)).app.inject({ method: 'GET', url: '/' });
    expect(String(withoutRenderer.headers['content-security-policy'])).toMatch(/style-src 'self'(;|$)/);
  });

  it('sends it compressed, and answers a repeat visit with 304 while nothing changed', async () => {
    const { app } = await start(recordingRenderer());
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Win cash');
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(gzip.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the plain app shell for other paths, and when the page cannot be drawn', async () => {
    const renderer = recordingRenderer();
    const { app } = await start({
      ...renderer,
      render: async (pathname, data) => {
        if (pathname === '/about') throw new Error('renderer broke');
        return renderer.render(pathname, data);
      },
    });
    for (const url of ['/login', '/dashboard/transfer', '/about']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>ChancePay</title><div id="root"></div>');
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('Win cash');
  });
});
