import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { dataBreaches, staffMembers } from '../../db/schema';
import { ConsoleError } from '../console/errors';
import { breachClock, type BreachClock } from './clocks';

export type BreachRow = typeof dataBreaches.$inferSelect;

export const FOUND_IN_FUTURE_MESSAGE = 'When the breach was found cannot be later than now.';

/** Records a breach; the 72-hour clock to tell the NDPC starts now (issue #23 item 9). */
export async function recordBreach(
  executor: Executor,
  input: { description: string; foundAt: Date; affected: string; measures: string; staffId: string },
  now: Date,
): Promise<BreachRow> {
  if (input.foundAt > now) throw new ConsoleError('invalid', FOUND_IN_FUTURE_MESSAGE, 'found_at');
  const [row] = await executor
    .insert(dataBreaches)
    .values({
      description: input.description,
      foundAt: input.foundAt,
      affected: input.affected,
      measures: input.measures,
      recordedAt: now,
      recordedByStaffId: input.staffId,
    })
    .returning();
  return row!;
}

export type BreachNotice = 'regulator' | 'subjects';

/** Marks the regulator (NDPC) or the people affected as told; each mark is set once. */
export async function markBreachNotified(
  executor: Executor,
  input: { id: string; who: BreachNotice; staffId: string },
  now: Date,
): Promise<{ before: BreachRow; after: BreachRow }> {
  const [before] = await executor
    .select()
    .from(dataBreaches)
    .where(eq(dataBreaches.id, input.id))
    .for('update');
  if (!before) throw new ConsoleError('not_found', 'No such breach.');
  const already = input.who === 'regulator' ? before.regulatorNotifiedAt : before.subjectsNotifiedAt;
  if (already)
    throw new ConsoleError(
      'conflict',
      input.who === 'regulator'
        ? 'The regulator is already marked as notified.'
        : 'The people affected are already marked as notified.',
    );
  const [after] = await executor
    .update(dataBreaches)
    .set(
      input.who === 'regulator'
        ? { regulatorNotifiedAt: now, regulatorNotifiedByStaffId: input.staffId }
        : { subjectsNotifiedAt: now, subjectsNotifiedByStaffId: input.staffId },
    )
    .where(eq(dataBreaches.id, input.id))
    .returning();
  return { before, after: after! };
}

export interface BreachView extends BreachClock {
  id: string;
  description: string;
  foundAt: Date;
  affected: string;
  measures: string;
  recordedAt: Date;
  recordedBy: string;
  regulatorNotifiedAt: Date | null;
  subjectsNotifiedAt: Date | null;
}

/** The breach register, newest first. */
export async function breachRegister(executor: Executor, now: Date): Promise<BreachView[]> {
  const recordedBy = alias(staffMembers, 'recorded_by');
  const rows = await executor
    .select({ breach: dataBreaches, recordedBy: recordedBy.displayName })
    .from(dataBreaches)
    .innerJoin(recordedBy, eq(recordedBy.id, dataBreaches.recordedByStaffId))
    .orderBy(desc(dataBreaches.recordedAt))
    .limit(500);
  return rows.map(({ breach, recordedBy: name }) => ({
    id: breach.id,
    description: breach.description,
    foundAt: breach.foundAt,
    affected: breach.affected,
    measures: breach.measures,
    recordedAt: breach.recordedAt,
    recordedBy: name,
    regulatorNotifiedAt: breach.regulatorNotifiedAt,
    subjectsNotifiedAt: breach.subjectsNotifiedAt,
    ...breachClock(breach, now),
  }));
}
