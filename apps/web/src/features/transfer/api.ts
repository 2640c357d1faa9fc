import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOf } from '../../lib/api-client';
import { postPayout, type PayoutAnswer } from '../../lib/payouts';

export const TRANSFER_PATH = '/api/user/transfer';
export const LOOKUP_PATH = '/api/user/transfer/lookup';

/** The spec's transfer payload (section 3): bank (CBN code), recipientAccount, amount, description. */
export interface TransferPayload {
  bank: string;
  recipientAccount: string;
  amount: number | string;
  description: string;
}

export function sendTransfer(payload: TransferPayload, idempotencyKey: string): Promise<PayoutAnswer> {
  return postPayout(TRANSFER_PATH, payload, idempotencyKey);
}

export async function lookUpAccountName(bank: string, recipientAccount: string): Promise<string> {
  const data = dataOf<{ account_name: string }>(
    await apiClient.post(LOOKUP_PATH, { bank, recipientAccount }),
  );
  return data.account_name;
}

/** Name enquiry (DOMAIN.md transfer step 2), asked once the bank and a valid NUBAN are in. */
export function useAccountName(bank: string, recipientAccount: string, enabled: boolean) {
  return useQuery({
    queryKey: ['account-name', bank, recipientAccount],
    queryFn: () => lookUpAccountName(bank, recipientAccount),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
