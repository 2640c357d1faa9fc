import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';
import { users } from './users';

/**
 * Personal data (issue #23 items 8-9, DOMAIN.md "Personal data (NDPA 2023)"). Three tables:
 * - `data_requests`: the register of people's requests (access, erasure, correction), written by the Profile
 *   actions themselves and by compliance for requests that came by mail; each is answered within 30 days.
 * - `data_breaches`: the breach register; the regulator is told within 72 hours of the breach being recorded.
 * - `retained_records`: what the law makes us keep about a closed account after its personal data was erased
 *   (AML: identity and verification results, 5 years), kept apart from `users` and read only by compliance.
 */

export const dataRequestKinds = ['access', 'erasure', 'correction'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];
export const dataRequestSources = ['profile', 'mail'] as const;
export type DataRequestSource = (typeof dataRequestSources)[number];

export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: dataRequestKinds }).notNull(),
    source: text('source', { enum: dataRequestSources }).notNull(),
    /** The account, when the request names one (always for Profile requests). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Who asked, in their words (a mail's sender), for requests that came by mail. */
    requester: text('requester'),
    details: text('details'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** received_at + 30 days: the answer is due by then. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: text('answer'),
    recordedByStaffId: uuid('recorded_by_staff_id').references(() => staffMembers.id),
    answeredByStaffId: uuid('answered_by_staff_id').references(() => staffMembers.id),
  },
  (table) => [
    index('data_requests_open_idx')
      .on(table.dueAt)
      .where(sql`${table.answeredAt} is null`),
    index('data_requests_user_idx').on(table.userId),
    check('data_requests_someone', sql`${table.userId} is not null or ${table.requester} is not null`),
    check('data_requests_due_after_received', sql`${table.dueAt} > ${table.receivedAt}`),
  ],
);

export const dataBreaches = pgTable(
  'data_breaches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What happened. */
    description: text('description').notNull(),
    /** When we became aware (may be before it was recorded). */
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    /** Who and what data are affected (numbers and kinds, never the personal data itself). */
    affected: text('affected').notNull(),
    measures: text('measures').notNull(),
    /** The 72-hour clock runs from here (issue #23 item 9). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedByStaffId: uuid('recorded_by_staff_id')
      .notNull()
      .references(() => staffMembers.id),
    regulatorNotifiedAt: timestamp('regulator_notified_at', { withTimezone: true }),
    regulatorNotifiedByStaffId: uuid('regulator_notified_by_staff_id').references(() => staffMembers.id),
    subjectsNotifiedAt: timestamp('subjects_notified_at', { withTimezone: true }),
    subjectsNotifiedByStaffId: uuid('subjects_notified_by_staff_id').references(() => staffMembers.id),
  },
  (table) => [index('data_breaches_recorded_idx').on(table.recordedAt)],
);

/** The identity a closed account had, as the law requires it kept (see `retainedIdentitySchema` in the domain). */
export type RetainedIdentity = Record<string, unknown>;

export const retainedRecords = pgTable(
  'retained_records',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
    /** Five years after the account closed (MLPPA 2022 s.5, NDPA storage limitation): then it goes too. */
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
    /** Username, name, email, phone, verified name and date of birth, last four digits of BVN and NIN. */
    identity: jsonb('identity').$type<RetainedIdentity>().notNull(),
    /** Every identity check's outcome, provider reference and what the record returned. */
    identityChecks: jsonb('identity_checks').$type<Record<string, unknown>[]>().notNull(),
  },
  (table) => [index('retained_records_keep_until_idx').on(table.keepUntil)],
);
