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

/**
 * Sends the spec's payload with the transaction PIN beside it (issue #27). The Idempotency-Key belongs to the
 * payload alone: a retry of the same submission with the PIN typed again still pays once.
 */
export function sendTransfer(
  payload: TransferPayload,
  pin: string,
  idempotencyKey: string,
): Promise<PayoutAnswer> {
  return postPayout(TRANSFER_PATH, { ...payload, pin }, idempotencyKey);
}

/** What the name enquiry answers: the account holder, and the fee a transfer costs on top of its amount. */
export interface RecipientLookup {
  account_name: string;
  fee?: string;
}

export async function lookUpRecipient(bank: string, recipientAccount: string): Promise<RecipientLookup> {
  return dataOf<RecipientLookup>(await apiClient.post(LOOKUP_PATH, { bank, recipientAccount }));
}

export async function lookUpAccountName(bank: string, recipientAccount: string): Promise<string> {
  return (await lookUpRecipient(bank, recipientAccount)).account_name;
}

const recipientQuery = (bank: string, recipientAccount: string, enabled: boolean) => ({
  queryKey: ['account-name', bank, recipientAccount],
  queryFn: () => lookUpRecipient(bank, recipientAccount),
  enabled,
  staleTime: 10 * 60_000,
  retry: false,
});

/** Name enquiry (DOMAIN.md transfer step 2), asked once the bank and a valid NUBAN are in. */
export function useAccountName(bank: string, recipientAccount: string, enabled: boolean) {
  return useQuery({
    ...recipientQuery(bank, recipientAccount, enabled),
    select: (answer: RecipientLookup) => answer.account_name,
  });
}

/** The transfer fee in naira ("0.00") from the same enquiry (one call), for the review sheet. */
export function useTransferFee(bank: string, recipientAccount: string, enabled: boolean) {
  return useQuery({
    ...recipientQuery(bank, recipientAccount, enabled),
    select: (answer: RecipientLookup) => answer.fee ?? '0.00',
  });
}
