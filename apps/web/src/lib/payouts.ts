import { apiClient, ApiError, INVALID_RESPONSE_MESSAGE } from './api-client';

/**
 * Money leaving a wallet for a bank account: POST /api/user/transfer (customers) and /api/user/settlement
 * (vendors) answer alike (docs/API.md, Dashboard money).
 */
export interface PayoutData {
  transfer_id: string;
  status: 'Successful' | 'Pending' | 'Failed';
  amount: string;
  fee: string;
  bank: string;
  bank_name: string;
  recipientAccount: string;
  account_name: string;
  wallet_balance: string;
}

export interface PayoutAnswer {
  success: boolean;
  message: string;
  data: PayoutData;
}

/** A bank may take a while to answer; the server waits up to 10 s on the provider plus the name enquiry. */
export const PAYOUT_TIMEOUT_MS = 30_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function payoutAnswerOf(body: unknown): PayoutAnswer {
  if (
    !isRecord(body) ||
    typeof body.success !== 'boolean' ||
    !isRecord(body.data) ||
    !['Successful', 'Pending', 'Failed'].includes(String(body.data.status))
  )
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return {
    success: body.success,
    message: String(body.message ?? ''),
    data: body.data as unknown as PayoutData,
  };
}

/**
 * Sends a payout with its Idempotency-Key. Network errors and 5xx are retried with the same key, which the
 * server answers with the first result, never a second payout. A refusal (4xx) throws ApiError.
 */
export async function postPayout(path: string, body: unknown, idempotencyKey: string): Promise<PayoutAnswer> {
  const answer = await apiClient.post(path, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: true,
    timeoutMs: PAYOUT_TIMEOUT_MS,
  });
  return payoutAnswerOf(answer);
}
