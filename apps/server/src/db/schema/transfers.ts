import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, vendors } from './users';

export const transferPurposes = ['customer_transfer', 'vendor_settlement'] as const;
export type TransferPurpose = (typeof transferPurposes)[number];

/** `reversed`: reported successful, then the bank sent the money back (DOMAIN.md transfers step 6). */
export const transferStatuses = ['pending', 'successful', 'failed', 'reversed'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/**
 * Money sent from a wallet to a bank account through the payout provider (DOMAIN.md "Transfers to a bank",
 * "Vendors"): a customer's transfer or a vendor's settlement. The ledger holds the money movements
 * (`transfer:<id>:debit|complete|reversal`); this row holds the request, its state and its requery schedule.
 *
 * A transfer whose outcome is unknown stays `pending` and is the requery job's work item: due when
 * `next_requery_at` has passed, claimed with FOR UPDATE SKIP LOCKED under a lease (`requery_locked_until`),
 * so any number of server copies share the work and a crashed worker's claim comes back. A `successful`
 * transfer stays on the sweep's list (a slowing `next_requery_at`) for 72 hours, to catch a bank reversal.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<TransferPurpose>().notNull(),
    /** The ledger wallet debited: `wallet:customer:<user>` or `wallet:vendor:<vendor>`. */
    walletAccount: text('wallet_account').notNull(),
    /** Who asked; null when the daily settlement job did. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    /** The client's Idempotency-Key (or the job's derived key), unique per wallet. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the normalised request: same key with another request is a conflict (409). */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** The real CBN code (BANKS.md) and the NIP code the provider was given. */
    bankCode: text('bank_code').notNull(),
    nipBankCode: text('nip_bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    /** From the provider's name enquiry. */
    accountName: text('account_name').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    /**
     * Set just before each call of the provider's transfer API (DOMAIN.md transfers step 5), so a transfer
     * that was debited but never sent (a crash in between) can be told from one still in flight.
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the provider first showed it holds the transfer (any answer about it); null: maybe never sent. */
    submissionConfirmedAt: timestamp('submission_confirmed_at', { withTimezone: true }),
    /** When the bank reversed a transfer reported successful; the wallet got the money back then. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The provider's last word, for support staff. */
    providerMessage: text('provider_message'),
    nextRequeryAt: timestamp('next_requery_at', { withTimezone: true }),
    requeryAttempts: integer('requery_attempts').notNull().default(0),
    requeryLockedUntil: timestamp('requery_locked_until', { withTimezone: true }),
    /** Set when a transfer stayed unresolved too long: a person must look. It is never reversed on its own. */
    reviewReason: text('review_reason'),
    reviewFlaggedAt: timestamp('review_flagged_at', { withTimezone: true }),
    /**
     * When a re-send with the same reference was refused (money audit finding 1). The refusal says nothing
     * about the first submission, and Squad says never to re-use a reference after a failure: the transfer is
     * never sent again and is finalised only by a requery answer or a four-eyes finance decision.
     */
    resendRefusedAt: timestamp('resend_refused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('transfers_wallet_idempotency_key').on(table.walletAccount, table.idempotencyKey),
    check('transfers_purpose', sql`${table.purpose} in ('customer_transfer', 'vendor_settlement')`),
    check('transfers_status', sql`${table.status} in ('pending', 'successful', 'failed', 'reversed')`),
    check(
      'transfers_reversed_when_reversed',
      sql`(${table.status} = 'reversed') = (${table.reversedAt} is not null)`,
    ),
    check('transfers_amount_positive', sql`${table.amountKobo} > 0`),
    check('transfers_fee_not_negative', sql`${table.feeKobo} >= 0`),
    check('transfers_account_number', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
    check('transfers_key_length', sql`length(${table.idempotencyKey}) between 1 and 255`),
    check(
      'transfers_completed_when_final',
      sql`(${table.status} = 'pending') = (${table.completedAt} is null)`,
    ),
    check(
      'transfers_owner',
      sql`(${table.purpose} = 'customer_transfer' and ${table.requestedByUserId} is not null and ${table.vendorId} is null) or (${table.purpose} = 'vendor_settlement' and ${table.vendorId} is not null)`,
    ),
    index('transfers_wallet_created_idx').on(table.walletAccount, table.createdAt),
    // Support's views, newest first, by who asked and by vendor (issue #28: they read every transfer before).
    index('transfers_requested_by_created_idx').on(table.requestedByUserId, table.createdAt),
    index('transfers_vendor_settlements_idx')
      .on(table.vendorId, table.createdAt)
      .where(sql`${table.purpose} = 'vendor_settlement'`),
    index('transfers_requery_due_idx')
      .on(table.nextRequeryAt)
      .where(sql`${table.nextRequeryAt} is not null`),
    // Issue #28: the console's pending payouts, oldest first, without reading every transfer ever made.
    index('transfers_pending_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // The console's successful and failed tabs, newest (resp. oldest) first, and their capped counts.
    index('transfers_successful_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'successful'`),
    index('transfers_failed_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('failed', 'reversed')`),
  ],
);

export const vendorBatchStatuses = ['held', 'approved'] as const;
export type VendorBatchStatus = (typeof vendorBatchStatuses)[number];

/**
 * A day's vendor settlement batch that was held because its total passed the approval threshold
 * (VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO). The daily job sends nothing for that day until a second staff
 * member approves a total at least as large as what is due (DOMAIN.md "Staff and the console": four eyes).
 */
export interface ApprovedVendorLine {
  vendorId: string;
  amountKobo: number;
}

export const vendorSettlementBatches = pgTable(
  'vendor_settlement_batches',
  {
    lagosDay: text('lagos_day').primaryKey(),
    status: text('status').$type<VendorBatchStatus>().notNull(),
    /** What was due when the job last held the batch. */
    heldTotalKobo: bigint('held_total_kobo', { mode: 'number' }).notNull(),
    vendorCount: integer('vendor_count').notNull(),
    /** The total the approver saw and approved; the job sends only while what is due stays within it. */
    approvedTotalKobo: bigint('approved_total_kobo', { mode: 'number' }),
    /**
     * The vendors and amounts the approver saw (money audit V1): a run pays only these vendors, each at most
     * its approved amount. Null for a batch approved before lines were recorded: nothing is sent under it.
     */
    approvedLines: jsonb('approved_lines').$type<ApprovedVendorLine[]>(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('vendor_settlement_batches_status', sql`${table.status} in ('held', 'approved')`),
    check(
      'vendor_settlement_batches_approved',
      sql`(${table.status} = 'held') or (${table.approvedTotalKobo} is not null and ${table.approvedAt} is not null)`,
    ),
  ],
);

/**
 * Each vendor's settled total: the sum of its successful settlement transfers (issue #28), kept by the transfers
 * triggers (migration 0037) in the transaction that changes a settlement's status, so the console's vendor page
 * reads one row instead of summing every settlement the vendor ever had (45,000 in a year of daily sales). A
 * settlement the bank later sends back (successful -> reversed) takes its share back. One row per vendor: its
 * settlements complete one at a time, rarely, so no striping. checkBooks proves it against the transfers.
 */
export const vendorSettledTotals = pgTable('vendor_settled_totals', {
  vendorId: uuid('vendor_id').primaryKey(),
  settledKobo: bigint('settled_kobo', { mode: 'number' }).notNull(),
});
