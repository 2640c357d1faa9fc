import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './raffle';
import { users } from './users';

/**
 * Money in by bank transfer (issue #22, DOMAIN.md "Money in by bank transfer"; domain/money-in/README.md):
 * - `customer_transfer_accounts`: a customer's own account number at the gateway (its static virtual account),
 *   one per customer. The BVN it was opened with is never stored.
 * - `inbound_credits`: every transfer the gateway reported, keyed by the gateway's transaction reference, to a
 *   static account (posted to the wallet once, `inflow:<reference>`) or to an order's one-time account (an
 *   attempt: SUCCESS pays the order, MISMATCH and EXPIRED are returned by the gateway and only recorded).
 * - `transfer_payment_accounts`: the one-time account the gateway gave an order paid by transfer.
 */

export const customerTransferAccounts = pgTable(
  'customer_transfer_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Ours, given to the gateway: the user id without dashes. */
    customerIdentifier: text('customer_identifier').notNull(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** False while the gateway holds credits above its threshold for want of a BVN (Squad: ₦20,000). */
    hasBvn: boolean('has_bvn').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('customer_transfer_accounts_number_key').on(table.accountNumber),
    uniqueIndex('customer_transfer_accounts_identifier_key').on(table.customerIdentifier),
    check('customer_transfer_accounts_number', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
  ],
);

export const inboundCreditKinds = ['static', 'dynamic'] as const;
export type InboundCreditKind = (typeof inboundCreditKinds)[number];

/**
 * - `posted`: in the wallet (`inflow:<reference>`); `held`: posted, part of it above the tier's cap is held;
 * - `frozen`: the gateway holds it (no BVN on the account); posted when a report shows it released;
 * - `unknown_account`: to an account number that is no customer's of ours (nothing posted; reconciliation shows it);
 * - `order_paid`: a one-time account's SUCCESS, paid its order (the order's own entry, `order:<id>:settle`);
 * - `returned`: a one-time account's MISMATCH or EXPIRED transfer, sent back to the sender by the gateway.
 */
export const inboundCreditStatuses = [
  'posted',
  'held',
  'frozen',
  'unknown_account',
  'order_paid',
  'returned',
] as const;
export type InboundCreditStatus = (typeof inboundCreditStatuses)[number];

export const inboundCreditReporters = ['webhook', 'requery', 'sweep', 'reconciliation'] as const;
export type InboundCreditReporter = (typeof inboundCreditReporters)[number];

export const dynamicAttemptStatuses = ['SUCCESS', 'MISMATCH', 'EXPIRED'] as const;

export const inboundCredits = pgTable(
  'inbound_credits',
  {
    /** The gateway's reference of this one transfer: at most one row, and one posting, per reference. */
    transactionReference: text('transaction_reference').primaryKey(),
    kind: text('kind').$type<InboundCreditKind>().notNull(),
    status: text('status').$type<InboundCreditStatus>().notNull(),
    /** Static: the account's owner (null when the account number is no customer's). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Dynamic: the order whose one-time account received it. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Dynamic: the gateway's verdict on the attempt. */
    attemptStatus: text('attempt_status').$type<(typeof dynamicAttemptStatuses)[number]>(),
    /** Dynamic: the gateway sent a MISMATCH or EXPIRED transfer back to the sender. */
    returned: boolean('returned').notNull().default(false),
    accountNumber: text('account_number'),
    /** What the sender sent (static), or what arrived (dynamic). */
    principalKobo: bigint('principal_kobo', { mode: 'number' }).notNull(),
    /** What reaches us after the gateway's fee: what the wallet is credited. */
    settledKobo: bigint('settled_kobo', { mode: 'number' }).notNull(),
    /** The gateway's fee, kept here only: the wallet gets `settled_kobo` (as a card charge books no fee). */
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull().default(0),
    /** The part of a posted credit that went to held money (above the tier's cap). */
    heldKobo: bigint('held_kobo', { mode: 'number' }).notNull().default(0),
    senderName: text('sender_name'),
    sessionId: text('session_id'),
    frozenReason: text('frozen_reason'),
    /** When the gateway says the transfer happened. */
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    firstReportedBy: text('first_reported_by').$type<InboundCreditReporter>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('inbound_credits_kind', sql`${table.kind} in ('static', 'dynamic')`),
    check(
      'inbound_credits_status',
      sql`${table.status} in ('posted', 'held', 'frozen', 'unknown_account', 'order_paid', 'returned')`,
    ),
    check(
      'inbound_credits_reporter',
      sql`${table.firstReportedBy} in ('webhook', 'requery', 'sweep', 'reconciliation')`,
    ),
    check(
      'inbound_credits_amounts',
      sql`${table.principalKobo} >= 0 and ${table.settledKobo} >= 0 and ${table.feeKobo} >= 0 and ${table.heldKobo} between 0 and ${table.settledKobo}`,
    ),
    // A static credit is the wallet's; a dynamic one is an order's attempt with the gateway's verdict.
    check(
      'inbound_credits_kind_fields',
      sql`(${table.kind} = 'static' and ${table.orderId} is null and ${table.attemptStatus} is null and ${table.status} in ('posted', 'held', 'frozen', 'unknown_account'))
        or (${table.kind} = 'dynamic' and ${table.orderId} is not null and ${table.attemptStatus} in ('SUCCESS', 'MISMATCH', 'EXPIRED') and ${table.status} in ('order_paid', 'returned'))`,
    ),
    check(
      'inbound_credits_posted_at',
      sql`(${table.status} in ('posted', 'held')) = (${table.postedAt} is not null) or ${table.kind} = 'dynamic'`,
    ),
    index('inbound_credits_user_idx').on(table.userId, table.transactionDate),
    index('inbound_credits_order_idx').on(table.orderId),
    index('inbound_credits_date_idx').on(table.transactionDate),
    index('inbound_credits_frozen_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'frozen'`),
  ],
);

export const transferPaymentStatuses = ['waiting', 'paid', 'expired'] as const;
export type TransferPaymentStatus = (typeof transferPaymentStatuses)[number];

export const transferPaymentAccounts = pgTable(
  'transfer_payment_accounts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    expectedAmountKobo: bigint('expected_amount_kobo', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<TransferPaymentStatus>().notNull(),
    /** When the gateway was last asked about it (the page's polling asks at most every few seconds). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('transfer_payment_accounts_status', sql`${table.status} in ('waiting', 'paid', 'expired')`),
    check('transfer_payment_accounts_amount', sql`${table.expectedAmountKobo} > 0`),
    index('transfer_payment_accounts_waiting_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'waiting'`),
  ],
);
