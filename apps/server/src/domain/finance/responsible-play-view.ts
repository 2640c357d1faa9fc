import { lagosDateOf, lagosDayRange, lagosMonthOf, lagosMonthRange, maskPhone } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * The responsible-play screen (issue 16 §7, `compliance`): active and soon-ending self-exclusions, the most
 * recent limit changes, and customers near their limits. Read-only by design: nothing here (or anywhere in
 * the console) lifts an exclusion before its end (DOMAIN.md "Responsible play").
 */

export interface ResponsiblePlayView {
  activeExclusions: {
    userId: string;
    username: string;
    phone: string;
    excludedUntil: Date;
    expiringSoon: boolean;
  }[];
  recentLimitChanges: {
    userId: string;
    username: string;
    dailyLimitKobo: number | null;
    monthlyLimitKobo: number | null;
    pendingDailyLimitKobo: number | null;
    pendingDailyEffectiveAt: Date | null;
    pendingMonthlyLimitKobo: number | null;
    pendingMonthlyEffectiveAt: Date | null;
    changedAt: Date;
  }[];
  nearLimits: {
    userId: string;
    username: string;
    period: 'daily' | 'monthly';
    spentKobo: number;
    limitKobo: number;
    percent: number;
  }[];
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

export async function responsiblePlayView(
  executor: Executor,
  input: { now: Date; expiringWithinDays: number; nearLimitPercent: number },
): Promise<ResponsiblePlayView> {
  const now = input.now.toISOString();
  const soon = new Date(input.now.getTime() + input.expiringWithinDays * 86_400_000);
  const exclusions = await queryRows<Record<string, unknown>>(
    executor,
    sql`select p.user_id::text as user_id, u.username, u.phone, p.excluded_until
        from play_limits p join users u on u.id = p.user_id
        where p.excluded_until > ${now}::timestamptz order by p.excluded_until limit 500`,
  );
  const changes = await queryRows<Record<string, unknown>>(
    executor,
    sql`select p.user_id::text as user_id, u.username, p.daily_limit_kobo, p.monthly_limit_kobo,
               p.pending_daily_limit_kobo, p.pending_daily_effective_at, p.pending_monthly_limit_kobo,
               p.pending_monthly_effective_at, p.updated_at
        from play_limits p join users u on u.id = p.user_id
        where p.daily_limit_kobo is not null or p.monthly_limit_kobo is not null
           or p.pending_daily_effective_at is not null or p.pending_monthly_effective_at is not null
        order by p.updated_at desc limit 100`,
  );
  // Spend counted as the order guard counts it: signed-in ticket money of orders that can still cost the buyer.
  const today = lagosDayRange(lagosDateOf(input.now));
  const month = lagosMonthRange(lagosMonthOf(input.now));
  const spend = await queryRows<Record<string, unknown>>(
    executor,
    sql`select p.user_id::text as user_id, u.username, p.daily_limit_kobo, p.monthly_limit_kobo,
               coalesce(sum(o.ticket_amount_kobo) filter (where o.created_at >= ${today.start.toISOString()}::timestamptz
                                                           and o.created_at < ${today.end.toISOString()}::timestamptz), 0)::bigint as today_kobo,
               coalesce(sum(o.ticket_amount_kobo), 0)::bigint as month_kobo
        from play_limits p join users u on u.id = p.user_id
        left join orders o on o.customer_user_id = p.user_id
          and o.created_at >= ${month.start.toISOString()}::timestamptz and o.created_at < ${month.end.toISOString()}::timestamptz
          and o.status not in ('payment_failed', 'closed', 'amount_mismatch_wallet_updated')
        where p.daily_limit_kobo is not null or p.monthly_limit_kobo is not null
        group by p.user_id, u.username, p.daily_limit_kobo, p.monthly_limit_kobo`,
  );
  const nearLimits: ResponsiblePlayView['nearLimits'] = [];
  for (const row of spend) {
    for (const [period, limit, spent] of [
      ['daily', num(row.daily_limit_kobo), Number(row.today_kobo)],
      ['monthly', num(row.monthly_limit_kobo), Number(row.month_kobo)],
    ] as const) {
      if (limit === null || limit <= 0) continue;
      const percent = Math.floor((spent * 100) / limit);
      if (percent >= input.nearLimitPercent)
        nearLimits.push({
          userId: String(row.user_id),
          username: String(row.username),
          period,
          spentKobo: spent,
          limitKobo: limit,
          percent,
        });
    }
  }
  return {
    activeExclusions: exclusions.map((row) => ({
      userId: String(row.user_id),
      username: String(row.username),
      phone: row.phone ? maskPhone(String(row.phone)) : '',
      excludedUntil: new Date(row.excluded_until as string),
      expiringSoon: new Date(row.excluded_until as string) <= soon,
    })),
    recentLimitChanges: changes.map((row) => ({
      userId: String(row.user_id),
      username: String(row.username),
      dailyLimitKobo: num(row.daily_limit_kobo),
      monthlyLimitKobo: num(row.monthly_limit_kobo),
      pendingDailyLimitKobo: num(row.pending_daily_limit_kobo),
      pendingDailyEffectiveAt: date(row.pending_daily_effective_at),
      pendingMonthlyLimitKobo: num(row.pending_monthly_limit_kobo),
      pendingMonthlyEffectiveAt: date(row.pending_monthly_effective_at),
      changedAt: new Date(row.updated_at as string),
    })),
    nearLimits: nearLimits.sort((a, b) => b.percent - a.percent),
  };
}
