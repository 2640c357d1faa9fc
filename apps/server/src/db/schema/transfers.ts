import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users, vendors } from './users';

export const transferPurposes = ['customer_transfer', 'vendor_settlement'] as const;
export type TransferPurpose = (typeof transferPurposes)[number];

export const transferStatuses = ['pending', 'successful', 'failed'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/**
 * Money sent from a wallet to a bank account through the payout provider (DOMAIN.md "Transfers to a bank",
 * "Vendors"): a customer's transfer or a vendor's settlement. The ledger holds the money movements
 * (`transfer:<id>:debit|complete|reversal`); this row holds the request, its state and its requery schedule.
 *
 * A transfer whose outcome is unknown stays `pending` and is the requery job's work item: due when
 * `next_requery_at` has passed, claimed with FOR UPDATE SKIP LOCKED under a lease (`requery_locked_until`),
 * so any number of server copies share the work and a crashed worker's claim comes back.
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
    /** The provider's last word, for support staff. */
    providerMessage: text('provider_message'),
    nextRequeryAt: timestamp('next_requery_at', { withTimezone: true }),
    requeryAttempts: integer('requery_attempts').notNull().default(0),
    requeryLockedUntil: timestamp('requery_locked_until', { withTimezone: true }),
    /** Set when a transfer stayed unresolved too long: a person must look. It is never reversed on its own. */
    reviewReason: text('review_reason'),
    reviewFlaggedAt: timestamp('review_flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('transfers_wallet_idempotency_key').on(table.walletAccount, table.idempotencyKey),
    check('transfers_purpose', sql`${table.purpose} in ('customer_transfer', 'vendor_settlement')`),
    check('transfers_status', sql`${table.status} in ('pending', 'successful', 'failed')`),
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
    index('transfers_requery_due_idx')
      .on(table.nextRequeryAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
