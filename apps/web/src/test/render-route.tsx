import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from './render-app';

/** Renders one page at a URL with stand-ins for the pages it may send the browser to. */
export function renderRoute(
  path: string,
  element: ReactElement,
  url: string,
  options: { routes?: RouteObject[]; state?: unknown } = {},
) {
  const view = renderRoutes(
    [
      { path, element },
      { path: '/404', element: <p>Not found page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      ...(options.routes ?? []),
    ],
    url,
  );
  // Arriving with navigation state (as /thank-you sends a cancelled buyer back).
  if (options.state !== undefined) void view.router.navigate(url, { replace: true, state: options.state });
  return view;
}
