import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session';
import { ErrorBoundary } from './ErrorBoundary';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Retries are the API client's job (spec section 8): TanStack Query must not multiply them.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );
  const [router] = useState(createRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* After a logout (here, by the idle timer, or in another tab) the app goes to /login; cached data goes. */}
        <SessionProvider
          onSignedOut={() => {
            queryClient.clear();
            void router.navigate('/login');
          }}
        >
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
