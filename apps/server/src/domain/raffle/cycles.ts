import { randomBytes } from 'node:crypto';
import {
  defaultWinningsTaxBearer,
  isServerSeedHex,
  raffleTypeInfo,
  serverSeedHash,
  type WinningsTaxBearer,
} from '@chancepay/shared';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffleCycles, raffleCycleTypes, raffleTypes } from '../../db/schema';
import { RaffleError } from './errors';
import { findCycle, type CycleView } from './cycle-views';

/**
 * Raffle cycles (DOMAIN.md "Raffle products"): scheduled -> open -> completed | closed | cancelled.
 * At most one cycle is open per type (a partial unique index on raffle_cycle_types). The server seed is
 * drawn from the CSPRNG when a cycle opens, its SHA-256 published at once, and the seed itself is shown
 * only after the cycle has ended (see fairness.ts for exactly when).
 */

export interface CycleTerms {
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  /** Share of ticket money returned as prizes in expectation, in basis points (7000 = 70%). */
  payoutRatioBps: number;
  /** Total prizes the cycle may pay; defaults to one prize. */
  prizeBudgetKobo?: number;
}

export interface RaffleTypeTemplate extends Required<CycleTerms> {
  id: number;
  name?: string;
  autoOpen: boolean;
  /** Who bears the winnings tax; absent: DOMAIN.md's default for the product (defaultWinningsTaxBearer). */
  winningsTaxBearer?: WinningsTaxBearer;
}

function assertTerms(terms: CycleTerms): Required<CycleTerms> {
  const prizeBudgetKobo = terms.prizeBudgetKobo ?? terms.winnableAmountKobo;
  const wholePositive = (value: number) => Number.isSafeInteger(value) && value > 0;
  if (!wholePositive(terms.ticketPriceKobo))
    throw new RaffleError('invalid', 'The ticket price must be above zero.');
  if (!wholePositive(terms.winnableAmountKobo))
    throw new RaffleError('invalid', 'The winnable amount must be above zero.');
  if (
    !Number.isSafeInteger(terms.payoutRatioBps) ||
    terms.payoutRatioBps < 1 ||
    terms.payoutRatioBps > 10_000
  )
    throw new RaffleError('invalid', 'The payout ratio must be between 1 and 10000 basis points.');
  if (!Number.isSafeInteger(prizeBudgetKobo) || prizeBudgetKobo < terms.winnableAmountKobo)
    throw new RaffleError('invalid', 'The prize budget must cover at least one prize.');
  return { ...terms, prizeBudgetKobo };
}

/** Creates or updates a raffle type and its template (idempotent; used by the demo seed and admin tools). */
export async function defineRaffleType(executor: Executor, template: RaffleTypeTemplate): Promise<void> {
  const terms = assertTerms(template);
  const name = template.name ?? raffleTypeInfo(template.id).name;
  const winningsTaxBearer = template.winningsTaxBearer ?? defaultWinningsTaxBearer(template.id);
  await executor
    .insert(raffleTypes)
    .values({ id: template.id, name, ...terms, autoOpen: template.autoOpen, winningsTaxBearer })
    .onConflictDoUpdate({
      target: raffleTypes.id,
      set: { name, ...terms, autoOpen: template.autoOpen, winningsTaxBearer, updatedAt: sql`now()` },
    });
}

async function requireTypes(executor: Executor, typeIds: readonly number[]): Promise<void> {
  if (typeIds.length === 0) throw new RaffleError('invalid', 'A cycle must offer at least one raffle type.');
  const found = await executor
    .select({ id: raffleTypes.id })
    .from(raffleTypes)
    .where(inArray(raffleTypes.id, [...typeIds]));
  const missing = typeIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw new RaffleError('not_found', `Raffle type ${missing.join(', ')} does not exist.`);
}

export interface NewCycleInput extends CycleTerms {
  raffleTypeIds: number[];
  sponsor?: string | null;
  /** When a scheduled cycle opens (see openDueScheduledCycles); none: as soon as its types are free. */
  startsAt?: Date | null;
}

/** Queues a cycle to open after the current one of its types completes. No seed yet: it is drawn at opening. */
export async function scheduleCycle(executor: Executor, input: NewCycleInput): Promise<number> {
  const terms = assertTerms(input);
  const typeIds = [...new Set(input.raffleTypeIds)];
  await requireTypes(executor, typeIds);
  const [row] = await executor
    .insert(raffleCycles)
    .values({
      status: 'scheduled',
      ...terms,
      sponsor: input.sponsor ?? null,
      startsAt: input.startsAt ?? null,
    })
    .returning({ id: raffleCycles.id });
  const id = row!.id;
  await executor
    .insert(raffleCycleTypes)
    .values(typeIds.map((raffleTypeId) => ({ raffleCycleId: id, raffleTypeId })));
  return id;
}

