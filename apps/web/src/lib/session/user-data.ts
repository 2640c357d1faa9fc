import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, dataOf } from '../api-client';
import { useSession } from './SessionProvider';
import type { SessionUser } from './storage';

/**
 * The user-data fetch that refreshes the wallet balance (spec section 7, Dashboard): GET /api/user/me.
 * After a transfer or a wallet payment, refetch it with
 * `queryClient.invalidateQueries({ queryKey: userDataQueryKey })`.
 */
export const USER_DATA_PATH = '/api/user/me';
export const userDataQueryKey = ['user-data'] as const;

export async function fetchUserData(): Promise<SessionUser> {
  return dataOf<SessionUser>(await apiClient.get(USER_DATA_PATH));
}

/** Keeps the stored user (and so every wallet balance on screen) up to date while signed in. */
export function useUserData() {
  const { token, controller, user } = useSession();
  const query = useQuery({
    queryKey: userDataQueryKey,
    queryFn: fetchUserData,
    enabled: token !== null,
  });
  useEffect(() => {
    if (query.data) controller.updateUser(query.data);
  }, [query.data, controller]);
  return { ...query, user };
}
