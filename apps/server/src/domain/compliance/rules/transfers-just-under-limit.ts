import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { RaisedAlert } from '../alerts';
import { minutesBefore, type MonitoringSettings } from './settings';

/**
 * Several transfers just under a limit (structuring, DOMAIN.md; the research's red flag "just below ₦5m"):
 * AML_STRUCTURING_COUNT or more transfers to a bank in seven days, each within AML_STRUCTURING_MARGIN_BPS
 * below the person's large-transaction threshold, so that none alone would be reported.
 */
export async function transfersJustUnderLimit(
  db: Executor,
  now: Date,
  settings: Pick<
    MonitoringSettings,
    'structuringCount' | 'structuringMarginBps' | 'structuringThresholdKobo'
  >,
): Promise<RaisedAlert[]> {
  const limit = settings.structuringThresholdKobo;
  const floor = limit - Math.floor((limit * settings.structuringMarginBps) / 10_000);
  const rows = await queryRows<{ user_id: string; transfers: number; total_kobo: number }>(
    db,
    sql`select requested_by_user_id::text as user_id, count(*)::int as transfers,
               sum(amount_kobo)::bigint as total_kobo
        from transfers
        where purpose = 'customer_transfer' and status not in ('failed', 'reversed')
          and created_at > ${minutesBefore(now, 7 * 24 * 60)}::timestamptz
          and created_at <= ${now.toISOString()}::timestamptz
          and amount_kobo >= ${floor} and amount_kobo < ${limit}
        group by requested_by_user_id
        having count(*) >= ${settings.structuringCount}`,
  );
  return rows.map((row) => ({
    subjectType: 'customer',
    subjectId: row.user_id,
    details: { transfers: row.transfers, total_kobo: Number(row.total_kobo), under_kobo: limit },
  }));
}
