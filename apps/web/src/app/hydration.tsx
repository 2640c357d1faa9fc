import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { seedActiveProducts } from '../features/public-site/api/active-products';
import { App, createQueryClient } from './App';
import { appRoutes, createRouter } from './router';

/** The id of the JSON data block a server-rendered page carries (entry-server.tsx writes it). */
export const serverDataElementId = 'chancepay-data';

/** What the server rendered the page from; the browser starts from the same data to hydrate it. */
export interface ServerPageData {
  /** `raffle_cycles` as get_active_raffle_products answers, and when the server fetched them (ms). */
  activeProducts: { raffle_cycles: unknown; fetchedAt: number };
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
 * the page's lazy module loaded, and the same products, so React finds exactly the HTML it would render.
 */
export async function hydrateServerRenderedPage(
  container: Element,
  data: ServerPageData,
  options: { onRecoverableError?: (error: unknown) => void } = {},
): Promise<Root> {
  const routes = appRoutes();
  await loadLazyMatches(routes, window.location.pathname);
  const queryClient = createQueryClient();
  seedActiveProducts(queryClient, data.activeProducts.raffle_cycles, data.activeProducts.fetchedAt);
  return hydrateRoot(
    container,
    <StrictMode>
      <App router={createRouter(routes)} queryClient={queryClient} />
    </StrictMode>,
    options,
  );
}
