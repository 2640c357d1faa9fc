import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@chancepay/shared/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { listOpenCycles } from '../domain/raffle/cycle-views';
import { pageAddress, type PageAddress, type PageQueryAnswers } from './page-data';
import { activeProductPayload } from './raffle-views';
import { requestLanguage } from './request-language';

/**
 * What the web build's page renderer offers (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr).
 * The server loads it from its path at start: the server does not import web code.
 */
export interface PageRenderer {
  paths: readonly string[];
  /** CSP style-src sources ('sha256-...') for the inline <style> blocks of the pages. */
  styleHashes: string[];
  /** `url` is the path with the query the page reads (`/get-cash?raffle_cycle_id=4&raffle_type_id=1`). */
  render(
    url: string,
    data: {
      activeProducts: { raffle_cycles: unknown; fetchedAt: number };
      pageQueries?: PageQueryAnswers;
      site?: { testimonial_video_url: string | null };
    },
    language?: Language,
  ): Promise<{ html: string; status: number; location?: string }>;
}

/** The built renderer at `file`, or null when the web app was built without it. */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { loadPageRenderer(): Promise<PageRenderer> };
  return module.loadPageRenderer();
}

/**
 * How long the open cycles drawn into the pages are reused. A cycle closed or opened shows on the home page
 * within this time; the pages cost one query per period, whatever the traffic.
 */
export const PAGE_PRODUCTS_CACHE_MS = 10_000;

/**
 * How many renders of query-dependent pages (a product page per cycle, Scan2Pay4Me per shop) one snapshot keeps:
 * the addresses are the visitor's to choose, so memory is bounded whatever they send; beyond it, pages are drawn
 * per request.
 */
export const PAGE_RENDERS_PER_SNAPSHOT = 200;

interface RenderedPage {
  status: number;
  /** A redirect the page asked for (Scan2Pay4Me without its shop goes to /dashboard, spec section 2). */
  location?: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

interface ProductsSnapshot {
  fetchedAt: number;
  raffleCycles: ReturnType<typeof activeProductPayload>[];
  /** The pages drawn from this snapshot: each address is rendered (and compressed) once per snapshot and language. */
  pages: Map<string, Promise<RenderedPage>>;
}

export interface ServerRenderedPages {
  handles(pathname: string): boolean;
  /**
   * Sends the page at `pathname` drawn with the query parameters it reads from `query`, or returns false (the
   * caller sends the plain app shell) if it cannot be drawn.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    query: URLSearchParams,
  ): Promise<boolean>;
}

export function serverRenderedPages(
  deps: AppDependencies,
  renderer: PageRenderer,
  cacheMs = PAGE_PRODUCTS_CACHE_MS,
): ServerRenderedPages {
  const paths = new Set(renderer.paths);
  let snapshot: ProductsSnapshot | null = null;
  let loading: Promise<ProductsSnapshot> | null = null;

  function currentProducts(): Promise<ProductsSnapshot> {
    const now = deps.clock().getTime();
    if (snapshot && now - snapshot.fetchedAt < cacheMs) return Promise.resolve(snapshot);
    // One query however many requests arrive while it runs.
    loading ??= listOpenCycles(deps.database.db)
      .then((cycles) => {
        snapshot = {
          fetchedAt: now,
          raffleCycles: cycles.map((cycle) => activeProductPayload(cycle, deps.config.WINNINGS_TAX_BPS)),
          pages: new Map(),
        };
        return snapshot;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function render(
    address: PageAddress,
    products: ProductsSnapshot,
    language: Language,
  ): Promise<RenderedPage> {
    const pageQueries = await address.answers(deps);
    const page = await renderer.render(
      address.url,
      {
        activeProducts: { raffle_cycles: products.raffleCycles, fetchedAt: products.fetchedAt },
        ...(Object.keys(pageQueries).length > 0 ? { pageQueries } : {}),
        site: { testimonial_video_url: deps.config.TESTIMONIAL_VIDEO_URL ?? null },
      },
      language,
    );
    const identity = Buffer.from(page.html);
    return {
      status: page.status,
      ...(page.location ? { location: page.location } : {}),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      // Compressed once per render; quality 9 is within a few per cent of 11 at a fraction of the CPU.
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    };
  }

  async function page(address: PageAddress, language: Language): Promise<RenderedPage> {
    const products = await currentProducts();
    // A page drawn from one order is drawn for each request.
    if (!address.shared) return render(address, products, language);
    const key = `${language} ${address.url}`;
    let rendered = products.pages.get(key);
    if (!rendered) {
      rendered = render(address, products, language);
      if (products.pages.size < PAGE_RENDERS_PER_SNAPSHOT) {
        products.pages.set(key, rendered);
        // A failed render is tried again by the next request, not remembered.
        rendered.catch(() => products.pages.delete(key));
      }
    }
    return rendered;
  }

  return {
    handles: (pathname) => paths.has(pathname),
    async send(request, reply, pathname, query) {
      const address = pageAddress(pathname, query);
      let rendered: RenderedPage;
      try {
        rendered = await page(address, requestLanguage(request));
      } catch (error) {
        request.log.error({ err: error, pathname }, 'Could not render the page on the server');
        return false;
      }
      if (rendered.location) {
        await reply.header('Cache-Control', 'no-cache').redirect(rendered.location, rendered.status);
        return true;
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply
        .status(rendered.status)
        // A page drawn from one order is that buyer's: no shared cache keeps it.
        .header('Cache-Control', address.shared ? 'no-cache' : 'private, no-cache')
        // The language comes from the cookie, else Accept-Language: a cache must keep a copy per language.
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('ETag', rendered.etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === rendered.etag && rendered.status === 200) {
        await reply.status(304).send();
        return true;
      }
      if (encoding) reply.header('Content-Encoding', encoding);
      await reply.send(encoding ? rendered[encoding] : rendered.identity);
      return true;
    },
  };
}
