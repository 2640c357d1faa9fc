import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// Lazy like the 404 route itself, so the not-found page stays out of the entry chunk.
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** Shown when a route fails to load (for example a lazy chunk over a dropped connection). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  console.error('Route error', error);
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">This page could not load</h1>
      <p>Check your internet connection, then reload the page.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
