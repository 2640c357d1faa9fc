import { formatLagosDate, storedWinningsTax } from '@chancepay/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, raffleTypes } from '../../db/schema';
import { findCustomerTransferAccount } from '../money-in';
import type { Customer, UssdContext } from './caller';
import { done, fitsScreen, naira, shortName, USSD_SCREEN_MAX, type Screen, type Words } from './screens';

/** The menu items that only read: the last results and how to add money. */

export async function lastResults(ctx: UssdContext, t: Words, customer: Customer): Promise<Screen> {
  const rows = await ctx.db
    .select({
      seq: orders.orderSeq,
      status: orders.status,
      prizeKobo: orders.prizeKobo,
      winningsTaxKobo: orders.winningsTaxKobo,
      winningsTaxBps: orders.winningsTaxBps,
      winningsTaxBearer: orders.winningsTaxBearer,
      createdAt: orders.createdAt,
      type: raffleTypes.name,
    })
    .from(orders)
    .innerJoin(raffleTypes, eq(raffleTypes.id, orders.raffleTypeId))
    .where(
      and(
        eq(orders.customerUserId, customer.id),
        inArray(orders.status, ['winner_selected', 'entry_processed']),
      ),
    )
    // Orders made in one instant (a busy buyer, or a test's fixed clock) come newest first by their place in
    // their cycle: created_at alone left their order to the plan, and a win could drop off the screen.
    .orderBy(desc(orders.createdAt), desc(orders.raffleCycleId), desc(orders.orderSeq))
    .limit(5);
  if (rows.length === 0) return done(t('noResultsYet'));
  const lines = [t('lastResults')];
  for (const row of rows) {
    const result = { date: shortDate(row.createdAt), product: shortName(row.type, 12), ticket: row.seq };
    const line =
      row.status === 'winner_selected'
        ? t('resultWon', { ...result, prize: naira(storedWinningsTax(row)?.netKobo ?? row.prizeKobo) })
        : t('resultNoWin', result);
    // The newest first, as many as one screen holds (five long lines would not fit).
    if (!fitsScreen([...lines, line].join('\n'))) break;
    lines.push(line);
  }
  return done(...lines);
}

/** The customer's own account number (issue #22) when they have opened it; else where to open it. */
export async function addMoney(ctx: UssdContext, t: Words, customer: Customer): Promise<Screen> {
  const account = await findCustomerTransferAccount(ctx.db, customer.id);
  if (account) {
    const head = t('sendByTransferTo');
    const bank = `${account.accountNumber} ${shortName(account.bankName, 20)}`;
    const tail = t('arrivesSoon');
    // The account name gets what the other lines leave (they are shorter in some languages than others).
    const room = USSD_SCREEN_MAX - `${head}\n${bank}\n\n${tail}`.length;
    return done(head, bank, shortName(account.accountName, Math.min(40, room)), tail);
  }
  return done(t('openAccountNumber', { site: ctx.site }), t('transfersFillWallet'));
}

/** "25 Nov" on the Lagos calendar (dates stay en-NG in every language, DOMAIN.md). */
function shortDate(value: Date): string {
  return formatLagosDate(value).split(' ').slice(0, 2).join(' ');
}
