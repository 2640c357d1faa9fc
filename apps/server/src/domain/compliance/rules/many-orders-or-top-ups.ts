import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { RaisedAlert } from '../alerts';
import { minutesBefore, type MonitoringSettings } from './settings';

/**
 * Many orders or top-ups in a short time (DOMAIN.md): a customer who placed orders and received transfers into
 * their own account number, together at least AML_VELOCITY_COUNT times in AML_VELOCITY_WINDOW_MINUTES.
 */
export async function manyOrdersOrTopUps(
  db: Executor,
  now: Date,
  settings: Pick<MonitoringSettings, 'velocityCount' | 'velocityWindowMinutes'>,
): Promise<RaisedAlert[]> {
  const since = minutesBefore(now, settings.velocityWindowMinutes);
  const rows = await queryRows<{ user_id: string; orders: number; top_ups: number }>(
    db,
    sql`select user_id, count(*) filter (where what = 'order')::int as orders,
               count(*) filter (where what = 'top_up')::int as top_ups
        from (
          select customer_user_id::text as user_id, 'order' as what from orders
          where customer_user_id is not null and created_at > ${since}::timestamptz
            and created_at <= ${now.toISOString()}::timestamptz
          union all
          select user_id::text, 'top_up' from inbound_credits
          where kind = 'static' and user_id is not null and received_at > ${since}::timestamptz
            and received_at <= ${now.toISOString()}::timestamptz
        ) as activity
        group by user_id
        having count(*) >= ${settings.velocityCount}`,
  );
  return rows.map((row) => ({
    subjectType: 'customer',
    subjectId: row.user_id,
    details: { orders: row.orders, top_ups: row.top_ups, window_minutes: settings.velocityWindowMinutes },
  }));
}
