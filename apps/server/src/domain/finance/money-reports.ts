import { lagosDateOf, lagosDayRange, lagosMonthRange, raffleTypeInfo } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { dayTotals, feeRevenue, prizeExpense, winningsTaxExpense, winningsTaxLiability } from '../ledger';
import { addLagosDays } from './lagos-days';
import { refundExpense } from './refunds';

/**
 * The finance reports (issue 16 §8): per Lagos day or month, tickets sold and money taken by product, prizes
 * paid, the realised payout ratio, gross gaming revenue, fees, refunds, and unclaimed phone-wallet money by
 * age; plus the last 30 days for the chart. Orders count on the day they were settled (paid and drawn);
 * prizes, fees and refunds on the day their ledger entry was posted. GGR = ticket money - prizes - refunds.
 */

export interface ProductLine {
  product: string;
  raffleTypeId: number;
  orders: number;
  tickets: number;
  ticketMoneyKobo: number;
  /** Ticket money plus Scan2Pay4Me bills passed on to vendors. */
  moneyTakenKobo: number;
  prizesKobo: number;
}

export interface MoneyReport {
  period: 'day' | 'month';
  label: string;
  products: ProductLine[];
  ticketMoneyKobo: number;
  moneyTakenKobo: number;
  /** Gross prizes (expense:prizes). */
  prizesPaidKobo: number;
  /**
   * DOMAIN.md "Winnings tax" on the period's prizes: withheld from winners, paid on top by the operator
   * (expense:winnings_tax), and what reached the beneficiaries (gross less what winners bore).
   */
  winningsTaxWithheldKobo: number;
  winningsTaxBorneKobo: number;
  prizesNetKobo: number;
  /** Prizes / ticket money in basis points; null without ticket money. */
  realisedPayoutRatioBps: number | null;
  feesKobo: number;
  refundsKobo: number;
  ggrKobo: number;
  unclaimedPhoneWallets: { bucket: string; wallets: number; totalKobo: number }[];
}

/**
 * The period's paid orders by product, from the kept day totals (order_day_totals, in the settlement's own
 * transaction; checkBooks proves them against the orders): a few rows per day, where the orders themselves
 * are 2,500 a day and 75,000 a month in the growth bench (issue #28).
 */
