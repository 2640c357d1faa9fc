import { lagosDateOf, lagosDayRange } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
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
 * What the wallet sent out on `now`'s Lagos day, in kobo, read from the journal itself: the postings of
 * the wallet whose entries were made that day. No counter is kept beside the ledger, so nothing can drift
 * from it; the read walks the wallet's own postings (postings_account_entry_idx) and their entries by
 * primary key, which costs about a millisecond per thousand postings of that wallet (README.md, measured).
 * Call it under the wallet's lock so that no debit of this wallet commits in between.
 */
export async function moneyOutToday(executor: Executor, userId: string, now: Date): Promise<number> {
  const { start, end } = lagosDayRange(lagosDateOf(now));
  const [row] = await queryRows<{ out_kobo: number }>(
    executor,
    sql`with today as materialized (
          select entry.kind, entry.cause_type, entry.cause_id, posting.amount_kobo
          from ledger_accounts as account
          join postings as posting on posting.account_id = account.id
          join journal_entries as entry on entry.id = posting.entry_id
          where account.key = ${accountKeys.customerWallet(userId)}
            and entry.created_at >= ${start.toISOString()} and entry.created_at < ${end.toISOString()}
        )
        select (coalesce(sum(-amount_kobo) filter (where kind in (${kindList(moneyOutKinds)})), 0)
              - coalesce(sum(amount_kobo) filter (
                  where kind in (${kindList(moneyBackKinds)})
                    and (cause_type, cause_id) in (
                      select cause_type, cause_id from today where kind in (${kindList(moneyOutKinds)}))
                ), 0))::bigint as out_kobo
        from today`,
  );
  return Math.max(0, Number(row?.out_kobo ?? 0));
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
