import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The console's money operations (issue 16): reconciliation runs against the gateway with their unmatched
 * items, card refunds sent to the gateway, and the kept results of the nightly ledger check. Journal entries
 * stay in the ledger's tables; these rows hold what a finance officer needs to see and act on.
 */

export const reconciliationRunTriggers = ['job', 'staff'] as const;
export type ReconciliationRunTrigger = (typeof reconciliationRunTriggers)[number];

/** One comparison of the gateway's transactions of a Lagos day with our orders and clearing:gateway. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey(),
    /** The Lagos calendar day compared, YYYY-MM-DD. */
    lagosDay: text('lagos_day').notNull(),
    trigger: text('trigger').$type<ReconciliationRunTrigger>().notNull(),
    /** The staff member who ran it on demand; null for the nightly job. */
    requestedBy: uuid('requested_by'),
    gatewayCount: integer('gateway_count').notNull(),
    gatewayTotalKobo: bigint('gateway_total_kobo', { mode: 'number' }).notNull(),
    ledgerCount: integer('ledger_count').notNull(),
    ledgerTotalKobo: bigint('ledger_total_kobo', { mode: 'number' }).notNull(),
    matchedCount: integer('matched_count').notNull(),
    matchedTotalKobo: bigint('matched_total_kobo', { mode: 'number' }).notNull(),
    unmatchedCount: integer('unmatched_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('reconciliation_runs_day', sql`${table.lagosDay} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('reconciliation_runs_trigger', sql`${table.trigger} in ('job', 'staff')`),
    index('reconciliation_runs_day_idx').on(table.lagosDay, table.createdAt),
  ],
);

export const reconciliationItemKinds = [
  /** The gateway took the money; the order exists but nothing was settled here. */
  'paid_not_settled',
  /** The gateway took money under a reference that is no order of ours. */
  'no_order',
  /** We settled (clearing:gateway moved) but the gateway has no successful transaction for it. */
  'settled_not_at_gateway',
  /** Both sides know it, with different amounts. */
  'amount_differs',
  /** Payouts (reference: our transfer id): a transfer we sent that the gateway's payout list does not show. */
  'transfer_not_at_gateway',
  /** The gateway's payout list shows a transfer under our merchant id that is no transfer of ours. */
  'transfer_not_ours',
  /** Both know the transfer; the outcomes differ (e.g. failed here, paid at the gateway). */
  'transfer_status_differs',
  'transfer_amount_differs',
  /** Refunds (reference: the order id): the gateway shows a refund on a charge our ledger has none for. */
  'refund_not_in_ledger',
  /** A refund we confirmed that the gateway does not show on the charge. */
  'refund_not_at_gateway',
  /** Money in (reference: the gateway's transaction reference): a credit the gateway lists that we never posted. */
  'inflow_not_posted',
  /** A credit we posted that the gateway's list of the day does not show. */
  'inflow_not_at_gateway',
  'inflow_amount_differs',
] as const;
export type ReconciliationItemKind = (typeof reconciliationItemKinds)[number];

export const reconciliationResolutions = ['matched_on_recheck', 'resolved'] as const;
export type ReconciliationResolution = (typeof reconciliationResolutions)[number];

export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: uuid('id').primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    kind: text('kind').$type<ReconciliationItemKind>().notNull(),
    /** The gateway's transaction_ref: our order id for our payments. */
    reference: text('reference').notNull(),
    orderId: uuid('order_id'),
    gatewayAmountKobo: bigint('gateway_amount_kobo', { mode: 'number' }),
    gatewayStatus: text('gateway_status'),
    ledgerAmountKobo: bigint('ledger_amount_kobo', { mode: 'number' }),
    /** Payout items: our transfer's status, beside the gateway's (gatewayStatus). */
    ledgerStatus: text('ledger_status'),
    resolution: text('resolution').$type<ReconciliationResolution>(),
    resolutionReason: text('resolution_reason'),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * When "ask the gateway again" last got an answer for the item: a paid_not_settled item can be resolved
     * with a reason only after that (money audit finding 12), so a paid order is never closed unsettled.
     */
    askedAgainAt: timestamp('asked_again_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'reconciliation_items_kind',
      sql`${table.kind} in ('paid_not_settled', 'no_order', 'settled_not_at_gateway', 'amount_differs', 'transfer_not_at_gateway', 'transfer_not_ours', 'transfer_status_differs', 'transfer_amount_differs', 'refund_not_in_ledger', 'refund_not_at_gateway', 'inflow_not_posted', 'inflow_not_at_gateway', 'inflow_amount_differs')`,
    ),
    check(
      'reconciliation_items_resolution',
      sql`(${table.resolution} is null and ${table.resolvedAt} is null) or (${table.resolution} in ('matched_on_recheck', 'resolved') and ${table.resolvedAt} is not null)`,
    ),
    check(
      'reconciliation_items_reason',
      sql`${table.resolution} is distinct from 'resolved' or length(${table.resolutionReason}) >= 5`,
    ),
    index('reconciliation_items_run_idx').on(table.runId),
  ],
);

/**
 * approved: waiting to be sent; pending: sent (or maybe sent), waiting for the gateway; review: the gateway
 * has not confirmed it within REFUND_REVIEW_AFTER_MS, two finance members decide with evidence; then final.
 */
export const refundStatuses = ['approved', 'pending', 'review', 'confirmed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
/**
 * The statuses that hold an order's one refund (unique per order): only `failed` frees it. The gateway's
 * listing says only whether a charge was refunded, not how much, so a second refund could never be
 * confirmed apart from the first.
 */
export const liveRefundStatuses = ['approved', 'pending', 'review', 'confirmed'] as const;

/**
 * A card payment given back through the gateway's refund call. Money moves in the ledger only once the
 * gateway confirms (`refund:<id>`), so a refund the gateway refused or has not finished never moves a kobo.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    refundType: text('refund_type').$type<'Full' | 'Partial'>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    gatewayRefundReference: text('gateway_refund_reference'),
    gatewayMessage: text('gateway_message'),
    requestedBy: uuid('requested_by'),
    approvedBy: uuid('approved_by'),
    /** When it was claimed for the gateway call (approved -> pending): the review clock starts here. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A review decided by two finance members: the evidence given and who approved the decision. */
    resolutionEvidence: text('resolution_evidence'),
    resolvedBy: uuid('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('card_refunds_amount_positive', sql`${table.amountKobo} > 0`),
    check('card_refunds_type', sql`${table.refundType} in ('Full', 'Partial')`),
    check(
      'card_refunds_status',
      sql`${table.status} in ('approved', 'pending', 'review', 'confirmed', 'failed')`,
    ),
    index('card_refunds_order_idx').on(table.orderId),
    // One refund per order that is not failed: racing approvals cannot both insert one (money audit 7).
    uniqueIndex('card_refunds_one_live_per_order')
      .on(table.orderId)
      .where(sql`${table.status} in ('approved', 'pending', 'review', 'confirmed')`),
  ],
);

/** Each run of the ledger check (nightly job or on demand), so the console can show the last clean one. */
export const ledgerCheckRuns = pgTable(
  'ledger_check_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    clean: boolean('clean').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ledger_check_runs_checked_idx').on(table.checkedAt)],
);
