import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  dataRequests,
  staffMembers,
  users,
  type DataRequestKind,
  type DataRequestSource,
} from '../../db/schema';
import { ConsoleError } from '../console/errors';
import { dataRequestDueAt, requestClock, type RequestClock } from './clocks';

export type DataRequestRow = typeof dataRequests.$inferSelect;

/**
 * Writes a request into the register. The Profile's actions call it in their own transaction (a download is
 * answered at once, so it is recorded answered); compliance records the ones that came by mail.
 */
export async function recordDataRequest(
  executor: Executor,
  input: {
    kind: DataRequestKind;
    source: DataRequestSource;
    userId?: string | null;
    requester?: string | null;
    details?: string | null;
    receivedAt: Date;
    answeredAt?: Date | null;
    answer?: string | null;
    recordedByStaffId?: string | null;
  },
): Promise<DataRequestRow> {
  const [row] = await executor
    .insert(dataRequests)
    .values({
      kind: input.kind,
      source: input.source,
      userId: input.userId ?? null,
      requester: input.requester ?? null,
      details: input.details ?? null,
      receivedAt: input.receivedAt,
      dueAt: dataRequestDueAt(input.receivedAt),
      answeredAt: input.answeredAt ?? null,
      answer: input.answer ?? null,
      recordedByStaffId: input.recordedByStaffId ?? null,
    })
    .returning();
  return row!;
}

/** Marks a request answered, with what was done. An answered request is not answered again. */
export async function answerDataRequest(
  executor: Executor,
  input: { id: string; answer: string; staffId: string },
  now: Date,
): Promise<{ before: DataRequestRow; after: DataRequestRow }> {
  const [before] = await executor
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.id, input.id))
    .for('update');
  if (!before) throw new ConsoleError('not_found', 'No such data request.');
  if (before.answeredAt)
    throw new ConsoleError(
      'conflict',
      'This request is already answered; record a new one if the person asks again.',
    );
  const [after] = await executor
    .update(dataRequests)
    .set({ answeredAt: now, answer: input.answer, answeredByStaffId: input.staffId })
    .where(eq(dataRequests.id, input.id))
    .returning();
  return { before, after: after! };
}

export interface DataRequestView extends RequestClock {
  id: string;
  kind: DataRequestKind;
  source: DataRequestSource;
  userId: string | null;
  username: string | null;
  requester: string | null;
  details: string | null;
  receivedAt: Date;
  dueAt: Date;
  answeredAt: Date | null;
  answer: string | null;
  answeredBy: string | null;
}

/** The register: open requests first (soonest due first), then answered ones (latest first). */
export async function dataRequestRegister(
  executor: Executor,
  filter: { status: 'open' | 'answered' | 'all' },
  now: Date,
): Promise<DataRequestView[]> {
  const answeredBy = alias(staffMembers, 'answered_by');
  const rows = await executor
    .select({
      request: dataRequests,
      username: users.username,
      answeredBy: answeredBy.displayName,
    })
    .from(dataRequests)
    .leftJoin(users, eq(users.id, dataRequests.userId))
    .leftJoin(answeredBy, eq(answeredBy.id, dataRequests.answeredByStaffId))
    .where(
      filter.status === 'open'
        ? isNull(dataRequests.answeredAt)
        : filter.status === 'answered'
          ? isNotNull(dataRequests.answeredAt)
          : undefined,
    )
    .orderBy(
      sql`${dataRequests.answeredAt} is not null`,
      asc(dataRequests.dueAt),
      desc(dataRequests.answeredAt),
    )
    .limit(500);
  return rows.map(({ request, username, answeredBy: answeredByName }) => ({
    id: request.id,
    kind: request.kind,
    source: request.source,
    userId: request.userId,
    username,
    requester: request.requester,
    details: request.details,
    receivedAt: request.receivedAt,
    dueAt: request.dueAt,
    answeredAt: request.answeredAt,
    answer: request.answer,
    answeredBy: answeredByName,
    ...requestClock(request, now),
  }));
}
