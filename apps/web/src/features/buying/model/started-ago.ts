import { englishStartedAgo, type StartedAgoTranslator } from './started-ago.messages';

/**
 * "just now", "1 minute ago", "12 minutes ago": when a payment was started, said as it was (finding 27: "a few
 * minutes ago" seconds after). Null time (not known in this tab) reads "recently".
 */
export function startedAgo(
  startedAt: number | null,
  now: number,
  t: StartedAgoTranslator = englishStartedAgo,
): string {
  if (startedAt === null) return t('recently');
  const minutes = Math.floor(Math.max(0, now - startedAt) / 60_000);
  if (minutes < 1) return t('justNow');
  if (minutes === 1) return t('oneMinuteAgo');
  if (minutes < 60) return t('minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? t('oneHourAgo') : t('hoursAgo', { count: hours });
}
