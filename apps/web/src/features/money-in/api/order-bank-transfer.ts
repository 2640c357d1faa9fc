import { useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, dataOf, INVALID_RESPONSE_MESSAGE } from '../../../lib/api-client';

/**
 * One order paid by transfer to a one-time account for the exact amount (issue #22 item 5, DOMAIN.md Money
 * in): POST starts it (idempotent: the same order gets the same account), GET reads where it stands.
 */
export function orderBankTransferPath(orderId: string): string {
  return `/api/context-proxy/v1/orders/${encodeURIComponent(orderId)}/bank-transfer`;
}

export type OrderBankTransferStatus = 'waiting' | 'paid' | 'expired';

/** A transfer the gateway did not take as payment (another amount, or too late): it goes back to the sender. */
export interface ReturnedTransfer {
  amount: string;
  status: 'MISMATCH' | 'EXPIRED';
  returned: boolean;
  message?: string | null;
}

export interface OrderBankTransfer {
  order_id: string;
  account_number: string;
  account_name: string;
  bank_name: string;
  /** The exact amount to send, a naira string. */
  amount: string;
  expires_at: string;
  status: OrderBankTransferStatus;
  attempts: ReturnedTransfer[];
  message?: string | null;
}

function transferOf(body: unknown): OrderBankTransfer {
  const data = dataOf<OrderBankTransfer>(body);
  if (typeof data.account_number !== 'string' || !['waiting', 'paid', 'expired'].includes(data.status))
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return { ...data, attempts: Array.isArray(data.attempts) ? data.attempts : [] };
}

export async function startOrderBankTransfer(orderId: string): Promise<OrderBankTransfer> {
  return transferOf(await apiClient.post(orderBankTransferPath(orderId), {}));
}

export async function fetchOrderBankTransfer(orderId: string): Promise<OrderBankTransfer> {
  return transferOf(await apiClient.get(orderBankTransferPath(orderId)));
}

/**
 * Checks 3 s apart at first (a transfer usually lands within a minute), then a second longer each time up
 * to 10 s: a phone on a slow network should not spend its data asking the same question.
 */
export function bankTransferPollDelayMs(checksSoFar: number): number {
  return Math.min(3000 + 1000 * checksSoFar, 10_000);
}

/** The wait between checks, swapped by component tests (as checkoutNavigation is for the card). */
export const bankTransferPolling = { delayMs: bankTransferPollDelayMs };

export const orderBankTransferQueryKey = (orderId: string) => ['order-bank-transfer', orderId] as const;

/**
 * The transfer's state, asked again until it is paid or expired. TanStack Query pauses the interval while the
 * tab is hidden (the buyer is in their bank app) and asks at once when it is shown again.
 */
export function useOrderBankTransfer(orderId: string, started: OrderBankTransfer | undefined) {
  return useQuery({
    queryKey: orderBankTransferQueryKey(orderId),
    queryFn: () => fetchOrderBankTransfer(orderId),
    initialData: started,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'paid' || status === 'expired') return false;
      return bankTransferPolling.delayMs(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
  });
}
