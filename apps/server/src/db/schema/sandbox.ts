import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The Squad emulator's memory (apps/server/src/sandbox/squad), kept in the database so a payment made on the
 * emulator's checkout page still verifies after the server restarts. Development and test only: the
 * emulator is refused in production, so these tables stay empty there.
 */
export const sandboxSquadTransactions = pgTable(
  'sandbox_squad_transactions',
  {
    reference: text('reference').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    chargedAmountKobo: bigint('charged_amount_kobo', { mode: 'number' }),
    /** What the merchant has given back through POST /transaction/refund (console refunds). */
    refundedAmountKobo: bigint('refunded_amount_kobo', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<'NGN' | 'USD'>().notNull(),
    email: text('email').notNull(),
    customerName: text('customer_name'),
    callbackUrl: text('callback_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    paymentChannels: jsonb('payment_channels').$type<string[]>().notNull(),
    status: text('status').$type<'pending' | 'success' | 'failed' | 'abandoned'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sandbox_squad_transactions_amount_positive', sql`${table.amountKobo} > 0`),
    check(
      'sandbox_squad_transactions_charged_positive',
      sql`${table.chargedAmountKobo} is null or ${table.chargedAmountKobo} > 0`,
    ),
    check(
      'sandbox_squad_transactions_status',
      sql`${table.status} in ('pending', 'success', 'failed', 'abandoned')`,
    ),
  ],
);

export const sandboxSquadTransfers = pgTable(
  'sandbox_squad_transfers',
  {
    reference: text('reference').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    nipBankCode: text('nip_bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    remark: text('remark').notNull(),
    status: text('status').$type<'success' | 'failed'>().notNull(),
    nipSessionId: text('nip_session_id'),
    responseDescription: text('response_description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sandbox_squad_transfers_amount_positive', sql`${table.amountKobo} > 0`),
    check('sandbox_squad_transfers_status', sql`${table.status} in ('success', 'failed')`),
  ],
);

/** The emulator's static (customer) virtual accounts; `bvn` null is an account opened without one. */
export const sandboxSquadCustomerAccounts = pgTable('sandbox_squad_customer_accounts', {
  customerIdentifier: text('customer_identifier').primaryKey(),
  accountNumber: text('account_number').notNull().unique(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  /** As sent: mm/dd/yyyy. */
  dateOfBirth: text('date_of_birth').notNull(),
  gender: text('gender').$type<'1' | '2'>().notNull(),
  address: text('address').notNull(),
  email: text('email'),
  bvn: text('bvn'),
  beneficiaryAccount: text('beneficiary_account'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Transfers into static accounts; `freeze_reference` is set while the credit is held (no BVN, > ₦20,000). */
export const sandboxSquadInboundCredits = pgTable(
  'sandbox_squad_inbound_credits',
  {
    transactionReference: text('transaction_reference').primaryKey(),
    accountNumber: text('account_number').notNull(),
    customerIdentifier: text('customer_identifier').notNull(),
    principalKobo: bigint('principal_kobo', { mode: 'number' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull(),
    settledKobo: bigint('settled_kobo', { mode: 'number' }).notNull(),
    senderName: text('sender_name').notNull(),
    sessionId: text('session_id').notNull(),
    remarks: text('remarks').notNull(),
    freezeReference: text('freeze_reference'),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_squad_inbound_credits_customer_idx').on(table.customerIdentifier),
    index('sandbox_squad_inbound_credits_date_idx').on(table.transactionDate),
    check('sandbox_squad_inbound_credits_principal_positive', sql`${table.principalKobo} > 0`),
    check(
      'sandbox_squad_inbound_credits_settled',
      sql`${table.feeKobo} >= 0 and ${table.settledKobo} = ${table.principalKobo} - ${table.feeKobo}`,
    ),
  ],
);

/** Static-account webhooks not answered 200, the body as it was sent, until the merchant deletes them. */
export const sandboxSquadMissedWebhooks = pgTable('sandbox_squad_missed_webhooks', {
  transactionReference: text('transaction_reference').primaryKey(),
  rawBody: text('raw_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-time accounts handed out for one order's exact amount until `expires_at`. */
export const sandboxSquadDynamicAccounts = pgTable(
  'sandbox_squad_dynamic_accounts',
  {
    transactionReference: text('transaction_reference').primaryKey(),
    accountNumber: text('account_number').notNull().unique(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('sandbox_squad_dynamic_accounts_amount_positive', sql`${table.amountKobo} > 0`)],
);

/** Every transfer to a one-time account; at most one SUCCESS per order, whatever races. */
export const sandboxSquadDynamicAttempts = pgTable(
  'sandbox_squad_dynamic_attempts',
  {
    transactionReference: text('transaction_reference').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status').$type<'SUCCESS' | 'MISMATCH' | 'EXPIRED'>().notNull(),
    amountReceivedKobo: bigint('amount_received_kobo', { mode: 'number' }).notNull(),
    expectedAmountKobo: bigint('expected_amount_kobo', { mode: 'number' }).notNull(),
    refunded: boolean('refunded').notNull(),
    senderName: text('sender_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_squad_dynamic_attempts_merchant_idx').on(table.merchantReference),
    uniqueIndex('sandbox_squad_dynamic_attempts_one_success_key')
      .on(table.merchantReference)
      .where(sql`${table.status} = 'SUCCESS'`),
    check(
      'sandbox_squad_dynamic_attempts_status',
      sql`${table.status} in ('SUCCESS', 'MISMATCH', 'EXPIRED')`,
    ),
    // Squad returns MISMATCH and EXPIRED money by default; a SUCCESS is the merchant's.
    check('sandbox_squad_dynamic_attempts_refund', sql`${table.refunded} = (${table.status} <> 'SUCCESS')`),
  ],
);
