import { sql } from 'drizzle-orm';
import type { StaffRole } from '@chancepay/shared';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The console's roles (DOMAIN.md "Accounts and sessions"); a staff member may hold several. */
export type { StaffRole };

/**
 * People who run ChancePay from the console. Separate from `users`: a staff login can never buy, hold a wallet
 * or be reached through the customer sign-in, and a customer token never opens the console.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id PHC string; null until the invited person sets it through their set-up link. */
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Base32 TOTP secret (RFC 6238), set once enrolment is confirmed with a code. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, not yet confirmed by a code from the authenticator. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last 30-second time step accepted: a code is good once (RFC 6238 section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_members_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('staff_members_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

/** Ten one-time recovery codes per enrolment, stored as keyed hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/** A console session: an opaque cookie value stored hashed; it dies after 15 idle minutes (PCI DSS 8.2.8). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/**
 * The step between password and code (the challenge's `jti`): spent by the first good code, and after
 * `SIGN_IN_CHALLENGE_CODE_TRIES` codes, so one password entry opens at most one session and gives a guesser
 * a handful of codes, not five minutes of them.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Codes checked against this challenge (counted before each check, so parallel guesses cannot pass). */
    codesTried: integer('codes_tried').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_sign_in_challenges_staff_idx').on(table.staffId)],
);

/**
 * Keys the server keeps for itself (e.g. the recovery codes' pepper), stored wrapped (AES-256-GCM) under a
 * key derived from JWT_SECRET: a database dump alone does not yield them, and rotating JWT_SECRET re-wraps
 * them (the first start with JWT_SECRET_PREVIOUS set) instead of losing what they key.
 */
export const serverKeys = pgTable('server_keys', {
  purpose: text('purpose').primaryKey(),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  rewrappedAt: timestamp('rewrapped_at', { withTimezone: true }),
});

/** Set-up links (invitation, or after an MFA reset): single use, stored hashed. */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_setup_tokens_hash_key').on(table.tokenHash)],
);

/**
 * Every staff action and every refused one (DOMAIN.md "Staff and the console"). Append-only: the triggers in
 * drizzle/repeatable/staff.sql refuse UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: rows of one instant (or a stopped test clock) still read back in the order written. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Null when nobody could be identified (a failed sign-in for an unknown name, a customer's token). */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    /** Who, as shown: a staff username, `customer:<name>`, `vendor:<name>` or `anonymous`. */
    actor: text('actor').notNull(),
    /** The roles the actor held at that moment. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ipAddress: text('ip_address'),
    action: text('action').notNull(),
    /** `ok`, `refused` (failed authorisation or sign-in) or `requested` (an approval request was made). */
    outcome: text('outcome').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('audit_log_seq_key').on(table.seq),
    index('audit_log_occurred_idx').on(table.occurredAt),
    index('audit_log_staff_idx').on(table.staffId, table.occurredAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** Four eyes: an action waiting for a second staff member (DOMAIN.md "Staff and the console"). */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionType: text('action_type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    payload: jsonb('payload').notNull(),
    /** What changes, for the approver's eyes: { before, after } or a summary. */
    summary: text('summary').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => staffMembers.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** What the executor returned on approval. */
    result: jsonb('result'),
  },
  (table) => [
    index('approval_requests_status_idx').on(table.status, table.requestedAt),
    index('approval_requests_entity_idx').on(table.entityType, table.entityId),
  ],
);
