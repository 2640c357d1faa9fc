import { raffleTypeInfo, RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AfterHydration } from '../lib/after-hydration';
import { dashboardRoles } from './guards/route-access';

// The buying and fairness pages (issue #6), each its own lazy chunk: none of it is on the home page's bill.
const page = (module: { default: ComponentType }) => ({ Component: module.default });

/**
 * A product page the server renders as its shell (ProductPageShell: frame, title, loading line); the
 * browser swaps in the page once it has taken over the server's HTML.
 */
function productPage(
  load: () => Promise<{ default: ComponentType }>,
  title: string,
  icon: string,
): RouteObject['lazy'] {
  return async () => {
    const [module, { ProductPageShell }] = await Promise.all([
      load(),
      import('../features/buying/components/ProductPageShell'),
    ]);
    const Page = module.default;
    const shell = createElement(ProductPageShell, { title, icon });
    return { Component: () => createElement(AfterHydration, { shell, children: createElement(Page) }) };
  };
}

const typeShell = (typeId: number) => [raffleTypeInfo(typeId).name, raffleTypeInfo(typeId).icon] as const;

export const buyingPublicRoutes: RouteObject[] = [
  {
    path: 'get-cash',
    lazy: productPage(
      () => import('../features/buying/pages/GetCashPage'),
      ...typeShell(RAFFLE_TYPE.getCash),
    ),
  },
  {
    path: 'pay4me',
    lazy: productPage(() => import('../features/buying/pages/Pay4MePage'), ...typeShell(RAFFLE_TYPE.pay4Me)),
  },
  {
    path: 'on-the-house',
    lazy: productPage(
      () => import('../features/buying/pages/OnTheHousePage'),
      ...typeShell(RAFFLE_TYPE.onTheHouse),
    ),
  },
  {
    path: 'scan2pay4me',
    lazy: productPage(() => import('../features/buying/pages/ScanToPayPage'), 'Scan2Pay4Me', 'bi-qr-code'),
  },
  { path: 'thank-you', lazy: () => import('../features/buying/pages/ThankYouPage').then(page) },
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
