import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { SessionWarning } from '../features/auth/SessionWarning';
import { HomePage } from '../features/public-site/home/HomePage';
import { buyingDashboardRoutes, buyingPublicRoutes } from './buying-routes';
import { dashboardRoles } from './guards/route-access';
import { ScrollManager } from './guards/ScrollManager';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './RouteError';

/** A route whose page is its own chunk, downloaded when first visited. */
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const notFound = () => import('../features/not-found/NotFoundPage');

/** Sign-in pages (issue #4), each a lazy chunk. */
export const accountPublicRoutes: RouteObject[] = [
  lazyPage('login', () => import('../features/auth/LoginPage')),
  lazyPage('signup', () => import('../features/auth/SignupPage')),
  lazyPage('reset-password', () => import('../features/auth/ResetPasswordPage')),
];

/**
 * Pages inside /dashboard. `handle` carries the spec's role table (guards/route-access.ts): add yours with
 * `handle: dashboardRoles.transfer` and so on; leave `handle` out for a route with no role list.
 */
export const dashboardChildRoutes: RouteObject[] = [
  {
    index: true,
    handle: dashboardRoles.home,
    lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).default }),
  },
  {
    ...lazyPage('transfer', () => import('../features/transfer/TransferPage')),
    handle: dashboardRoles.transfer,
  },
  {
    ...lazyPage('add-money', () => import('../features/money-in/pages/AddMoneyPage')),
    handle: dashboardRoles.addMoney,
  },
  { ...lazyPage('reports', () => import('../features/reports/ReportsPage')), handle: dashboardRoles.reports },
  { ...lazyPage('profile', () => import('../features/profile/ProfilePage')), handle: dashboardRoles.profile },
  {
    ...lazyPage('receipts/:kind/:id', () => import('../features/receipts/ReceiptPage')),
    handle: dashboardRoles.reports,
  },
  ...buyingDashboardRoutes,
  { ...lazyPage('*', notFound), handle: dashboardRoles.notFound },
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
// The route tree is a function so the server (entry-server.tsx) and the browser each get their own copy.
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <HomePage /> },
            lazyPage('about', () => import('../features/public-site/about/AboutPage')),
            lazyPage('team', () => import('../features/public-site/team/TeamPage')),
            lazyPage('how-it-works', () => import('../features/public-site/how-it-works/HowItWorksPage')),
            lazyPage('privacy', () => import('../features/public-site/policies/PrivacyPage')),
            lazyPage('terms', () => import('../features/public-site/policies/TermsPage')),
            lazyPage('coming-soon', () => import('../features/public-site/coming-soon/ComingSoonPage')),
            ...accountPublicRoutes,
            ...buyingPublicRoutes,
            lazyPage('receipt/:reference', () => import('../features/receipts/OrderReceiptPage')),
            lazyPage('404', notFound),
            lazyPage('*', notFound),
          ],
        },
        // The operator console: one lazy route; its chunks hold the console's own routes (features/admin).
        lazyPage('/admin/*', () => import('../features/admin/AdminRoute')),
        {
          path: '/dashboard',
          lazy: async () => ({ Component: (await import('./layouts/DashboardLayout')).default }),
          children: dashboardChildRoutes,
        },
      ],
    },
  ];
}

/** `routes` are passed when their lazy modules were loaded first (hydration: main.tsx). */
export function createRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}
