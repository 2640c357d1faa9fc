import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const jobStatuses = ['pending', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable background-job queue (src/jobs). One row per (kind, key): enqueuing the same work twice is a
 * no-op. A worker claims due rows with FOR UPDATE SKIP LOCKED and leases them until `locked_until`, so any
 * number of server copies can share the queue and a crashed worker's job is picked up when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('jobs_kind_key_unique').on(table.kind, table.key),
    check('jobs_status', sql`${table.status} in ('pending', 'done', 'failed')`),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
