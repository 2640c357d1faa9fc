import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/public-site/home/HomePage';
import { DashboardLayout } from './layouts/DashboardLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './RouteError';

/** A route whose page is its own chunk, downloaded when first visited. */
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const notFound = () => import('../features/not-found/NotFoundPage');

// The home page ships in the entry chunk (it is the first paint); every other page is a lazy chunk.
export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        lazyPage('about', () => import('../features/public-site/about/AboutPage')),
        lazyPage('team', () => import('../features/public-site/team/TeamPage')),
        lazyPage('how-it-works', () => import('../features/public-site/how-it-works/HowItWorksPage')),
        lazyPage('privacy', () => import('../features/public-site/policies/PrivacyPage')),
        lazyPage('terms', () => import('../features/public-site/policies/TermsPage')),
        lazyPage('coming-soon', () => import('../features/public-site/coming-soon/ComingSoonPage')),
        lazyPage('404', notFound),
        lazyPage('*', notFound),
      ],
    },
    {
      path: '/dashboard',
      element: <DashboardLayout />,
      errorElement: <RouteError />,
      children: [lazyPage('*', notFound)],
    },
  ]);
}
