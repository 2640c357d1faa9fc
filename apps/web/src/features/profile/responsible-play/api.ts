import type { SelfExclusionPeriod } from '@chancepay/shared/responsible-play';
import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOf } from '../../../lib/api-client';

export const PLAY_LIMITS_PATH = '/api/user/play-limits';
export const SELF_EXCLUSION_PATH = '/api/user/self-exclusion';
export const playLimitsQueryKey = ['play-limits'] as const;

/** One limit as GET /api/user/play-limits answers it (naira strings; null = no limit). */
export interface SpendLimitState {
  limit: string | null;
  spent: string;
  remaining: string | null;
  pending: { limit: string | null; effective_at: string } | null;
}

export interface PlayLimitsState {
  daily: SpendLimitState;
  monthly: SpendLimitState;
  excluded_until: string | null;
}

/** What the server said about a change, and the state after it. */
export interface PlayLimitsAnswer {
  message: string;
  data: PlayLimitsState;
}

export async function fetchPlayLimits(): Promise<PlayLimitsState> {
  return dataOf<PlayLimitsState>(await apiClient.get(PLAY_LIMITS_PATH));
}

/** Only the limits the customer changed are sent: a field left out stays as it is (null removes a limit). */
export async function saveSpendLimits(changes: {
  daily_limit?: string | null;
  monthly_limit?: string | null;
}): Promise<PlayLimitsAnswer> {
  const body = await apiClient.post<{ message: string }>(PLAY_LIMITS_PATH, changes);
  return { message: body.message, data: dataOf<PlayLimitsState>(body) };
}

export async function excludeMyself(period: SelfExclusionPeriod): Promise<PlayLimitsAnswer> {
  const body = await apiClient.post<{ message: string }>(SELF_EXCLUSION_PATH, { period });
  return { message: body.message, data: dataOf<PlayLimitsState>(body) };
}

export function usePlayLimits() {
  return useQuery({ queryKey: playLimitsQueryKey, queryFn: fetchPlayLimits });
}
