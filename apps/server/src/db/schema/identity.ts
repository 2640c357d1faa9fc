import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Identity and wallet tiers (issue #21, DOMAIN.md "Identity and wallet tiers"). Three tables:
 * - `customer_identities`: one row per customer who has verified anything; `tier` is derived from the verified
 *   records below and rewritten in the same transaction that changes them, so the money paths read one row
 *   under the wallet's lock. No row means tier 0.
 * - `identity_checks`: the history, append-only: every lookup (what was checked, the provider's reference, the
 *   outcome, the name and date of birth it returned) and every staff decision (who, why).
 * - `address_proofs`: the tier-3 document, its bytes kept here (never at a public URL) until a compliance
 *   member accepts or rejects it.
 * BVN and NIN are never stored whole: a keyed hash (HMAC with a server secret, to find a second account with
 * the same number) and the last four digits.
 */

export const identityTiers = [0, 1, 2, 3] as const;
export type IdentityTier = (typeof identityTiers)[number];

export const customerIdentities = pgTable(
  'customer_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: smallint('tier').notNull().default(0),
    /** From the first verified record; the age check for a verified customer. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The name the record returned ("ADEBAYO CHUKWUEMEKA OKAFOR"), as the provider spelled it. */
    verifiedName: text('verified_name'),
    bvnHash: text('bvn_hash'),
    bvnLast4: text('bvn_last4'),
    bvnVerifiedAt: timestamp('bvn_verified_at', { withTimezone: true }),
    ninHash: text('nin_hash'),
    ninLast4: text('nin_last4'),
    ninVerifiedAt: timestamp('nin_verified_at', { withTimezone: true }),
    addressVerifiedAt: timestamp('address_verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('customer_identities_tier_range', sql`${table.tier} between 0 and 3`),
    check(
      'customer_identities_bvn_last4',
      sql`${table.bvnLast4} is null or ${table.bvnLast4} ~ '^[0-9]{4}$'`,
    ),
    check(
      'customer_identities_nin_last4',
      sql`${table.ninLast4} is null or ${table.ninLast4} ~ '^[0-9]{4}$'`,
    ),
    // One BVN and one NIN belong to one customer.
    uniqueIndex('customer_identities_bvn_hash_key').on(table.bvnHash),
    uniqueIndex('customer_identities_nin_hash_key').on(table.ninHash),
  ],
);

export const identityCheckKinds = ['bvn', 'nin', 'address', 'staff'] as const;
export type IdentityCheckKind = (typeof identityCheckKinds)[number];

export const identityCheckOutcomes = [
  'verified',
  'name_mismatch',
  'records_disagree',
  'under_age',
  'not_found',
  'duplicate',
  'retryable',
  'submitted',
  'accepted',
  'rejected',
] as const;
export type IdentityCheckOutcome = (typeof identityCheckOutcomes)[number];

export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: identityCheckKinds }).notNull(),
    outcome: text('outcome', { enum: identityCheckOutcomes }).notNull(),
    /** 'dojah' (or the emulator, which speaks Dojah's protocol) for lookups; null for staff decisions. */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    numberLast4: text('number_last4'),
    returnedName: text('returned_name'),
    returnedDateOfBirth: date('returned_date_of_birth', { mode: 'string' }),
    /** The staff member who decided (address reviews, manual changes), with their reason. */
    decidedByStaffId: uuid('decided_by_staff_id'),
    reason: text('reason'),
    tierBefore: smallint('tier_before').notNull(),
    tierAfter: smallint('tier_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_checks_user_idx').on(table.userId, table.createdAt)],
);

/** bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const addressProofStatuses = ['pending', 'accepted', 'rejected'] as const;
export type AddressProofStatus = (typeof addressProofStatuses)[number];

export const addressProofs = pgTable(
  'address_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Checked from the bytes (magic numbers), never trusted from the upload: image/jpeg, image/png, application/pdf. */
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    status: text('status', { enum: addressProofStatuses }).notNull().default('pending'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedByStaffId: uuid('decided_by_staff_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [
    check('address_proofs_size', sql`${table.sizeBytes} between 1 and 5242880`),
    check(
      'address_proofs_content_type',
      sql`${table.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
    index('address_proofs_status_idx').on(table.status, table.uploadedAt),
    // One proof waits for review at a time (migration 0021): two uploads at once cannot both be pending.
    uniqueIndex('address_proofs_one_pending_key')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
