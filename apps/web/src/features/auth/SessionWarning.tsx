import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';

// The modal (and react-bootstrap's Modal) loads only when the warning is due: no cost on any first paint.
const SessionExpiringModal = lazy(() => import('./SessionExpiringModal'));

/** Mount once, inside the SessionProvider: renders the Session Expiring modal when the warning is due. */
export function SessionWarning() {
  const { showWarning } = useSession();
  if (!showWarning) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiringModal />
    </Suspense>
  );
}
