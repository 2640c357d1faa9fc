import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, ApiError, dataOf, INVALID_RESPONSE_MESSAGE } from '../../../lib/api-client';
import { userDataQueryKey } from '../../../lib/session';

/** The customer's own account number for topping up the wallet (issue #22 item 4, DOMAIN.md Money in). */
export const MONEY_IN_ACCOUNT_PATH = '/api/user/money-in/account';
export const moneyInAccountQueryKey = ['money-in-account'] as const;

/** posted: in the wallet; frozen: the gateway holds it until the BVN is attached; held: above the tier's cap. */
export type CreditStatus = 'posted' | 'frozen' | 'held';

export interface MoneyInCredit {
  reference: string;
  /** Naira strings, as the server sends them. */
  amount: string;
  fee: string;
  received_at: string;
  status: CreditStatus;
  message?: string | null;
}

export interface OpenMoneyInAccount {
  status: 'open';
  account_number: string;
  bank_name: string;
  account_name: string;
  credits: MoneyInCredit[];
  /** The tier's balance cap, when the server has one to say. */
  message?: string | null;
}

/** Tier 1+ with a verified BVN and no account yet: the BVN is never stored, so it is typed again. */
export interface NeedsBvnAgain {
  status: 'needs_bvn_again';
  name: string;
  message: string;
}

export interface NotEligible {
  status: 'not_eligible';
  message: string;
  next_step?: string | null;
}

export type MoneyInAccount = OpenMoneyInAccount | NeedsBvnAgain | NotEligible;

export interface OpenAccountRequest {
  bvn: string;
  gender: 'male' | 'female';
  address: string;
}

const STATUSES: readonly string[] = ['open', 'needs_bvn_again', 'not_eligible'];

function accountOf(body: unknown): MoneyInAccount {
  const data = dataOf<MoneyInAccount>(body);
  if (!STATUSES.includes(data.status)) throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  if (data.status === 'open' && !Array.isArray(data.credits)) return { ...data, credits: [] };
  return data;
}

export async function fetchMoneyInAccount(): Promise<MoneyInAccount> {
  return accountOf(await apiClient.get(MONEY_IN_ACCOUNT_PATH));
}

/** Opens the account with the BVN typed again; a 400 names the field it refuses (fieldErrorsOf). */
export async function openMoneyInAccount(request: OpenAccountRequest): Promise<MoneyInAccount> {
  return accountOf(await apiClient.post(MONEY_IN_ACCOUNT_PATH, request));
}

// While the page is open and visible, a top-up sent from a bank app shows up without a reload (and the
// balance with it); a hidden tab asks nothing (TanStack Query pauses the interval in the background).
const OPEN_ACCOUNT_REFRESH_MS = 20_000;

export function useMoneyInAccount() {
  return useQuery({
    queryKey: moneyInAccountQueryKey,
    queryFn: fetchMoneyInAccount,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === 'open' ? OPEN_ACCOUNT_REFRESH_MS : false),
  });
}

/** After the account opens: it is the query's answer now, and the balance is read again. */
export function useAccountOpened() {
  const queryClient = useQueryClient();
  return (account: MoneyInAccount) => {
    queryClient.setQueryData(moneyInAccountQueryKey, account);
    void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
  };
}
