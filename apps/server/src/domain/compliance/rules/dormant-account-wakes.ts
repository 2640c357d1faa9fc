import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { RaisedAlert } from '../alerts';
import { minutesBefore, type MonitoringSettings } from './settings';

/**
 * A dormant account waking with large amounts (DOMAIN.md): a customer's wallet moves AML_DORMANT_WAKE_KOBO or
 * more (in or out) in the last hour after AML_DORMANT_DAYS or more without any movement before it.
 */
export async function dormantAccountWakes(
  db: Executor,
  now: Date,
  settings: Pick<MonitoringSettings, 'dormantDays' | 'dormantWakeKobo'>,
): Promise<RaisedAlert[]> {
  const since = minutesBefore(now, 60);
  const rows = await queryRows<{ account_key: string; moved_kobo: number; quiet_since: string }>(
    db,
    sql`with recent as (
          select account.id, account.key, sum(abs(posting.amount_kobo))::bigint as moved_kobo,
                 min(entry.id) as first_entry
          from journal_entries as entry
          join postings as posting on posting.entry_id = entry.id
          join ledger_accounts as account on account.id = posting.account_id
          where entry.created_at > ${since}::timestamptz and entry.created_at <= ${now.toISOString()}::timestamptz
            and account.key like 'wallet:customer:%'
          group by account.id, account.key
          having sum(abs(posting.amount_kobo)) >= ${settings.dormantWakeKobo}
        )
        select recent.key as account_key, recent.moved_kobo, previous.at as quiet_since
        from recent
        cross join lateral (
          select entry.created_at as at from postings as posting
          join journal_entries as entry on entry.id = posting.entry_id
          where posting.account_id = recent.id and posting.entry_id < recent.first_entry
          order by posting.entry_id desc limit 1
        ) as previous
        where previous.at < ${minutesBefore(now, settings.dormantDays * 24 * 60)}::timestamptz`,
  );
  return rows.map((row) => ({
    subjectType: 'customer' as const,
    subjectId: row.account_key.slice('wallet:customer:'.length),
    details: { moved_kobo: Number(row.moved_kobo), quiet_since: row.quiet_since },
  }));
}
