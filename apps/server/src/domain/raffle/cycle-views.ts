import type { WinningsTaxBearer } from '@chancepay/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffleCycles, raffleTypes, type CycleStatus } from '../../db/schema';

// Cycles as the API and the console read them (never the secret seed, except where DOMAIN.md lets it be
// public); the lifecycle that changes them is cycles.ts.

export const endedCycleStatuses: readonly CycleStatus[] = ['completed', 'closed', 'cancelled'];

export interface CycleTypeView {
  id: number;
  name: string;
  /** Who bears the winnings tax on this product now (its template's choice; DOMAIN.md "Winnings tax"). */
  winningsTaxBearer: WinningsTaxBearer;
}

export interface CycleView {
  id: number;
  status: CycleStatus;
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  prizesPaidKobo: number;
  winnerCount: number;
  lastOrderSeq: number;
  sponsor: string | null;
  serverSeedHash: string | null;
  startsAt: Date | null;
  openedAt: Date | null;
  endedAt: Date | null;
  types: CycleTypeView[];
}

const cycleColumns = {
  id: raffleCycles.id,
  status: raffleCycles.status,
  ticketPriceKobo: raffleCycles.ticketPriceKobo,
  winnableAmountKobo: raffleCycles.winnableAmountKobo,
  payoutRatioBps: raffleCycles.payoutRatioBps,
  prizeBudgetKobo: raffleCycles.prizeBudgetKobo,
  prizesPaidKobo: raffleCycles.prizesPaidKobo,
  winnerCount: raffleCycles.winnerCount,
  lastOrderSeq: raffleCycles.lastOrderSeq,
  sponsor: raffleCycles.sponsor,
  serverSeedHash: raffleCycles.serverSeedHash,
  startsAt: raffleCycles.startsAt,
  openedAt: raffleCycles.openedAt,
  endedAt: raffleCycles.endedAt,
};

/**
 * The types a cycle offers, read in the same query as the cycle (one round trip per read). The outer column
 * is written out: drizzle renders a column of the only table unqualified, which would bind to `t.id` here.
 */
const typesColumn = sql<CycleTypeView[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'bearer', t.winnings_tax_bearer) order by t.id)
    from raffle_cycle_types ct join raffle_types t on t.id = ct.raffle_type_id
    where ct.raffle_cycle_id = raffle_cycles.id), '[]'::json)`;

function withTypes<Row extends { types: unknown }>(row: Row): Row & { types: CycleTypeView[] } {
  const types = typeof row.types === 'string' ? (JSON.parse(row.types) as unknown) : row.types;
  return {
    ...row,
    types: (types as { id: number; name: string; bearer: WinningsTaxBearer }[]).map((type) => ({
      id: Number(type.id),
      name: type.name,
      winningsTaxBearer: type.bearer,
    })),
  };
}

/** A cycle as the API may show it: never the secret seed. */
export async function findCycle(executor: Executor, cycleId: number): Promise<CycleView | null> {
  const [row] = await executor
    .select({ ...cycleColumns, types: typesColumn })
    .from(raffleCycles)
    .where(eq(raffleCycles.id, cycleId));
  return row ? withTypes(row) : null;
}

/**
 * A page of cycles, newest first, with the seed where DOMAIN.md lets it be public (ended, and no order still
 * waiting for payment: the `orders_verifying_idx` probe), in one statement (issue #28: the console's list ran
 * four statements per cycle).
 */
export async function listCyclesNewestFirst(
  executor: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<(CycleView & { revealedSeed: string | null })[]> {
  const ended = sql.join(
    endedCycleStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await executor
    .select({
      ...cycleColumns,
      types: typesColumn,
      // Qualified by hand: drizzle writes a bare "id" here, which the subquery would take as orders.id.
      revealedSeed: sql<string | null>`case when raffle_cycles.status in (${ended}) and not exists (
          select 1 from orders o where o.raffle_cycle_id = raffle_cycles.id and o.status = 'verifying')
        then raffle_cycles.server_seed end`,
    })
    .from(raffleCycles)
    .where(where)
    .orderBy(desc(raffleCycles.id))
    .limit(limit);
  return rows.map(withTypes);
}

/** Open cycles (optionally only those offering one type), oldest first. */
export async function listOpenCycles(executor: Executor, typeId?: number): Promise<CycleView[]> {
  const rows = await executor
    .select({ ...cycleColumns, types: typesColumn })
    .from(raffleCycles)
    .where(
      typeId === undefined
        ? eq(raffleCycles.status, 'open')
        : and(
            eq(raffleCycles.status, 'open'),
            sql`exists (select 1 from raffle_cycle_types ct where ct.raffle_cycle_id = raffle_cycles.id and ct.raffle_type_id = ${typeId})`,
          ),
    )
    .orderBy(asc(raffleCycles.id));
  return rows.map(withTypes);
}

export async function findRaffleType(executor: Executor, typeId: number) {
  const [row] = await executor.select().from(raffleTypes).where(eq(raffleTypes.id, typeId));
  return row ?? null;
}

/** The published commitment of a cycle (one indexed read; receipts need nothing else of the cycle). */
export async function cycleSeedHash(executor: Executor, cycleId: number): Promise<string | null> {
  const [row] = await executor
    .select({ serverSeedHash: raffleCycles.serverSeedHash })
    .from(raffleCycles)
    .where(eq(raffleCycles.id, cycleId));
  return row?.serverSeedHash ?? null;
}
