import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { RaisedAlert } from '../alerts';
import { minutesBefore, type MonitoringSettings } from './settings';

/**
 * One card paying for many phones, or one phone with many cards (DOMAIN.md), over the last 24 hours: the card
 * is the masked number the gateway's signed webhook names (first six, last four, expiry; never the whole
 * number), the phone the order's buyer. AML_CARD_PHONES_COUNT or more of the other side raises the alert.
 */
export async function oneCardManyPhones(
  db: Executor,
  now: Date,
  settings: Pick<MonitoringSettings, 'cardPhonesCount'>,
): Promise<RaisedAlert[]> {
  const rows = await queryRows<{ subject_type: 'card' | 'phone'; subject_id: string; others: number }>(
    db,
    sql`with paid as materialized (
          select (event.raw_body::jsonb -> 'Body' -> 'payment_information' ->> 'pan') as card,
                 ord.customer_phone as phone
          from payment_webhook_events as event
          join orders as ord on ord.id::text = event.reference
          where event.event = 'charge_successful'
            and event.received_at > ${minutesBefore(now, 24 * 60)}::timestamptz
            and event.received_at <= ${now.toISOString()}::timestamptz
            and event.raw_body ~ '^\\s*\\{'
        )
        select 'card' as subject_type, card as subject_id, count(distinct phone)::int as others
        from paid where card is not null group by card having count(distinct phone) >= ${settings.cardPhonesCount}
        union all
        select 'phone', phone, count(distinct card)::int
        from paid where card is not null group by phone having count(distinct card) >= ${settings.cardPhonesCount}`,
  );
  return rows.map((row) => ({
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: row.subject_type === 'card' ? { phones: row.others } : { cards: row.others },
  }));
}
