import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOf } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';

export const TRANSACTION_PIN_PATH = '/api/user/transaction-pin';
export const transactionPinQueryKey = ['transaction-pin'] as const;

/** GET /api/user/transaction-pin: whether the customer has a PIN, and whether 5 wrong tries locked it. */
export interface TransactionPinState {
  has_pin: boolean;
  locked: boolean;
  tries_left: number;
  /** The USSD code where the PIN also buys tickets and shows the balance; null when USSD is not open. */
  ussd_code?: string | null;
}

export interface TransactionPinAnswer {
  message: string;
  data: TransactionPinState;
}

export function useTransactionPinState() {
  return useQuery({
    queryKey: transactionPinQueryKey,
    queryFn: async () => dataOf<TransactionPinState>(await apiClient.get(TRANSACTION_PIN_PATH)),
  });
}

async function posted(path: string, body: unknown): Promise<TransactionPinAnswer> {
  const answer = await apiClient.post<{ message: string }>(path, body);
  return { message: answer.message, data: dataOf<TransactionPinState>(answer) };
}

/** Sets the first PIN, or changes it (`current_pin` then); the password is typed again either way. */
export function savePin(body: { password: string; new_pin: string; current_pin?: string }) {
  return posted(TRANSACTION_PIN_PATH, body);
}

/** Forgot PIN, step 1: a 6-digit code to the verified phone. */
export async function sendPinResetCode(): Promise<string> {
  const answer = await apiClient.post<{ message: string }>(`${TRANSACTION_PIN_PATH}/reset-code`, {});
  return answer.message;
}

/** Forgot PIN, step 2: the code, a new PIN and the password; unlocks the PIN. */
export function resetPin(body: { code: string; new_pin: string; password: string }) {
  return posted(`${TRANSACTION_PIN_PATH}/reset`, body);
}

/** The server's message for each field it named (new_pin, current_pin, password, code, pin). */
export function pinFieldErrors(error: unknown): Record<string, string> {
  return fieldErrorsOf(error);
}
