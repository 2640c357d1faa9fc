import { lazy, Suspense } from 'react';

// The route's own chunk is this file only, so the public entry chunk lists one dependency for /admin instead of
// every module the console shares with other pages (Vite puts each lazy route's dependency list in the entry).
const AdminApp = lazy(() => import('./AdminApp'));

export default function AdminRoute() {
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}
