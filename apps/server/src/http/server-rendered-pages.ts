import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { listOpenCycles } from '../domain/raffle/cycles';
import { activeProductPayload } from './raffle-views';

/**
 * What the web build's page renderer offers (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr).
 * The server loads it from its path at start: the server does not import web code.
 */
export interface PageRenderer {
  paths: readonly string[];
  /** CSP style-src sources ('sha256-...') for the inline <style> blocks of the pages. */
  styleHashes: string[];
  render(
    pathname: string,
    data: { activeProducts: { raffle_cycles: unknown; fetchedAt: number } },
  ): Promise<{ html: string; status: number }>;
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

interface RenderedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

interface ProductsSnapshot {
  fetchedAt: number;
  raffleCycles: ReturnType<typeof activeProductPayload>[];
  /** The pages drawn from this snapshot: each path is rendered (and compressed) once per snapshot. */
  pages: Map<string, Promise<RenderedPage>>;
}

export interface ServerRenderedPages {
  handles(pathname: string): boolean;
  /** Sends the page, or returns false (the caller sends the plain app shell) if it cannot be drawn. */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean>;
}

export function serverRenderedPages(
  deps: Pick<AppDependencies, 'database' | 'clock'>,
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
        snapshot = { fetchedAt: now, raffleCycles: cycles.map(activeProductPayload), pages: new Map() };
        return snapshot;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function render(pathname: string, products: ProductsSnapshot): Promise<RenderedPage> {
    const page = await renderer.render(pathname, {
      activeProducts: { raffle_cycles: products.raffleCycles, fetchedAt: products.fetchedAt },
    });
    const identity = Buffer.from(page.html);
    return {
      status: page.status,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      // Compressed once per render; quality 9 is within a few per cent of 11 at a fraction of the CPU.
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    };
  }

  async function page(pathname: string): Promise<RenderedPage> {
    const products = await currentProducts();
    let rendered = products.pages.get(pathname);
    if (!rendered) {
      rendered = render(pathname, products);
      products.pages.set(pathname, rendered);
      // A failed render is tried again by the next request, not remembered.
      rendered.catch(() => products.pages.delete(pathname));
    }
    return rendered;
  }

  return {
    handles: (pathname) => paths.has(pathname),
    async send(request, reply, pathname) {
      let rendered: RenderedPage;
      try {
        rendered = await page(pathname);
      } catch (error) {
        request.log.error({ err: error, pathname }, 'Could not render the page on the server');
        return false;
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply
        .status(rendered.status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
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
