import { lagosDateOf } from '@chancepay/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { accountKeys } from '../ledger';
import { WalletLimitError } from './errors';
import { dailyLimitMessage } from './messages';
import { limitsOf, standingOf, type Standing } from './standing';

/**
 * "Money out" (DOMAIN.md): every debit the customer makes from their wallet. These are the journal's kinds
 * for them: tickets and Pay4Me paid from the wallet (the order's whole amount, Scan2Pay4Me's amount due
 * included), and bank transfers with their fee. Staff adjustments are not the customer's doing and do not
 * count. Keep this list with every new kind of customer debit; wallet-limits.test.ts checks each path.
 */
export const moneyOutKinds = ['ticket_payment_wallet', 'transfer_debit'] as const;

/**
 * Entries that undo a money-out entry (same cause): a transfer the bank refused or reversed gives the
 * allowance back, as TRANSFER_DAILY_LIMIT_KOBO's count leaves out failed and reversed transfers. Only an
 * undoing posted the same Lagos day as the debit counts, so a reversal never lifts a later day's limit.
 */
export const moneyBackKinds = ['transfer_reversal', 'transfer_bank_reversal'] as const;

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * What the wallet sent out on `now`'s Lagos day, in kobo: the day's row of wallet_out_days, which the postings
 * trigger keeps in the statement that posts each debit or undoing (ledger.sql step e, with the kinds above) and
 * checkBooks proves against the journal (`wallet_out_days`, walletOutDaysCheck below). One row by key, however
 * long the wallet's history: summing the wallet's postings of the day cost a millisecond per thousand postings
 * of that wallet (issue #28). Call it under the wallet's lock so that no debit of this wallet commits in between.
 */
export async function moneyOutToday(executor: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ out_kobo: string | number }>(
    executor,
    sql`select day_out.out_kobo from wallet_out_days as day_out
        join ledger_accounts as account on account.id = day_out.account_id
        where account.key = ${accountKeys.customerWallet(userId)} and day_out.lagos_day = ${lagosDateOf(now)}::date`,
  );
  return Math.max(0, Number(row?.out_kobo ?? 0));
}

/**
 * The kept money out per wallet and Lagos day against the journal, recomputed the way the trigger keeps it: a
 * full pass over the wallets' money-out postings, which is what proves the figure the daily limit reads.
 */
export function walletOutDaysCheck(detailsMax: number): SQL {
  return sql`
    with moved as (
      select account.key,
             'wallet:' || split_part(account.key, ':', 2) || ':' || split_part(account.key, ':', 3) as wallet_key,
             ((entry.created_at at time zone 'UTC') + interval '1 hour')::date as lagos_day,
             entry.kind, entry.cause_type, entry.cause_id, posting.amount_kobo
      from postings as posting
      join journal_entries as entry on entry.id = posting.entry_id
      join ledger_accounts as account on account.id = posting.account_id
      where account.kind in ('wallet', 'held')
        and entry.kind in (${kindList([...moneyOutKinds, ...moneyBackKinds])})
    ),
    actual as (
      select wallet.id as account_id, moved.lagos_day, -sum(moved.amount_kobo) as out_kobo
      from moved join ledger_accounts as wallet on wallet.key = moved.wallet_key
      where (moved.kind in (${kindList(moneyOutKinds)}) and moved.key = moved.wallet_key)
         or (moved.kind in (${kindList(moneyBackKinds)})
             and exists (select 1 from moved as debit
                         where debit.key = moved.wallet_key and debit.lagos_day = moved.lagos_day
                           and debit.kind in (${kindList(moneyOutKinds)})
                           and debit.cause_type = moved.cause_type and debit.cause_id = moved.cause_id))
      group by 1, 2
    )
    select coalesce(account.key, '#' || coalesce(actual.account_id, kept.account_id)) || ' '
             || to_char(coalesce(actual.lagos_day, kept.lagos_day), 'YYYY-MM-DD') as subject,
           'kept money out ' || coalesce(kept.out_kobo, 0) || ' kobo; the journal says '
             || coalesce(actual.out_kobo, 0) as problem,
           (count(*) over ())::int as total
    from actual full join wallet_out_days as kept using (account_id, lagos_day)
    left join ledger_accounts as account on account.id = coalesce(actual.account_id, kept.account_id)
    where coalesce(kept.out_kobo, 0) <> coalesce(actual.out_kobo, 0)
    order by 1 limit ${detailsMax}`;
}

export interface MoneyOutAllowance {
  standing: Standing;
  dailyOutKobo: number;
  usedTodayKobo: number;
  leftTodayKobo: number;
}

/** The tier's daily limit and what is left of it today. */
export async function moneyOutAllowance(
  executor: Executor,
  userId: string,
  now: Date,
  standing?: Standing,
): Promise<MoneyOutAllowance> {
  const known = standing ?? (await standingOf(executor, userId));
  const dailyOutKobo = limitsOf(known.tier).dailyOutKobo;
  // Tier 0 may send nothing: no need to read the day.
  const usedTodayKobo = dailyOutKobo === 0 ? 0 : await moneyOutToday(executor, userId, now);
  return {
    standing: known,
    dailyOutKobo,
    usedTodayKobo,
    leftTodayKobo: Math.max(0, dailyOutKobo - usedTodayKobo),
  };
}

/**
 * Refuses a debit of `amountKobo` that the customer's tier does not allow today (WalletLimitError
 * 'daily_limit', whose message names the tier, what is left and the next step). Call it with the wallet
 * locked (lockWallets) in the transaction that will post the debit: every debit of the wallet queues on
 * that lock, so the day's total cannot change between this check and the posting.
 */
export async function checkMoneyOut(
  tx: Executor,
  input: { userId: string; amountKobo: number; now: Date },
): Promise<MoneyOutAllowance> {
  const allowance = await moneyOutAllowance(tx, input.userId, input.now);
  if (input.amountKobo > allowance.leftTodayKobo)
    throw new WalletLimitError(
      'daily_limit',
      dailyLimitMessage(allowance.standing, allowance.leftTodayKobo),
      allowance.leftTodayKobo,
    );
  return allowance;
}
