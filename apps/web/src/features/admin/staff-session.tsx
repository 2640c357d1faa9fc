import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { adminApi, STAFF_SIGNED_OUT_EVENT, type StaffMe } from './api';

export const ME_QUERY_KEY = ['admin', 'me'] as const;

interface StaffSession {
  me: StaffMe | null;
  loading: boolean;
  /** After sign-in: the shell reads /me again. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

/** Who is signed in to the console: GET /api/admin/me (null on 401). */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async () => {
      try {
        return await adminApi.get<StaffMe>('/me', { signedOutOn401: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

  useEffect(() => {
    // Any console call that finds the session gone (idle 15 minutes, ended by an admin) shows the sign-in.
    const onSignedOut = () => {
      queryClient.removeQueries({
        predicate: (entry) => entry.queryKey[0] === 'admin' && entry.queryKey[1] !== 'me',
      });
      queryClient.setQueryData(ME_QUERY_KEY, null);
    };
    window.addEventListener(STAFF_SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(STAFF_SIGNED_OUT_EVENT, onSignedOut);
  }, [queryClient]);

  const value: StaffSession = {
    me: query.data ?? null,
    loading: query.isPending,
    refresh: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    signOut: async () => {
      await adminApi.post('/auth/sign-out').catch(() => undefined);
      queryClient.removeQueries({ predicate: (entry) => entry.queryKey[0] === 'admin' });
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
  };
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside StaffSessionProvider');
  return session;
}
