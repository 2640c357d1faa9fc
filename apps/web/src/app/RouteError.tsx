import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useMessages } from '../lib/i18n/LanguageProvider';
import { appMessages } from './app.messages';

// Lazy like the 404 route itself, so the not-found page stays out of the entry chunk.
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** Shown when a route fails to load (for example a lazy chunk over a dropped connection). */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages(appMessages);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  console.error('Route error', error);
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('pageDidNotLoad')}</h1>
      <p>{t('pageDidNotLoadHelp')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}
