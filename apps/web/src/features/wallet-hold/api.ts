import { useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, INVALID_RESPONSE_MESSAGE } from '../../lib/api-client';

export const WALLET_HOLD_PATH = '/api/user/wallet-hold';
export const walletHoldQueryKey = ['wallet-hold'] as const;

export interface WalletHold {
  on_hold: boolean;
  case_number: string | null;
  message: string | null;
}

export async function fetchWalletHold(): Promise<WalletHold> {
  const body = (await apiClient.get(WALLET_HOLD_PATH)) as { data?: unknown };
  const data = body?.data as Partial<WalletHold> | undefined;
  if (!data || typeof data.on_hold !== 'boolean') throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return data as WalletHold;
}

export function useWalletHold() {
  return useQuery({ queryKey: walletHoldQueryKey, queryFn: fetchWalletHold, staleTime: 0 });
}
