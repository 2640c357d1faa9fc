import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { RaisedAlert } from '../alerts';
import { minutesBefore, type MonitoringSettings } from './settings';

/**
 * Money in and out again within minutes (pass-through, DOMAIN.md): a transfer to a bank of at least 90% of a
 * top-up the customer received no more than AML_PASS_THROUGH_MINUTES before it. Looks at the transfers of the
 * last window only; the daily unique index keeps one alert a day.
 */
export async function moneyInAndOut(
  db: Executor,
  now: Date,
  settings: Pick<MonitoringSettings, 'passThroughMinutes'>,
): Promise<RaisedAlert[]> {
  const rows = await queryRows<{
    user_id: string;
    transfer_id: string;
    credit_reference: string;
    in_kobo: number;
    out_kobo: number;
  }>(
    db,
    sql`select distinct on (transfer.requested_by_user_id)
               transfer.requested_by_user_id::text as user_id, transfer.id::text as transfer_id,
               credit.transaction_reference as credit_reference, credit.settled_kobo as in_kobo,
               transfer.amount_kobo as out_kobo
        from transfers as transfer
        join inbound_credits as credit
          on credit.user_id = transfer.requested_by_user_id and credit.kind = 'static'
         and credit.received_at <= transfer.created_at
         and credit.received_at > transfer.created_at - make_interval(mins => ${settings.passThroughMinutes})
        where transfer.purpose = 'customer_transfer'
          and transfer.created_at > ${minutesBefore(now, settings.passThroughMinutes)}::timestamptz
          and transfer.created_at <= ${now.toISOString()}::timestamptz
          and transfer.amount_kobo * 10 >= credit.settled_kobo * 9
        order by transfer.requested_by_user_id, transfer.created_at`,
  );
  return rows.map((row) => ({
    subjectType: 'customer',
    subjectId: row.user_id,
    details: {
      transfer_id: row.transfer_id,
      top_up_reference: row.credit_reference,
      in_kobo: Number(row.in_kobo),
      out_kobo: Number(row.out_kobo),
      minutes: settings.passThroughMinutes,
    },
  }));
}
