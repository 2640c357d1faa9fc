import { formatLagosDate } from '@chancepay/shared/lagos-time';
import { formatNairaValue } from '@chancepay/shared/money';
import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOf } from './api-client';

/**
 * Whether the signed-in customer may buy tickets now, read before any form is filled (issue #27 item 7,
 * ux-walk finding 11): a self-excluded customer, or one whose daily or monthly limit is used up, sees the
 * products disabled with the end date; one with a limit sees what is left. The server still refuses every
 * order past them (responsible-play order guard); this is only what the page shows first.
 */

/** The query the Profile page's responsible-play section uses too, so a change there shows here at once. */
export const playLimitsQueryKey = ['play-limits'] as const;

interface LimitReading {
  limit: string | null;
  remaining: string | null;
  /** When the spend starts again from zero (the next Lagos day or month). */
  resets_at?: string;
}

interface PlayLimitsReading {
  daily: LimitReading;
  monthly: LimitReading;
  excluded_until: string | null;
}

export type PlayStanding =
  { kind: 'free' } | { kind: 'blocked'; message: string } | { kind: 'limited'; message: string };

const usedUp = (limit: LimitReading) => limit.limit !== null && Number(limit.remaining) <= 0;

export function playStandingOf(state: PlayLimitsReading): PlayStanding {
  if (state.excluded_until)
    return {
      kind: 'blocked',
      message: `You excluded yourself until ${formatLagosDate(state.excluded_until)}. Tickets cannot be bought until then; your wallet and transfers still work.`,
    };
  // The monthly limit first: when both are used up, "until tomorrow" would not be true.
  if (usedUp(state.monthly)) {
    const until = state.monthly.resets_at ? formatLagosDate(state.monthly.resets_at) : 'next month';
    return {
      kind: 'blocked',
      message: `You have reached your monthly ticket limit of ${formatNairaValue(state.monthly.limit!)} until ${until}.`,
    };
  }
  if (usedUp(state.daily))
    return {
      kind: 'blocked',
      message: `You have reached your daily ticket limit of ${formatNairaValue(state.daily.limit!)} until tomorrow.`,
    };
  const left: string[] = [];
  if (state.daily.remaining !== null) left.push(`${formatNairaValue(state.daily.remaining)} left today`);
  if (state.monthly.remaining !== null)
    left.push(`${formatNairaValue(state.monthly.remaining)} left this month`);
  if (left.length === 0) return { kind: 'free' };
  return { kind: 'limited', message: `Your ticket limits: ${left.join(', ')}.` };
}

/** The standing of the signed-in customer; `{ kind: 'free' }` while loading, signed out or for a vendor. */
export function usePlayStanding(enabled: boolean): PlayStanding {
  const query = useQuery({
    queryKey: playLimitsQueryKey,
    queryFn: async () => dataOf<PlayLimitsReading>(await apiClient.get('/api/user/play-limits')),
    enabled,
    staleTime: 30_000,
  });
  return enabled && query.data ? playStandingOf(query.data) : { kind: 'free' };
}
