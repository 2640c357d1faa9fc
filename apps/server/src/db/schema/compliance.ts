import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Money-laundering controls (issue #23 items 4-6, DOMAIN.md "Money-laundering controls"). Every row here is a
 * record the law keeps five years (MLPPA 2022): nothing deletes them, no job prunes them.
 * - `large_transaction_records`: a subject's money in or out over the threshold in one Lagos day, to be filed.
 * - `compliance_alerts`: one per subject, rule and Lagos day (the unique index), raised by a monitoring rule.
 * - `compliance_cases`, `compliance_case_events` (the timeline: notes, alerts added, holds, closing) and
 *   `compliance_case_documents`.
 * - `wallet_holds`: a post-no-debit on a wallet; the postings trigger (drizzle/repeatable/compliance.sql)
 *   refuses any debit of a wallet with a hold not lifted.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const complianceSubjectTypes = ['customer', 'vendor'] as const;
export type ComplianceSubjectType = (typeof complianceSubjectTypes)[number];

/** An alert may concern a card or a phone (one card paying for many phones): no wallet, so no case of its own. */
export const alertSubjectTypes = ['customer', 'vendor', 'card', 'phone'] as const;
export type AlertSubjectType = (typeof alertSubjectTypes)[number];

export const largeTransactionDirections = ['in', 'out'] as const;

/** A large-transaction record's subject: a customer or vendor (by id), or a phone wallet's phone (E.164). */
export const largeTransactionSubjectTypes = ['customer', 'vendor', 'phone'] as const;
export type LargeTransactionSubjectType = (typeof largeTransactionSubjectTypes)[number];

export const largeTransactionRecords = pgTable(
  'large_transaction_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: largeTransactionSubjectTypes }).notNull(),
    /** A customer's or vendor's id, or a phone in E.164 (money won or refunded to a buyer without an account). */
    subjectId: text('subject_id').notNull(),
    lagosDay: date('lagos_day').notNull(),
    direction: text('direction', { enum: largeTransactionDirections }).notNull(),
    /** The day's total when the record was last refreshed (a later entry the same day raises it). */
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    entryCount: integer('entry_count').notNull(),
    thresholdKobo: bigint('threshold_kobo', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    filedByStaffId: uuid('filed_by_staff_id'),
    filingReference: text('filing_reference'),
  },
  (table) => [
    uniqueIndex('large_transaction_records_key').on(
      table.subjectType,
      table.subjectId,
      table.lagosDay,
      table.direction,
    ),
    index('large_transaction_records_day_idx').on(table.lagosDay),
    check('large_transaction_records_total', sql`${table.totalKobo} >= ${table.thresholdKobo}`),
  ],
);

export const complianceAlertStatuses = ['open', 'in_case', 'dismissed'] as const;
export type ComplianceAlertStatus = (typeof complianceAlertStatuses)[number];

export const complianceAlerts = pgTable(
  'compliance_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rule: text('rule').notNull(),
    subjectType: text('subject_type', { enum: alertSubjectTypes }).notNull(),
    /** A user's or vendor's id; a card's masked number (first six, last four, expiry); a phone in E.164. */
    subjectId: text('subject_id').notNull(),
    lagosDay: date('lagos_day').notNull(),
    /** What the rule saw (counts, amounts, references): enough for compliance to judge without a query. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: complianceAlertStatuses }).notNull().default('open'),
    caseId: uuid('case_id'),
    decidedByStaffId: uuid('decided_by_staff_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    // DOMAIN.md: a rule raises an alert once per subject, rule and day.
    uniqueIndex('compliance_alerts_once_a_day').on(
      table.subjectType,
      table.subjectId,
      table.rule,
      table.lagosDay,
    ),
    index('compliance_alerts_queue_idx').on(table.status, table.raisedAt),
  ],
);

export const complianceCaseStatuses = ['open', 'closed', 'reported'] as const;
export type ComplianceCaseStatus = (typeof complianceCaseStatuses)[number];

export const complianceCases = pgTable(
  'compliance_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as C-<number>: what the customer quotes to support. */
    number: serial('number').notNull().unique(),
    subjectType: text('subject_type', { enum: complianceSubjectTypes }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: complianceCaseStatuses }).notNull().default('open'),
    openedByStaffId: uuid('opened_by_staff_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedByStaffId: uuid('closed_by_staff_id'),
    /** For a report: the second compliance member who approved it. */
    approvedByStaffId: uuid('approved_by_staff_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingReason: text('closing_reason'),
    /** The suspicious transaction report's fields, fixed when the case closes as reported. */
    report: jsonb('report').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('compliance_cases_subject_idx').on(table.subjectType, table.subjectId),
    check(
      'compliance_cases_report_when_reported',
      sql`(${table.status} = 'reported') = (${table.report} is not null)`,
    ),
  ],
);

export const complianceCaseEventKinds = [
  'opened',
  'alert_added',
  'note',
  'document',
  'hold_placed',
  'hold_lifted',
  'report_requested',
  'closed',
] as const;

export const complianceCaseEvents = pgTable(
  'compliance_case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => complianceCases.id),
    kind: text('kind', { enum: complianceCaseEventKinds }).notNull(),
    staffId: uuid('staff_id'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('compliance_case_events_case_idx').on(table.caseId, table.id)],
);

export const complianceCaseDocuments = pgTable('compliance_case_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  caseId: uuid('case_id')
    .notNull()
    .references(() => complianceCases.id),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedByStaffId: uuid('uploaded_by_staff_id').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ledger key of the wallet held: wallet:customer:<uuid> or wallet:vendor:<uuid>. */
    accountKey: text('account_key').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => complianceCases.id),
    caseNumber: integer('case_number').notNull(),
    placedByStaffId: uuid('placed_by_staff_id').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    liftedByStaffId: uuid('lifted_by_staff_id'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: text('lift_reason'),
  },
  (table) => [
    // One hold in force per wallet: what the postings trigger and the customer's dashboard look up.
    uniqueIndex('wallet_holds_one_in_force')
      .on(table.accountKey)
      .where(sql`${table.liftedAt} is null`),
    check('wallet_holds_wallet_key', sql`${table.accountKey} ~ '^wallet:(customer|vendor):'`),
  ],
);