export interface OpenCycleInput extends NewCycleInput {
  now: Date;
  /** Tests and the sandbox only: a fixed seed so an order's outcome is known in advance. */
  serverSeedHex?: string;
  /** Close whatever cycle is open for these types first (sandbox/admin "replace"). */
  replaceOpen?: boolean;
}

/**
 * Creates a cycle and opens it at once. Runs in the caller's transaction when given one; without
 * `replaceOpen`, a type that already has an open cycle is a conflict.
 */
export async function openCycle(executor: Executor, input: OpenCycleInput): Promise<CycleView> {
  if (input.serverSeedHex !== undefined && !isServerSeedHex(input.serverSeedHex))
    throw new RaffleError('invalid', 'The server seed must be 64 hex characters (32 bytes).', 'server_seed');
  const typeIds = [...new Set(input.raffleTypeIds)];
  return executor.transaction(async (tx) => {
    if (input.replaceOpen) {
      const open = await tx
        .selectDistinct({ id: raffleCycleTypes.raffleCycleId })
        .from(raffleCycleTypes)
        .where(and(inArray(raffleCycleTypes.raffleTypeId, typeIds), eq(raffleCycleTypes.isOpen, true)));
      for (const { id } of open) await endCycle(tx, id, 'closed', input.now);
    }
    const id = await scheduleCycle(tx, input);
    const opened = await openScheduledCycle(tx, id, input.now, input.serverSeedHex);
    if (!opened) {
      throw new RaffleError(
        'conflict',
        'One of these raffle types already has an open cycle; close it first or ask to replace it.',
      );
    }
    return (await findCycle(tx, id))!;
  });
}

/**
 * Opens a scheduled cycle: draws its seed, publishes the hash, marks its types open. Returns false when
 * one of its types already has an open cycle (the unique index refuses; a savepoint keeps the caller's
 * transaction usable).
 */
