import { lagosDateOf } from '@chancepay/shared';

/** The daily job's key: one settlement per vendor per Lagos day, however often the job runs. */
export function dailySettlementKey(now: Date): string {
  return `daily-settlement:${lagosDateOf(now)}`;
}
