import { sql } from 'drizzle-orm';
import { languages } from '@chancepay/shared/i18n/languages';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The form of a CAC number two vendors may not share: letters and digits only, upper case. */
export const cacNumberKey = (column: unknown) =>
  sql`upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

export const userRoles = ['customer', 'vendor'] as const;
export type UserRole = (typeof userRoles)[number];

/** People who sign in: customers (self sign-up) and vendors (onboarded by staff). Staff are `staff_members` (schema/staff.ts). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** E.164 (+234...). Unique only once verified, so an abandoned sign-up cannot squat a number. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    role: text('role', { enum: userRoles }).notNull(),
    displayName: text('display_name').notNull(),
    nicename: text('nicename').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** Locked by support (console): no sign-in until unlocked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * Closed by its owner (DOMAIN.md "Personal data"): no sign-in from then on, every session ended. The row
     * stays for ever (orders, transfers and the ledger point at it); `erased_at` is when the erasure job replaced
     * its personal columns, the identity kept for the law moved to `retained_records`.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * The language the person chose (DOMAIN.md "Channels and languages"): texts and USSD screens speak it.
     * Null until they choose one; then English is assumed.
     */
    language: text('language', { enum: languages }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_verified_phone_key')
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null`),
    index('users_phone_idx').on(table.phone),
    check('users_language_check', sql`${table.language} in ('en', 'pcm', 'ha', 'yo', 'ig')`),
  ],
);

/** A vendor's business record (spec section 3, Vendor); one per vendor user. */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    businessName: text('business_name').notNull(),
    businessAddress: text('business_address').notNull(),
    industry: text('industry').notNull(),
    bankName: text('bank_name').notNull(),
    /** Real CBN code (BANKS.md), not the spec's list. */
    bankCode: text('bank_code').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    cacNumber: text('cac_number').notNull(),
    contactName: text('contact_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    logoUrl: text('logo_url'),
    /** The account holder's name from the name enquiry, accepted by staff at onboarding or bank change. */
    bankAccountName: text('bank_account_name'),
    /** A suspended vendor is not listed and cannot be paid (Pay4Me, Scan2Pay4Me) until unsuspended. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendors_user_id_key').on(table.userId),
    // One business, one vendor (console-security #6): a duplicate could redirect the business's payments.
    // Spaces, dashes and case do not make a CAC number different.
    uniqueIndex('vendors_cac_number_key').on(cacNumberKey(table.cacNumber)),
  ],
);

/**
 * A login session: the family of refresh tokens descended from one sign-in (RFC 9700 section 4.14.2).
 * Revoking it ends every token of the family, and the access tokens that name it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the refreshes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; a used one stays to detect its reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: a token unused this long is dead. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for its successor. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Single-use password reset tokens (DOMAIN.md): 30 minutes, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** One-time SMS codes proving a phone number: 10 minutes, 5 tries, stored as a keyed hash. */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('phone_verification_codes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One-time SMS codes that let the owner of a verified phone choose a new password (issue #27 item 9): 10
 * minutes, 5 tries counted before each check, stored as a keyed hash; a new code replaces the open one.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('password_reset_codes_user_idx').on(table.userId, table.createdAt),
    check('password_reset_codes_attempts_check', sql`${table.failedAttempts} between 0 and 5`),
  ],
);

/**
 * Counters behind the rate limits (failed logins, reset links, SMS codes). In the database so that every
 * server copy sees the same counts and a restart does not forgive an attacker.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
});