async function openScheduledCycle(
  executor: Executor,
  cycleId: number,
  now: Date,
  serverSeedHex?: string,
): Promise<boolean> {
  const seed = (serverSeedHex ?? randomBytes(32).toString('hex')).toLowerCase();
  try {
    return await executor.transaction(async (savepoint) => {
      const updated = await savepoint
        .update(raffleCycles)
        .set({ status: 'open', serverSeed: seed, serverSeedHash: serverSeedHash(seed), openedAt: now })
        .where(and(eq(raffleCycles.id, cycleId), eq(raffleCycles.status, 'scheduled')))
        .returning({ id: raffleCycles.id });
      if (updated.length === 0) return false;
      await savepoint
        .update(raffleCycleTypes)
        .set({ isOpen: true })
        .where(eq(raffleCycleTypes.raffleCycleId, cycleId));
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Ends a cycle (completed: budget spent; closed: taken off sale; cancelled). Idempotent: a cycle that has
 * already ended stays as it is. Returns the types it offered so the caller can open their next cycles.
 */
export async function endCycle(
  executor: Executor,
  cycleId: number,
  status: 'completed' | 'closed' | 'cancelled',
  now: Date,
): Promise<number[]> {
  const ended = await executor
    .update(raffleCycles)
    .set({ status, endedAt: now })
    .where(and(eq(raffleCycles.id, cycleId), inArray(raffleCycles.status, ['open', 'scheduled'])))
    .returning({ id: raffleCycles.id });
  if (ended.length === 0) return [];
  const types = await executor
    .update(raffleCycleTypes)
    .set({ isOpen: false })
    .where(eq(raffleCycleTypes.raffleCycleId, cycleId))
    .returning({ typeId: raffleCycleTypes.raffleTypeId });
  return types.map((row) => row.typeId);
}

/**
 * For each type without an open cycle: open its earliest scheduled cycle whose types are all free, else a
 * new cycle from the type's template when the template says so. Safe to run concurrently (the unique
 * index settles races) and inside a settlement transaction (each attempt is a savepoint).
 */
export async function openNextCycles(
  executor: Executor,
  typeIds: readonly number[],
  now: Date,
): Promise<number[]> {
  const opened: number[] = [];
  for (const typeId of typeIds) {
    const [alreadyOpen] = await executor
      .select({ id: raffleCycleTypes.raffleCycleId })
      .from(raffleCycleTypes)
      .where(and(eq(raffleCycleTypes.raffleTypeId, typeId), eq(raffleCycleTypes.isOpen, true)))
      .limit(1);
    if (alreadyOpen) continue;

    const scheduled = await executor
      .select({ id: raffleCycles.id })
      .from(raffleCycles)
      .innerJoin(raffleCycleTypes, eq(raffleCycleTypes.raffleCycleId, raffleCycles.id))
      .where(
        and(
          eq(raffleCycleTypes.raffleTypeId, typeId),
          eq(raffleCycles.status, 'scheduled'),
          // A cycle scheduled for a later time waits for it (openDueScheduledCycles opens it then).
          or(isNull(raffleCycles.startsAt), lte(raffleCycles.startsAt, now)),
        ),
      )
      .orderBy(asc(raffleCycles.id));
    let done = false;
    for (const candidate of scheduled) {
      if (await openScheduledCycle(executor, candidate.id, now)) {
        opened.push(candidate.id);
        done = true;
        break;
      }
    }
    if (done) continue;

    const [template] = await executor.select().from(raffleTypes).where(eq(raffleTypes.id, typeId));
    if (!template?.autoOpen) continue;
    const id = await scheduleCycle(executor, {
      raffleTypeIds: [typeId],
      ticketPriceKobo: template.ticketPriceKobo,
      winnableAmountKobo: template.winnableAmountKobo,
      payoutRatioBps: template.payoutRatioBps,
      prizeBudgetKobo: template.prizeBudgetKobo,
    });
    if (await openScheduledCycle(executor, id, now)) opened.push(id);
    else await endCycle(executor, id, 'cancelled', now);
  }
  return opened;
}

/**
 * Opens each scheduled cycle whose start time has come. Its start time is a promise to the operator, so a
 * cycle still open for one of its types is closed (taken off sale; its orders keep their rules) first.
 */
export async function openDueScheduledCycles(executor: Executor, now: Date): Promise<number[]> {
  const due = await executor
    .select({ id: raffleCycles.id })
    .from(raffleCycles)
    .where(and(eq(raffleCycles.status, 'scheduled'), lte(raffleCycles.startsAt, now)))
    .orderBy(asc(raffleCycles.startsAt), asc(raffleCycles.id));
  const opened: number[] = [];
  for (const { id } of due) {
    if (await openScheduledCycleNow(executor, id, now, { replaceOpen: true })) opened.push(id);
  }
  return opened;
}

/**
 * Opens one scheduled cycle now (the console's "open now", and its start time arriving). With replaceOpen,
 * the cycles open for its types are closed first; without it, a type already on sale is a conflict.
 * Returns false when the cycle is no longer scheduled.
 */
export async function openScheduledCycleNow(
  executor: Executor,
  cycleId: number,
  now: Date,
  options: { replaceOpen: boolean },
): Promise<boolean> {
  return executor.transaction(async (tx) => {
    const [cycle] = await tx
      .select({ status: raffleCycles.status })
      .from(raffleCycles)
      .where(eq(raffleCycles.id, cycleId))
      .for('update');
    if (!cycle) throw new RaffleError('not_found', `Cycle ${cycleId} does not exist.`);
    if (cycle.status !== 'scheduled') return false;
    if (options.replaceOpen) {
      const open = await tx
        .selectDistinct({ id: raffleCycleTypes.raffleCycleId })
        .from(raffleCycleTypes)
        .where(
          and(
            eq(raffleCycleTypes.isOpen, true),
            sql`${raffleCycleTypes.raffleTypeId} in (select raffle_type_id from raffle_cycle_types where raffle_cycle_id = ${cycleId})`,
          ),
        );
      for (const { id } of open) await endCycle(tx, id, 'closed', now);
    }
    if (!(await openScheduledCycle(tx, cycleId, now)))
      throw new RaffleError(
        'conflict',
        'One of these raffle types already has an open cycle; close it first or ask to replace it.',
      );
    return true;
  });
}

/** Every type that should be on sale and is not gets its next cycle (the periodic safety net). */
export async function ensureOpenCycles(executor: Executor, now: Date): Promise<number[]> {
  const startedOnTime = await openDueScheduledCycles(executor, now);
  const candidates = await executor
    .select({ id: raffleTypes.id })
    .from(raffleTypes)
    .where(
      // Outer columns written out: drizzle may render them unqualified, and `id` would bind to `c.id`.
      sql`(raffle_types.auto_open or exists (select 1 from raffle_cycle_types ct join raffle_cycles c on c.id = ct.raffle_cycle_id where ct.raffle_type_id = raffle_types.id and c.status = 'scheduled' and (c.starts_at is null or c.starts_at <= ${now.toISOString()})))
        and not exists (select 1 from raffle_cycle_types ct where ct.raffle_type_id = raffle_types.id and ct.is_open)`,
    )
    .orderBy(asc(raffleTypes.id));
  if (candidates.length === 0) return startedOnTime;
  const opened = await executor.transaction((tx) =>
    openNextCycles(
      tx,
      candidates.map((row) => row.id),
      now,
    ),
  );
  return [...startedOnTime, ...opened];
}
