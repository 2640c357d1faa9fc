import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WinningsTaxBearer } from '@chancepay/shared/winnings-tax';
import { users, vendors } from './users';

/**
 * Raffle products (DOMAIN.md "Raffle products"): types with a template, cycles that offer one or more
 * types, and the orders drawn in them. Amounts are kobo in BIGINT columns; ratios in basis points.
 */

/** 1 Get Cash, 2 Pay4Me, 3 On The House, 4-7 future products. The template opens a cycle when none is left. */
export const raffleTypes = pgTable(
  'raffle_types',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    ticketPriceKobo: bigint('ticket_price_kobo', { mode: 'number' }).notNull(),
    winnableAmountKobo: bigint('winnable_amount_kobo', { mode: 'number' }).notNull(),
    payoutRatioBps: integer('payout_ratio_bps').notNull(),
    prizeBudgetKobo: bigint('prize_budget_kobo', { mode: 'number' }).notNull(),
    /** Open a new cycle from this template whenever the type has no open cycle and none is scheduled. */
    autoOpen: boolean('auto_open').notNull().default(false),
    /**
     * Who bears the withholding tax on this product's wins (DOMAIN.md "Winnings tax"): the winner (paid net;
     * Get Cash, On The House) or the operator (pays it on top; Pay4Me, where a shop must get the full amount).
     * Changed only as part of an approved template change.
     */
    winningsTaxBearer: text('winnings_tax_bearer').$type<WinningsTaxBearer>().notNull().default('winner'),
    /** Raised by each template edit from the console; every version is kept in raffle_type_versions. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('raffle_types_winnings_tax_bearer', sql`${table.winningsTaxBearer} in ('winner', 'operator')`),
    check('raffle_types_price_positive', sql`${table.ticketPriceKobo} > 0`),
    check('raffle_types_prize_positive', sql`${table.winnableAmountKobo} > 0`),
    check('raffle_types_ratio_range', sql`${table.payoutRatioBps} between 1 and 10000`),
    check('raffle_types_budget_covers_prize', sql`${table.prizeBudgetKobo} >= ${table.winnableAmountKobo}`),
  ],
);

export const cycleStatuses = ['scheduled', 'open', 'completed', 'closed', 'cancelled'] as const;
export type CycleStatus = (typeof cycleStatuses)[number];

export const raffleCycles = pgTable(
  'raffle_cycles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    status: text('status').$type<CycleStatus>().notNull(),
    ticketPriceKobo: bigint('ticket_price_kobo', { mode: 'number' }).notNull(),
    winnableAmountKobo: bigint('winnable_amount_kobo', { mode: 'number' }).notNull(),
    payoutRatioBps: integer('payout_ratio_bps').notNull(),
    prizeBudgetKobo: bigint('prize_budget_kobo', { mode: 'number' }).notNull(),
    /** Sum of the prizes of the cycle's winning orders; may pass the budget (orders created before it ran out). */
    prizesPaidKobo: bigint('prizes_paid_kobo', { mode: 'number' }).notNull().default(0),
    winnerCount: integer('winner_count').notNull().default(0),
    sponsor: text('sponsor'),
    /** 64 hex characters drawn at opening; secret until the cycle ends (never served while open). */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    /** The last order_seq handed out; incremented under the row lock so the sequence has no gaps. */
    lastOrderSeq: integer('last_order_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A scheduled cycle opens at this time (or later, once its types are free); null: when the types are free. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'raffle_cycles_status',
      sql`${table.status} in ('scheduled', 'open', 'completed', 'closed', 'cancelled')`,
    ),
    check('raffle_cycles_price_positive', sql`${table.ticketPriceKobo} > 0`),
    check('raffle_cycles_prize_positive', sql`${table.winnableAmountKobo} > 0`),
    check('raffle_cycles_ratio_range', sql`${table.payoutRatioBps} between 1 and 10000`),
    check('raffle_cycles_budget_covers_prize', sql`${table.prizeBudgetKobo} >= ${table.winnableAmountKobo}`),
    check('raffle_cycles_paid_not_negative', sql`${table.prizesPaidKobo} >= 0`),
    // A cycle that has been open carries its seed commitment; a scheduled one has no seed yet.
    check(
      'raffle_cycles_seed_when_opened',
      sql`(${table.status} = 'scheduled') or (${table.serverSeed} is not null and ${table.serverSeedHash} is not null and ${table.openedAt} is not null) or (${table.status} = 'cancelled' and ${table.openedAt} is null)`,
    ),
    index('raffle_cycles_status_idx').on(table.status),
  ],
);

