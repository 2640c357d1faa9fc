import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { formatNaira, lagosDateOf, lagosDayRange } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { transfers } from '../../db/schema';
import { customerOfWallet, dailyLimitMessage, moneyOutAllowance } from '../wallet-limits';
import { messagesFrom } from '../../i18n/localized';
import { TransferError } from './errors';
import { transferMessages } from './transfers.messages';

/** What the wallet has sent today (Lagos day): every transfer not failed or reversed, Pending included. */
async function sentOnLagosDay(executor: Executor, walletAccount: string, now: Date): Promise<number> {
  const { start, end } = lagosDayRange(lagosDateOf(now));
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${transfers.amountKobo}), 0)::bigint` })
    .from(transfers)
    .where(
      and(
        eq(transfers.walletAccount, walletAccount),
        eq(transfers.purpose, 'customer_transfer'),
        notInArray(transfers.status, ['failed', 'reversed']),
        gte(transfers.createdAt, start),
        lt(transfers.createdAt, end),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * A customer's transfer must fit two daily limits, and the lower wins (DOMAIN.md "Identity and wallet
 * tiers"): TRANSFER_DAILY_LIMIT_KOBO over the day's transfers (amounts, failed and reversed ones left out),
 * and the tier's money-out limit over every debit of the day (tickets paid from the wallet too, and the
 * fee). The refusal is the one that leaves the customer less, so "you can send X more" is true. Called
 * under the wallet's lock, after the balance check.
 */
export async function checkDailyLimits(
  tx: Executor,
  order: { walletAccount: string; dailyLimitKobo: number | null; feeKobo: number },
  amountKobo: number,
  now: Date,
): Promise<void> {
  const userId = customerOfWallet(order.walletAccount);
  const tier = userId === null ? null : await moneyOutAllowance(tx, userId, now);
  // What the tier leaves for the transfer's amount, its fee set aside.
  const tierLeftKobo = tier === null ? Infinity : Math.max(0, tier.leftTodayKobo - order.feeKobo);
  const transferLeftKobo =
    order.dailyLimitKobo === null
      ? Infinity
      : Math.max(0, order.dailyLimitKobo - (await sentOnLagosDay(tx, order.walletAccount, now)));
  if (amountKobo <= Math.min(tierLeftKobo, transferLeftKobo)) return;
  if (tier !== null && tierLeftKobo <= transferLeftKobo)
    throw new TransferError(
      'daily_limit',
      dailyLimitMessage(tier.standing, tierLeftKobo),
      'amount',
      'tier_limit',
    );
  throw new TransferError(
    'daily_limit',
    messagesFrom(transferMessages)('dailyTransferLimit', {
      limit: formatNaira(order.dailyLimitKobo!),
      left: formatNaira(transferLeftKobo),
    }),
    'amount',
  );
}
