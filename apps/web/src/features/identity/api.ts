import { useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, INVALID_RESPONSE_MESSAGE } from '../../lib/api-client';
import { identityMessages } from './identity.messages';

/** The customer's identity and wallet tier (DOMAIN.md "Identity and wallet tiers"), read from the server. */
export const IDENTITY_PATH = '/api/user/identity';
export const WALLET_LIMITS_PATH = '/api/user/wallet-limits';
export const identityQueryKey = ['identity'] as const;
export const walletLimitsQueryKey = ['wallet-limits'] as const;

export type Tier = 0 | 1 | 2 | 3;
export type IdentityNumberKind = 'bvn' | 'nin';
export type NextStep = 'bvn_or_nin' | 'nin' | 'bvn' | 'address' | 'address_pending' | null;

/** A verified number: only its last four digits ever reach the browser. */
export interface VerifiedNumber {
  last4: string;
  verified_at: string;
}

export interface AddressProofState {
  status: 'none' | 'pending' | 'accepted' | 'rejected';
  reason: string | null;
  uploaded_at: string | null;
}

export interface IdentityState {
  tier: Tier;
  date_of_birth: string | null;
  verified_name: string | null;
  bvn: VerifiedNumber | null;
  nin: VerifiedNumber | null;
  address: AddressProofState;
  next_step: NextStep;
  next_step_message: string | null;
}

/** A verification's answer: the state after it, and the name the BVN or NIN record holds. */
export interface VerificationAnswer extends IdentityState {
  returned_name: string | null;
}

export interface WalletLimits {
  tier: Tier;
  daily_out_kobo: number;
  used_today_kobo: number;
  left_today_kobo: number;
  /** null: the tier has no cap (tier 3). */
  balance_cap_kobo: number | null;
  held_kobo: number;
  held_message: string | null;
  next_step_message: string | null;
}

export interface IdentityNumberClaim {
  number: string;
  first_name: string;
  last_name: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The payload of an answer, whether the server wraps it in the house `{ success, data }` envelope or sends it
 * bare (the identity contract was written as the bare object); `tier` must be there either way.
 */
function payloadOf<T>(body: unknown): T {
  const payload = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(payload) || typeof payload.tier !== 'number')
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return payload as T;
}

export async function fetchIdentity(): Promise<IdentityState> {
  return payloadOf<IdentityState>(await apiClient.get(IDENTITY_PATH));
}

export async function fetchWalletLimits(): Promise<WalletLimits> {
  return payloadOf<WalletLimits>(await apiClient.get(WALLET_LIMITS_PATH));
}

/** Checks a BVN or NIN with NIBSS/NIMC through the server; consent is the customer's ticked box. */
export async function verifyIdentityNumber(
  kind: IdentityNumberKind,
  claim: IdentityNumberClaim,
): Promise<VerificationAnswer> {
  const body = await apiClient.post(`${IDENTITY_PATH}/${kind}`, { ...claim, consent: true });
  return payloadOf<VerificationAnswer>(body);
}

export const ADDRESS_PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ADDRESS_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const ADDRESS_PROOF_CHOICE_MESSAGE = identityMessages.en.chooseType;

/** The reason a file cannot be sent (a message of the identity book), before any upload (the server checks the bytes again). */
export function addressProofProblem(file: File | null): 'chooseFile' | 'chooseType' | 'fileEmpty' | null {
  if (!file) return 'chooseFile';
  if (!(ADDRESS_PROOF_TYPES as readonly string[]).includes(file.type)) return 'chooseType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > ADDRESS_PROOF_MAX_BYTES) return 'chooseType';
  return null;
}

export async function uploadAddressProof(file: File): Promise<IdentityState> {
  try {
    // An upload may take longer than a JSON call on a slow connection.
    return payloadOf<IdentityState>(
      await apiClient.post(`${IDENTITY_PATH}/address-proof`, file, {
        timeoutMs: 60_000,
        query: { file_name: file.name },
      }),
    );
  } catch (error) {
    // A proxy in front of the server may refuse a large body with no JSON message of its own.
    if (
      error instanceof ApiError &&
      (error.status === 413 || error.status === 415) &&
      !hasMessage(error.body)
    )
      throw new ApiError(ADDRESS_PROOF_CHOICE_MESSAGE, 'http', error.status, error.body);
    throw error;
  }
}

function hasMessage(body: unknown): boolean {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '';
}

// Both change away from this page (a transfer or a wallet payment uses the day's limit, a staff decision or a
// prize changes the tier or the held money): read afresh each time a page shows them, not the app's 30 s cache.
export function useIdentity() {
  return useQuery({ queryKey: identityQueryKey, queryFn: fetchIdentity, staleTime: 0 });
}

export function useWalletLimits(enabled = true) {
  return useQuery({ queryKey: walletLimitsQueryKey, queryFn: fetchWalletLimits, enabled, staleTime: 0 });
}
