import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
