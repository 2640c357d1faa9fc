import type { Language } from '@chancepay/shared/i18n/languages';
import type { Catalog } from '@chancepay/shared/i18n/messages';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageQueryAnswers } from '../features/buying/api/server-page-queries';
import { seedActiveProducts } from '../features/public-site/api/active-products';
import { seedSiteConfig } from '../features/public-site/api/site-config';
import { App, createQueryClient } from './App';
import { appRoutes, createRouter } from './router';

/** The id of the JSON data block a server-rendered page carries (entry-server.tsx writes it). */
export const serverDataElementId = 'chancepay-data';

/** What the server rendered the page from; the browser starts from the same data to hydrate it. */
export interface ServerPageData {
  /** `raffle_cycles` as get_active_raffle_products answers, and when the server fetched them (ms). */
  activeProducts: { raffle_cycles: unknown; fetchedAt: number };
  /** A product page's or /thank-you's own answers for its address (features/buying/api/server-page-queries.ts). */
  pageQueries?: PageQueryAnswers;
  /** The server's public settings (site-config): whether a testimonial video is configured. */
  site?: { testimonial_video_url: string | null };
}

/** Fills `queryClient` with what the page was drawn from: the same on the server and in the browser. */
export async function seedServerPageData(queryClient: QueryClient, data: ServerPageData): Promise<void> {
  seedActiveProducts(queryClient, data.activeProducts.raffle_cycles, data.activeProducts.fetchedAt);
  if (data.site) seedSiteConfig(queryClient, data.site.testimonial_video_url);
  if (data.pageQueries) {
    // The buying pages' readers stay out of the home page's bundle: loaded only for a page that has answers.
    const { seedPageQueries } = await import('../features/buying/api/server-page-queries');
    seedPageQueries(queryClient, data.pageQueries, data.activeProducts.fetchedAt);
  }
}

export function readServerPageData(): ServerPageData | null {
  const text = document.getElementById(serverDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ServerPageData;
    return typeof data?.activeProducts?.fetchedAt === 'number' ? data : null;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy modules of the routes that match `pathname` into the route objects, before the router is
 * made from them: the router's first render is then the page itself, as the server rendered it, rather than
 * nothing while a chunk downloads (which React would report as a hydration mismatch).
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/**
 * Takes over a page the server rendered (entry-server.tsx) instead of drawing it again: the same routes with
 * the page's lazy module loaded, and the same data, so React finds exactly the HTML it would render.
 */
export async function hydrateServerRenderedPage(
  container: Element,
  data: ServerPageData,
  options: { onRecoverableError?: (error: unknown) => void; language?: Language; catalog?: Catalog } = {},
): Promise<Root> {
  const routes = appRoutes();
  const queryClient = createQueryClient();
  await Promise.all([
    loadLazyMatches(routes, window.location.pathname),
    seedServerPageData(queryClient, data),
  ]);
  return hydrateRoot(
    container,
    <StrictMode>
      <App
        router={createRouter(routes)}
        queryClient={queryClient}
        language={options.language}
        catalog={options.catalog}
      />
    </StrictMode>,
    { onRecoverableError: options.onRecoverableError },
  );
}
