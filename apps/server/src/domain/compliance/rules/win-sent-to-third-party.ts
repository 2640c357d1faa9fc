import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import type { RaisedAlert } from '../alerts';
import { minutesBefore, type MonitoringSettings } from './settings';

const wordsOf = (name: string) =>
  new Set(
    name
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter((word) => word.length >= 2),
  );

/** The account's name shares no word with the customer's verified (or, unverified, display) name. */
export function isThirdParty(accountName: string, ownName: string): boolean {
  const own = wordsOf(ownName);
  return ![...wordsOf(accountName)].some((word) => own.has(word));
}

/**
 * A win sent at once to a third party's account (DOMAIN.md): a transfer to a bank made no more than
 * AML_WIN_SENT_MINUTES after a prize reached the customer's wallet, to an account whose name is not theirs.
 */
export async function winSentToThirdParty(
  db: Executor,
  now: Date,
  settings: Pick<MonitoringSettings, 'winSentMinutes'>,
): Promise<RaisedAlert[]> {
  const rows = await queryRows<{
    user_id: string;
    transfer_id: string;
    account_name: string;
    own_name: string;
    prize_kobo: number;
    out_kobo: number;
  }>(
    db,
    sql`select transfer.requested_by_user_id::text as user_id, transfer.id::text as transfer_id,
               transfer.account_name, coalesce(identity.verified_name, person.display_name) as own_name,
               prize.amount_kobo as prize_kobo, transfer.amount_kobo as out_kobo
        from transfers as transfer
        join users as person on person.id = transfer.requested_by_user_id
        left join customer_identities as identity on identity.user_id = person.id
        cross join lateral (
          select posting.amount_kobo from ledger_accounts as account
          join postings as posting on posting.account_id = account.id
          join journal_entries as entry on entry.id = posting.entry_id
          where account.key = 'wallet:customer:' || transfer.requested_by_user_id::text
            and entry.kind = 'prize' and posting.amount_kobo > 0
            and entry.created_at <= transfer.created_at
            and entry.created_at > transfer.created_at - make_interval(mins => ${settings.winSentMinutes})
          order by entry.id desc limit 1
        ) as prize
        where transfer.purpose = 'customer_transfer'
          and transfer.created_at > ${minutesBefore(now, settings.winSentMinutes)}::timestamptz
          and transfer.created_at <= ${now.toISOString()}::timestamptz`,
  );
  return rows
    .filter((row) => isThirdParty(row.account_name, row.own_name))
    .map((row) => ({
      subjectType: 'customer' as const,
      subjectId: row.user_id,
      details: {
        transfer_id: row.transfer_id,
        account_name: row.account_name,
        prize_kobo: Number(row.prize_kobo),
        out_kobo: Number(row.out_kobo),
      },
    }));
}
