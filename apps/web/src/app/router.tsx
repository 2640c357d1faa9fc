import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { buyingPublicRoutes } from './buying-routes';
import { DashboardLayout } from './layouts/DashboardLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './RouteError';

// The home page ships in the entry chunk (it is the first paint); every other page is a lazy chunk.
export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        ...buyingPublicRoutes,
        { path: '404', element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      path: '/dashboard',
      element: <DashboardLayout />,
      errorElement: <RouteError />,
      children: [{ path: '*', element: <NotFoundPage /> }],
    },
  ]);
}
