import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders one page at a URL inside a real router, with stand-ins for the pages it may navigate to. */
export function renderRoute(
  path: string,
  element: ReactElement,
  url: string,
  options: { routes?: RouteObject[]; state?: unknown } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/404', element: <p>Not found page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      ...(options.routes ?? []),
    ],
    {
      initialEntries: [
        options.state === undefined
          ? url
          : {
              pathname: url.split('?')[0]!,
              search: url.includes('?') ? `?${url.split('?')[1]}` : '',
              state: options.state,
            },
      ],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