async function productLines(executor: Executor, start: Date, end: Date): Promise<ProductLine[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select raffle_type_id, scan2pay, sum(orders)::bigint as orders, sum(tickets)::bigint as tickets,
               sum(ticket_money_kobo)::bigint as ticket_money, sum(money_taken_kobo)::bigint as money_taken,
               sum(prizes_kobo)::bigint as prizes
        from order_day_totals
        where lagos_day >= ${lagosDateOf(start)}::date and lagos_day < ${lagosDateOf(end)}::date
        group by 1, 2 having sum(orders) <> 0 order by 1, 2`,
  );
  return rows.map((row) => ({
    product: row.scan2pay ? 'Scan2Pay4Me' : raffleTypeInfo(Number(row.raffle_type_id)).name,
    raffleTypeId: Number(row.raffle_type_id),
    orders: Number(row.orders),
    tickets: Number(row.tickets),
    ticketMoneyKobo: Number(row.ticket_money),
    moneyTakenKobo: Number(row.money_taken),
    prizesKobo: Number(row.prizes),
  }));
}

/**
 * What moved into or out of a house account over whole Lagos days (as a positive amount of money), from the
 * account's kept day totals (ledger/day-totals.ts), not a scan of every posting it ever had (issue #28).
 */
async function movedOn(executor: Executor, account: string, start: Date, end: Date): Promise<number> {
  const days = await dayTotals(executor, [account], { fromDay: lagosDateOf(start), toDay: lagosDateOf(end) });
  return Math.abs(days.reduce((total, day) => total + day.creditKobo + day.debitKobo, 0));
}

/**
 * Tax on the period's prizes: what their entries put into liability:winnings_tax, i.e. the money INTO it over
 * the period's days (its day totals' credits). Only a prize credits that account (prize-entry.ts); a
 * remittance takes money out of it (a debit), so it does not lower the figure. Read from the kept day totals,
 * not every prize posting ever (issue #28).
 */
async function winningsTaxOn(executor: Executor, start: Date, end: Date): Promise<number> {
  const days = await dayTotals(executor, [winningsTaxLiability], {
    fromDay: lagosDateOf(start),
    toDay: lagosDateOf(end),
  });
  return days.reduce((total, day) => total + day.creditKobo, 0);
}

const AGE_BUCKETS = [
  { bucket: '0-7 days', maxDays: 7 },
  { bucket: '8-30 days', maxDays: 30 },
  { bucket: '31-90 days', maxDays: 90 },
  { bucket: '91-180 days', maxDays: 180 },
  { bucket: 'over 180 days', maxDays: Infinity },
];

/**
 * Money waiting in phone wallets, by the age of the wallet's last credit (winners have 180 days to claim): one
 * row per bucket, from the kept count of phone wallets holding money per Lagos day of their last credit
 * (phone_wallet_credit_days, kept by a trigger on the wallets in the posting's own statement; `ledger:check`
 * proves it against the wallets), a row per day rather than a row per phone wallet (issue #28). An age is
 * whole Lagos days since that day: credited today is 0 days, yesterday 1. A wallet with money but no credit
 * time (kept under 'infinity') counts as the newest, as before.
 */
async function unclaimedPhoneWallets(executor: Executor, now: Date) {
  const age = sql`(${lagosDateOf(now)}::date - last_credit_day)`;
  // The first bucket whose limit the age is within (a wallet credited in the last 7 days, or never, is 0-7).
  const bucketOf = sql.join(
    AGE_BUCKETS.slice(0, -1).map(
      (bucket, index) =>
        sql`when ${age} <= ${sql.raw(String(bucket.maxDays))} then ${sql.raw(String(index))}`,
    ),
    sql` `,
  );
  const rows = await queryRows<{ bucket: number; wallets: number | string; total_kobo: number | string }>(
    executor,
    sql`select case when last_credit_day = 'infinity'::date then 0 ${bucketOf} else ${sql.raw(String(AGE_BUCKETS.length - 1))} end as bucket,
               sum(wallets)::bigint as wallets, sum(balance_kobo)::bigint as total_kobo
        from phone_wallet_credit_days where wallets <> 0
        group by 1`,
  );
  const buckets = AGE_BUCKETS.map((bucket) => ({ bucket: bucket.bucket, wallets: 0, totalKobo: 0 }));
  for (const row of rows) {
    buckets[Number(row.bucket)]!.wallets = Number(row.wallets);
    buckets[Number(row.bucket)]!.totalKobo = Number(row.total_kobo);
  }
  return buckets;
}

export async function moneyReport(
  executor: Executor,
  input: { period: 'day' | 'month'; label: string; now: Date },
): Promise<MoneyReport> {
  const { start, end } = input.period === 'day' ? lagosDayRange(input.label) : lagosMonthRange(input.label);
  const products = await productLines(executor, start, end);
  const ticketMoneyKobo = products.reduce((total, line) => total + line.ticketMoneyKobo, 0);
  const moneyTakenKobo = products.reduce((total, line) => total + line.moneyTakenKobo, 0);
  const prizesPaidKobo = await movedOn(executor, prizeExpense, start, end);
  const refundsKobo = await movedOn(executor, refundExpense, start, end);
  const winningsTaxKobo = await winningsTaxOn(executor, start, end);
  const winningsTaxBorneKobo = await movedOn(executor, winningsTaxExpense, start, end);
  const winningsTaxWithheldKobo = winningsTaxKobo - winningsTaxBorneKobo;
  return {
    period: input.period,
    label: input.label,
    products,
    ticketMoneyKobo,
    moneyTakenKobo,
    prizesPaidKobo,
    winningsTaxWithheldKobo,
    winningsTaxBorneKobo,
    prizesNetKobo: prizesPaidKobo - winningsTaxWithheldKobo,
    realisedPayoutRatioBps:
      ticketMoneyKobo === 0 ? null : Math.round((prizesPaidKobo * 10_000) / ticketMoneyKobo),
    feesKobo: await movedOn(executor, feeRevenue, start, end),
    refundsKobo,
    ggrKobo: ticketMoneyKobo - prizesPaidKobo - refundsKobo,
    unclaimedPhoneWallets: await unclaimedPhoneWallets(executor, input.now),
  };
}

export interface ChartDay {
  date: string;
  ticketMoneyKobo: number;
  /** Prizes and card refunds posted that day. */
  paidOutKobo: number;
  ggrKobo: number;
}

/** The last 30 Lagos days, oldest first, for the reports chart. */
export async function lastThirtyDays(executor: Executor, now: Date): Promise<ChartDay[]> {
  const lastDay = lagosDateOf(now);
  const firstDay = addLagosDays(lastDay, -29);
  const start = lagosDayRange(firstDay).start;
  const end = lagosDayRange(lastDay).end;
  // The kept day totals (see productLines): 30 days cost a few rows each, not a month of orders.
  const tickets = await queryRows<{ day: string; total: number | string }>(
    executor,
    sql`select to_char(lagos_day, 'YYYY-MM-DD') as day, sum(ticket_money_kobo)::bigint as total
        from order_day_totals
        where lagos_day >= ${lagosDateOf(start)}::date and lagos_day < ${lagosDateOf(end)}::date
        group by 1`,
  );
  const paidOut = await dayTotals(executor, [prizeExpense, refundExpense], {
    fromDay: firstDay,
    toDay: addLagosDays(lastDay, 1),
  });
  const ticketsByDay = new Map(tickets.map((row) => [row.day, Number(row.total)]));
  const outByDay = new Map<string, number>();
  for (const day of paidOut)
    outByDay.set(day.lagosDay, (outByDay.get(day.lagosDay) ?? 0) - day.creditKobo - day.debitKobo);
  const days: ChartDay[] = [];
  for (let offset = 0; offset < 30; offset++) {
    const date = addLagosDays(firstDay, offset);
    const ticketMoneyKobo = ticketsByDay.get(date) ?? 0;
    const out = outByDay.get(date) ?? 0;
    days.push({ date, ticketMoneyKobo, paidOutKobo: out, ggrKobo: ticketMoneyKobo - out });
  }
  return days;
}
