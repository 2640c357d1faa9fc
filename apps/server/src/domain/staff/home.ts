import { lagosDateOf, lagosDayRange } from '@chancepay/shared';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, raffleTypes } from '../../db/schema';
import { openApprovalCount } from './approvals';

/** An order still `verifying` this long after checkout is stuck: the webhook and the reconciliation missed it. */
export const STUCK_VERIFYING_MS = 10 * 60_000;

export interface ProductDay {
  raffleTypeId: number;
  name: string;
  ticketsSold: number;
  ticketMoneyKobo: number;
  moneyTakenKobo: number;
  prizesPaidKobo: number;
  winners: number;
  configuredPayoutRatioBps: number;
  /** Prizes over ticket money, in basis points; null before the first ticket of the day. */
  realisedPayoutRatioBps: number | null;
}

export interface ConsoleHome {
  lagosDate: string;
  totals: { ticketsSold: number; moneyTakenKobo: number; prizesPaidKobo: number; orders: number };
  products: ProductDay[];
  stuckOrders: {
    id: string;
    raffleTypeId: number;
    orderAmountKobo: number;
    createdAt: Date;
    customerPhone: string;
  }[];
  stuckOrderCount: number;
  openApprovals: number;
}

const settledStatuses = ['winner_selected', 'entry_processed'] as const;

/** The console's first screen: today's sales in Lagos, per product, and what needs a person now. */
export async function consoleHome(db: Executor, now: Date): Promise<ConsoleHome> {
  const lagosDate = lagosDateOf(now);
  const { start, end } = lagosDayRange(lagosDate);
  const perType = await db
    .select({
      raffleTypeId: orders.raffleTypeId,
      ticketsSold: sql<number>`coalesce(sum(${orders.ticketQuantity}), 0)::int`,
      ticketMoneyKobo: sql<number>`coalesce(sum(${orders.ticketAmountKobo}), 0)::bigint`,
      moneyTakenKobo: sql<number>`coalesce(sum(coalesce(${orders.paidAmountKobo}, ${orders.orderAmountKobo})), 0)::bigint`,
      prizesPaidKobo: sql<number>`coalesce(sum(case when ${orders.outcome} = 'won' then ${orders.prizeKobo} else 0 end), 0)::bigint`,
      winners: sql<number>`count(*) filter (where ${orders.outcome} = 'won')::int`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...settledStatuses]),
        gte(orders.settledAt, start),
        lt(orders.settledAt, end),
      ),
    )
    .groupBy(orders.raffleTypeId);
  const types = await db.select().from(raffleTypes).orderBy(asc(raffleTypes.id));
  const byType = new Map(perType.map((row) => [row.raffleTypeId, row]));
  const products: ProductDay[] = types.map((type) => {
    const row = byType.get(type.id);
    const ticketMoneyKobo = Number(row?.ticketMoneyKobo ?? 0);
    const prizesPaidKobo = Number(row?.prizesPaidKobo ?? 0);
    return {
      raffleTypeId: type.id,
      name: type.name,
      ticketsSold: row?.ticketsSold ?? 0,
      ticketMoneyKobo,
      moneyTakenKobo: Number(row?.moneyTakenKobo ?? 0),
      prizesPaidKobo,
      winners: row?.winners ?? 0,
      configuredPayoutRatioBps: type.payoutRatioBps,
      realisedPayoutRatioBps:
        ticketMoneyKobo > 0 ? Math.round((prizesPaidKobo * 10_000) / ticketMoneyKobo) : null,
    };
  });
  const stuckBefore = new Date(now.getTime() - STUCK_VERIFYING_MS);
  const stuckWhere = and(eq(orders.status, 'verifying'), lte(orders.createdAt, stuckBefore));
  const stuck = await db
    .select({
      id: orders.id,
      raffleTypeId: orders.raffleTypeId,
      orderAmountKobo: orders.orderAmountKobo,
      createdAt: orders.createdAt,
      customerPhone: orders.customerPhone,
    })
    .from(orders)
    .where(stuckWhere)
    .orderBy(asc(orders.createdAt))
    .limit(20);
  const [stuckCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(stuckWhere);
  return {
    lagosDate,
    totals: {
      ticketsSold: products.reduce((sum, product) => sum + product.ticketsSold, 0),
      moneyTakenKobo: products.reduce((sum, product) => sum + product.moneyTakenKobo, 0),
      prizesPaidKobo: products.reduce((sum, product) => sum + product.prizesPaidKobo, 0),
      orders: perType.reduce((sum, row) => sum + row.orders, 0),
    },
    products,
    stuckOrders: stuck,
    stuckOrderCount: stuckCount?.count ?? 0,
    openApprovals: await openApprovalCount(db, now),
  };
}
