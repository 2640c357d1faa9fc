import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { SessionWarning } from '../features/auth/SessionWarning';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { buyingDashboardRoutes, buyingPublicRoutes } from './buying-routes';
import { dashboardRoles } from './guards/route-access';
import { ScrollManager } from './guards/ScrollManager';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './RouteError';

const page = (module: { default: ComponentType }) => ({ Component: module.default });

/** Sign-in pages (issue #4), each a lazy chunk. */
export const accountPublicRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('../features/auth/LoginPage').then(page) },
  { path: 'signup', lazy: () => import('../features/auth/SignupPage').then(page) },
  { path: 'reset-password', lazy: () => import('../features/auth/ResetPasswordPage').then(page) },
];

/**
 * Pages inside /dashboard. `handle` carries the spec's role table (guards/route-access.ts): add yours with
 * `handle: dashboardRoles.transfer` and so on; leave `handle` out for a route with no role list.
 */
export const dashboardChildRoutes: RouteObject[] = [
  {
    index: true,
    handle: dashboardRoles.home,
    lazy: () => import('../features/dashboard-shell/DashboardHomePage').then(page),
  },
  {
    path: 'profile',
    handle: dashboardRoles.profile,
    lazy: () => import('../features/profile/ProfilePage').then(page),
  },
  ...buyingDashboardRoutes,
  { path: '*', handle: dashboardRoles.notFound, element: <NotFoundPage /> },
];

/** Frame around every page: scroll handling and the Session Expiring modal. */
function RootFrame() {
  return (
    <>
      <ScrollManager />
      <Outlet />
      <SessionWarning />
    </>
  );
}

// The home page ships in the entry chunk (it is the first paint); every other page is a lazy chunk.
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootFrame />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <HomePage /> },
            ...accountPublicRoutes,
            ...buyingPublicRoutes,
            { path: '404', element: <NotFoundPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: '/dashboard',
          lazy: () => import('./layouts/DashboardLayout').then(page),
          children: dashboardChildRoutes,
        },
      ],
    },
  ]);
}
