import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AfterHydration } from '../lib/after-hydration';
import { dashboardRoles } from './guards/route-access';

// The buying and fairness pages (issue #6), each its own lazy chunk: none of it is on the home page's bill.
const page = (module: { default: ComponentType }) => ({ Component: module.default });

/**
 * A page whose first screen depends on what only the browser knows (the payment being verified): the server
 * sends `loadShell`'s frame, and the browser swaps in the page once it has taken over the server's HTML.
 */
function pageAfterShell(
  load: () => Promise<{ default: ComponentType }>,
  loadShell: () => Promise<ComponentType>,
): RouteObject['lazy'] {
  return async () => {
    const [module, Shell] = await Promise.all([load(), loadShell()]);
    const Page = module.default;
    return {
      Component: () =>
        createElement(AfterHydration, { shell: createElement(Shell), children: createElement(Page) }),
    };
  };
}

// The product pages are rendered by the server as they are, with their cycle and shop (entry-server.tsx).
export const buyingPublicRoutes: RouteObject[] = [
  { path: 'get-cash', lazy: () => import('../features/buying/pages/GetCashPage').then(page) },
  { path: 'pay4me', lazy: () => import('../features/buying/pages/Pay4MePage').then(page) },
  { path: 'on-the-house', lazy: () => import('../features/buying/pages/OnTheHousePage').then(page) },
  { path: 'scan2pay4me', lazy: () => import('../features/buying/pages/ScanToPayPage').then(page) },
  {
    path: 'thank-you',
    lazy: pageAfterShell(
      () => import('../features/buying/pages/ThankYouPage'),
      async () =>
        (await import('../features/buying/components/ConfirmingPaymentShell')).ConfirmingPaymentShell,
    ),
  },
  { path: 'fairness', lazy: () => import('../features/fairness/FairnessPage').then(page) },
];

// Spec section 2: these dashboard routes have no role list, so the guard sends vendors to /dashboard.
export const buyingDashboardRoutes: RouteObject[] = [
  {
    path: 'get-cash',
    handle: dashboardRoles.products,
    lazy: () => import('../features/buying/pages/DashboardGetCashPage').then(page),
  },
  {
    path: 'pay4me',
    handle: dashboardRoles.products,
    lazy: () => import('../features/buying/pages/DashboardPay4MePage').then(page),
  },
  {
    path: 'on-the-house',
    handle: dashboardRoles.products,
    lazy: () => import('../features/buying/pages/DashboardOnTheHousePage').then(page),
  },
];
