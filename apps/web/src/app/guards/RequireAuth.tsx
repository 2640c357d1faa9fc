import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useMessages } from '../../lib/i18n/LanguageProvider';
import { useSession } from '../../lib/session';
import { appMessages } from '../app.messages';
import { routeAccess, type DashboardRouteHandle } from './route-access';

/**
 * The navigation guard of spec section 2: signed-out users go to /login (and come back after logging in);
 * the deepest matched route's `handle` decides which roles may stay.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const location = useLocation();
  const matches = useMatches();
  const t = useMessages(appMessages);
  if (!token || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  const handle = matches.at(-1)?.handle as DashboardRouteHandle | undefined;
  const atHome = location.pathname.replace(/\/+$/, '') === '/dashboard';
  const access = routeAccess(user.user_role, handle, atHome);
  if (access === 'to-dashboard') return <Navigate to="/dashboard" replace />;
  if (access === 'no-access')
    return (
      <div className="alert alert-info" role="status">
        {t('noDashboardForRole')}
      </div>
    );
  return children;
}
