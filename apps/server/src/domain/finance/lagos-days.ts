import { lagosClockOf, lagosDateOf, lagosDayRange } from '@chancepay/shared';

export { lagosClockOf, lagosDateOf };

/** The Lagos calendar day `days` after `day` (YYYY-MM-DD); Lagos has no daylight saving, so days are 24 h. */
export function addLagosDays(day: string, days: number): string {
  const { start } = lagosDayRange(day);
  return lagosDateOf(new Date(start.getTime() + days * 86_400_000 + 3_600_000));
}
