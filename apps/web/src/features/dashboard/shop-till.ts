import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient, dataOf } from '../../lib/api-client';

/** GET /api/vendor/payments: the shop's takings today (Lagos day), balance and newest Scan2Pay4Me payments. */
export const SHOP_TILL_PATH = '/api/vendor/payments';
/** How often the open dashboard asks; TanStack Query pauses it while the tab is hidden. */
export const SHOP_TILL_POLL_MS = 4000;
export const SHOP_TILL_QUERY_KEY = ['shop-till'] as const;

export interface ShopPaymentReceived {
  reference: string;
  /** "+234803****109" */
  payer: string;
  /** Naira, "1500.00" */
  amount: string;
  paid_at: string;
}

export interface ShopTill {
  today: { day: string; total: string; count: number };
  balance: string;
  payments: ShopPaymentReceived[];
  next_before: string | null;
  etag: string;
}

/**
 * One poll. The last answer's ETag goes back in If-None-Match: while nothing changed the server answers an
 * empty 304 and the page keeps what it has, so an idle dashboard costs a few bytes every few seconds. Polling
 * (rather than a push channel) works whichever copy of the server behind the load balancer answers.
 */
export async function fetchShopTill(previous: ShopTill | undefined): Promise<ShopTill> {
  try {
    const body = await apiClient.get(SHOP_TILL_PATH, {
      query: { limit: 10 },
      headers: previous ? { 'If-None-Match': previous.etag } : {},
      // The next poll is seconds away: a failed one is not worth three retries.
      retry: false,
    });
    return dataOf<ShopTill>(body);
  } catch (error) {
    if (previous && error instanceof ApiError && error.status === 304) return previous;
    throw error;
  }
}

export function useShopTill(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: SHOP_TILL_QUERY_KEY,
    queryFn: () => fetchShopTill(queryClient.getQueryData<ShopTill>(SHOP_TILL_QUERY_KEY)),
    enabled,
    refetchInterval: SHOP_TILL_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
