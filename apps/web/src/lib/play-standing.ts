import { emptyCatalog, translatorFor, type Translator } from '@chancepay/shared/i18n/messages';
import { formatLagosDate } from '@chancepay/shared/lagos-time';
import { formatNairaValue } from '@chancepay/shared/money';
import { useQuery } from '@tanstack/react-query';
import { apiClient, dataOf } from './api-client';
import { useFormatDate } from './i18n/format-date';
import { useLanguage, useMessages } from './i18n/LanguageProvider';
import { playStandingMessages } from './play-standing.messages';

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

/** How the standing is worded: the messages and a Lagos calendar day, both in the reader's language. */
export interface StandingWords {
  t: Translator<(typeof playStandingMessages)['en']>;
  formatDay: (value: string) => string;
}

const englishWords: StandingWords = {
  t: translatorFor(playStandingMessages, emptyCatalog),
  formatDay: formatLagosDate,
};

/** A day on the Lagos calendar, as `formatLagosDate` writes it in English ("21 May 2027"). */
const LAGOS_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

export function playStandingOf(
  state: PlayLimitsReading,
  { t, formatDay }: StandingWords = englishWords,
): PlayStanding {
  if (state.excluded_until)
    return { kind: 'blocked', message: t('excluded', { date: formatDay(state.excluded_until) }) };
  // The monthly limit first: when both are used up, "until tomorrow" would not be true.
  if (usedUp(state.monthly)) {
    const amount = formatNairaValue(state.monthly.limit!);
    return {
      kind: 'blocked',
      message: state.monthly.resets_at
        ? t('monthlyReachedUntil', { amount, date: formatDay(state.monthly.resets_at) })
        : t('monthlyReachedNextMonth', { amount }),
    };
  }
  if (usedUp(state.daily))
    return { kind: 'blocked', message: t('dailyReached', { amount: formatNairaValue(state.daily.limit!) }) };
  const left: string[] = [];
  if (state.daily.remaining !== null)
    left.push(t('leftToday', { amount: formatNairaValue(state.daily.remaining) }));
  if (state.monthly.remaining !== null)
    left.push(t('leftThisMonth', { amount: formatNairaValue(state.monthly.remaining) }));
  if (left.length === 0) return { kind: 'free' };
  return { kind: 'limited', message: t('limits', { left: left.join(', ') }) };
}

/** The standing's words in the reader's language (English keeps formatLagosDate's dates exactly). */
function useStandingWords(): StandingWords {
  const { language } = useLanguage();
  const t = useMessages(playStandingMessages);
  const formatDate = useFormatDate();
  return language === 'en' ? englishWords : { t, formatDay: (value: string) => formatDate(value, LAGOS_DAY) };
}

/** The standing of the signed-in customer; `{ kind: 'free' }` while loading, signed out or for a vendor. */
export function usePlayStanding(enabled: boolean): PlayStanding {
  const query = useQuery({
    queryKey: playLimitsQueryKey,
    queryFn: async () => dataOf<PlayLimitsReading>(await apiClient.get('/api/user/play-limits')),
    enabled,
    staleTime: 30_000,
  });
  const words = useStandingWords();
  return enabled && query.data ? playStandingOf(query.data, words) : { kind: 'free' };
}