/**
 * The types a cycle offers. `is_open` mirrors the cycle's status so a partial unique index can promise
 * at most one open cycle per type; it is only ever changed together with the cycle's status.
 */
export const raffleCycleTypes = pgTable(
  'raffle_cycle_types',
  {
    raffleCycleId: integer('raffle_cycle_id')
      .notNull()
      .references(() => raffleCycles.id),
    raffleTypeId: integer('raffle_type_id')
      .notNull()
      .references(() => raffleTypes.id),
    isOpen: boolean('is_open').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.raffleCycleId, table.raffleTypeId] }),
    uniqueIndex('raffle_cycle_types_one_open_per_type')
      .on(table.raffleTypeId)
      .where(sql`${table.isOpen}`),
  ],
);

export const orderStatuses = [
  'verifying',
  'winner_selected',
  'entry_processed',
  'amount_mismatch_wallet_updated',
  'payment_failed',
  'closed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderOutcome = 'won' | 'lost';
/** `transfer`: paid by bank transfer to a one-time account (issue #22); settled like a card payment. */
export type PaymentMethod = 'card' | 'wallet' | 'transfer';

/** A ticket purchase. Its odds and prize are frozen at creation so the draw can be recomputed from the receipt. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    raffleCycleId: integer('raffle_cycle_id')
      .notNull()
      .references(() => raffleCycles.id),
    raffleTypeId: integer('raffle_type_id')
      .notNull()
      .references(() => raffleTypes.id),
    orderSeq: integer('order_seq').notNull(),
    clientSeed: text('client_seed').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    /** The signed-in customer who bought, when there was one; prizes then go to their wallet. */
    customerUserId: uuid('customer_user_id').references(() => users.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    ticketQuantity: integer('ticket_quantity').notNull(),
    ticketPriceKobo: bigint('ticket_price_kobo', { mode: 'number' }).notNull(),
    ticketAmountKobo: bigint('ticket_amount_kobo', { mode: 'number' }).notNull(),
    /** Scan2Pay4Me: what the buyer owes the vendor; null for the other products. */
    amountDueKobo: bigint('amount_due_kobo', { mode: 'number' }),
    orderAmountKobo: bigint('order_amount_kobo', { mode: 'number' }).notNull(),
    prizeKobo: bigint('prize_kobo', { mode: 'number' }).notNull(),
    payoutRatioBps: integer('payout_ratio_bps').notNull(),
    purchasePlatform: text('purchase_platform').notNull(),
    paymentMethodUsed: text('payment_method_used').$type<PaymentMethod>().notNull(),
    /** When the buyer confirmed being 18 or over (DOMAIN.md "Responsible play"). */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('verifying'),
    outcome: text('outcome').$type<OrderOutcome>(),
    /** What the gateway (or the wallet) says was paid; set at settlement. */
    paidAmountKobo: bigint('paid_amount_kobo', { mode: 'number' }),
    /** Confirmed card refunds of this order (domain/finance/refunds.ts), for receipts, winners and reports. */
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    gatewayStatus: text('gateway_status'),
    statusMessage: text('status_message'),
    checkoutUrl: text('checkout_url'),
    checkoutStartedAt: timestamp('checkout_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The approved adjustment (its approval request's id) that credited the buyer for this order instead of
     * settlement (money audit F6): the order is then settled, so a late gateway success credits nobody again.
     */
    compensatedByAdjustmentId: uuid('compensated_by_adjustment_id'),
    /**
     * Why a gateway "success" could not be credited (a non-NGN currency, no amount): the order waits for a
     * person instead of being given up as payment_failed (money audit finding 15).
     */
    reviewReason: text('review_reason'),
    /**
     * The withholding tax on a win (DOMAIN.md "Winnings tax"), fixed at settlement in the prize's own entry:
     * the tax in kobo, the rate used at that moment, and who bore it (copied from the template then). Null on
     * every order that did not win, so reads never recompute it. prize_kobo stays the gross prize.
     */
    winningsTaxKobo: bigint('winnings_tax_kobo', { mode: 'number' }),
    winningsTaxBps: integer('winnings_tax_bps'),
    winningsTaxBearer: text('winnings_tax_bearer').$type<WinningsTaxBearer>(),
  },
  (table) => [
    unique('orders_cycle_seq_unique').on(table.raffleCycleId, table.orderSeq),
    check(
      'orders_status',
      sql`${table.status} in ('verifying', 'winner_selected', 'entry_processed', 'amount_mismatch_wallet_updated', 'payment_failed', 'closed')`,
    ),
    check(
      'orders_outcome_matches_status',
      sql`(${table.outcome} = 'won' and ${table.status} = 'winner_selected') or (${table.outcome} = 'lost' and ${table.status} = 'entry_processed') or (${table.outcome} is null and ${table.status} not in ('winner_selected', 'entry_processed'))`,
    ),
    check('orders_payment_method', sql`${table.paymentMethodUsed} in ('card', 'wallet', 'transfer')`),
    check('orders_seq_positive', sql`${table.orderSeq} >= 1`),
    check('orders_tickets_range', sql`${table.ticketQuantity} between 1 and 100`),
    check(
      'orders_ticket_amount',
      sql`${table.ticketAmountKobo} = ${table.ticketQuantity} * ${table.ticketPriceKobo} and ${table.ticketPriceKobo} > 0`,
    ),
    check(
      'orders_order_amount',
      sql`${table.orderAmountKobo} = ${table.ticketAmountKobo} + coalesce(${table.amountDueKobo}, 0)`,
    ),
    check('orders_amount_due_positive', sql`${table.amountDueKobo} is null or ${table.amountDueKobo} > 0`),
    check('orders_prize_positive', sql`${table.prizeKobo} > 0`),
    check(
      'orders_winnings_tax_on_wins',
      sql`(${table.status} = 'winner_selected') = (${table.winningsTaxKobo} is not null and ${table.winningsTaxBps} is not null and ${table.winningsTaxBearer} is not null)`,
    ),
    check(
      'orders_winnings_tax_range',
      sql`${table.winningsTaxKobo} is null or (${table.winningsTaxKobo} between 0 and ${table.prizeKobo} and ${table.winningsTaxBps} between 0 and 10000 and ${table.winningsTaxBearer} in ('winner', 'operator'))`,
    ),
    check(
      'orders_refunded_within_paid',
      sql`${table.refundedKobo} >= 0 and ${table.refundedKobo} <= coalesce(${table.paidAmountKobo}, 0)`,
    ),
    check('orders_client_seed_hex', sql`${table.clientSeed} ~ '^[0-9a-f]{32}$'`),
    check(
      'orders_amount_due_needs_vendor',
      sql`${table.amountDueKobo} is null or ${table.vendorId} is not null`,
    ),
    // Which cycles still have orders waiting for payment (their seed stays secret until none is left).
    index('orders_verifying_idx')
      .on(table.raffleCycleId)
      .where(sql`${table.status} = 'verifying'`),
    // A customer's orders newest first (their reports, read on by (created_at, id)): the index walk stops at
    // the page, where the customer's index alone read and sorted all 10,000 orders of a busy buyer (issue #28).
    index('orders_customer_created_idx').on(table.customerUserId, table.createdAt, table.id),
    index('orders_vendor_idx').on(table.vendorId),
    // The orders placed with a phone, newest first (support's search, the customer's page): the walk stops at the
    // page instead of sorting every order of a busy number (issue #28).
    index('orders_phone_created_idx').on(table.customerPhone, table.createdAt, table.id),
    uniqueIndex('orders_compensated_by_adjustment_unique').on(table.compensatedByAdjustmentId),
    index('orders_in_review_idx')
      .on(table.createdAt)
      .where(sql`${table.reviewReason} is not null`),
    // Issue #28 (docs/audits/data-growth.md): the console's "sold today" and money reports read paid orders by
    // settled_at; without this they scan every order ever placed.
    index('orders_settled_paid_idx')
      .on(table.settledAt)
      .where(sql`${table.status} in ('winner_selected', 'entry_processed')`),
    // The winners register, newest first: the first page without sorting every winner.
    index('orders_winners_settled_idx')
      .on(table.settledAt.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'winner_selected'`),
  ],
);

/**
 * Every signed gateway webhook we accepted, once per (provider, reference, event): a replayed delivery is
 * recognised and acknowledged without being acted on twice.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    event: text('event').notNull(),
    rawBody: text('raw_body').notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('payment_webhook_events_once').on(table.provider, table.reference, table.event)],
);

/**
 * Paid orders' totals per Lagos day of settlement, product and Scan2Pay4Me (issue #28), kept by the orders
 * triggers (migration 0033) in the settlement's own transaction, so the console's reports and their 30-day
 * chart read a few rows per day instead of every order of the period (75,000 a month). Striped per backend,
 * like ledger_account_days: concurrent settlements never wait on one row. A stripe may hold negative
 * amounts (an order leaving the paid states takes its share back). checkBooks proves the sums equal the orders.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    lagosDay: date('lagos_day', { mode: 'string' }).notNull(),
    raffleTypeId: integer('raffle_type_id').notNull(),
    scan2pay: boolean('scan2pay').notNull(),
    stripe: integer('stripe').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    tickets: bigint('tickets', { mode: 'number' }).notNull(),
    ticketMoneyKobo: bigint('ticket_money_kobo', { mode: 'number' }).notNull(),
    moneyTakenKobo: bigint('money_taken_kobo', { mode: 'number' }).notNull(),
    prizesKobo: bigint('prizes_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.lagosDay, table.raffleTypeId, table.scan2pay, table.stripe] })],
);

/**
 * Each cycle's orders by status after 'verifying' (issue #28), kept by the orders triggers (migration 0040) in
 * the transaction that settles or changes the order, so the public fairness page's summary reads a few rows
 * instead of every order of the cycle (10,000 in the growth bench, 5 ms and growing with the cycle); its
 * waiting orders are last_order_seq less these (orders are numbered without gaps). Striped per backend like
 * order_day_totals: concurrent settlements in one cycle never wait on one row. A stripe may go negative (an
 * order leaves a status in another backend than the one it entered it in). checkBooks proves the sums.
 */
export const cycleOrderCounts = pgTable(
  'cycle_order_counts',
  {
    raffleCycleId: integer('raffle_cycle_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    stripe: integer('stripe').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.raffleCycleId, table.status, table.stripe] })],
);

/**
 * Each buyer's ticket money per Lagos day of ordering (issue #28): the spend the responsible-play limits count
 * (responsible-play/spend.ts: every order but the uncounted statuses, by created_at), kept by the orders
 * triggers (migration 0042) in the transaction that places or changes the order, so a limit check or the
 * Profile's limits read at most a month of rows instead of the buyer's month of orders. `buyer` is
 * 'user:<id>' for an order placed signed in, 'phone:<E.164>' for one bought signed out (the phone's owner's
 * limits count both). Not striped: only that buyer's orders touch the row, and a limited buyer's orders already
 * queue on their settings row. checkBooks proves it against the orders.
 */
export const buyerSpendDays = pgTable(
  'buyer_spend_days',
  {
    buyer: text('buyer').notNull(),
    lagosDay: date('lagos_day', { mode: 'string' }).notNull(),
    ticketKobo: bigint('ticket_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.buyer, table.lagosDay] })],
);
