import { addLagosDays, lagosClockOf, lagosDateOf } from './lagos-days';

/**
 * When the nightly finance jobs run: once per Lagos day, from this hour, for the day that just ended (so
 * late webhooks and the gateway's own books have settled).
 */
export const NIGHTLY_HOUR_LAGOS = 2;

/** The Lagos day a nightly run at `now` covers, or null before the hour. */
export function dayDueAt(now: Date): string | null {
  if (lagosClockOf(now).hour < NIGHTLY_HOUR_LAGOS) return null;
  return addLagosDays(lagosDateOf(now), -1);
}
