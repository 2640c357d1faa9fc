import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adjustmentRequestSchema,
  formatNaira,
  lagosDateOf,
  lagosDayRange,
  ledgerStatementQuerySchema,
  nairaFromKobo,
  payoutDecisionSchema,
  payoutsQuerySchema,
  reconciliationQuerySchema,
  reconciliationResolveSchema,
  reconciliationRunSchema,
  refundRequestSchema,
  refundReviewRequestSchema,
  refundsQuerySchema,
  vendorBatchApprovalSchema,
} from '@chancepay/shared';
import { users } from '../../db/schema';
import type { AppDependencies } from '../../dependencies';
import {
  adjustmentWallet,
  adjustmentWalletOwner,
  ASK_GATEWAY_AGAIN_HINT,
  checkAdjustment,
  orderToCompensate,
  postAdjustment,
  type AdjustmentRequest,
} from '../../domain/finance/adjustments';
import { FinanceError } from '../../domain/finance/errors';
import { accountStatement, ledgerOverview, runAndRecordLedgerCheck } from '../../domain/finance/ledger-view';
import {
  checkPayoutDecision,
  payoutDecisionOutcomes,
  payoutsView,
  recordPayoutDecision,
  requeryTransferNow,
  retryFailedTransfer,
} from '../../domain/finance/payouts';
import {
  askGatewayAgain,
  latestReconciliationRuns,
  reconciliationRunWithItems,
  resolveReconciliationItem,
  runReconciliation,
  type ReconciliationItem,
  type ReconciliationRun,
} from '../../domain/finance/reconciliation';
import {
  checkRefund,
  checkRefundReview,
  listRefunds,
  recordApprovedRefund,
  refundSummary,
  refuseSecondRefundRequest,
  resolveRefundReview,
  REFUND_ACTION as REFUND_REQUEST_ACTION,
  REFUND_REVIEW_ACTION,
  submitRefund,
  type CardRefund,
} from '../../domain/finance/refunds';
import { accountKindOf, LedgerError } from '../../domain/ledger';
import { PaymentGatewayError } from '../../providers/payments';
import { requestApproval } from '../../domain/staff';
import { approveVendorBatch, vendorBatchOf, type TransferContext } from '../../domain/transfers';
import { AppError, parseInput } from '../errors';
import { financeCall, financeExecution } from './finance-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const ADJUSTMENT_ACTION = 'ledger.adjustment';
export const REFUND_ACTION = REFUND_REQUEST_ACTION;
export const VENDOR_BATCH_ACTION = 'vendor_settlement.batch';
export const PAYOUT_DECISION_ACTION = 'payout.decide';

const adjustmentPayload = z.strictObject({
  wallet_account: z.string().min(1).max(100),
  house_account: z.string().min(1).max(100),
  direction: z.enum(['credit', 'debit']),
  amount_kobo: z.number().int().positive(),
  reason_code: z.enum([
    'goodwill_credit',
    'double_credit_recovery',
    'missed_credit',
    'payout_correction',
    'other',
  ]),
  note: z.string().min(5).max(500),
  order_id: z.uuid().optional(),
  owner_name: z.string().max(200).optional(),
});
const refundPayload = z.strictObject({
  order_id: z.uuid(),
  amount_kobo: z.number().int().positive().optional(),
  reason: z.string().min(5).max(500),
});
const refundReviewPayload = z.strictObject({
  refund_id: z.uuid(),
  outcome: z.enum(['failed', 'confirmed']),
  evidence: z.string().min(5).max(500),
});
const payoutDecisionPayload = z.strictObject({
  transfer_id: z.uuid(),
  outcome: z.enum(payoutDecisionOutcomes),
  evidence: z.string().min(10).max(1000),
});
const vendorBatchPayload = z.strictObject({
  lagos_day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  approved_total_kobo: z.number().int().positive(),
  /** The vendors and amounts the approver sees: the only ones paid under the approval (money audit V1). */
  lines: z
    .array(z.strictObject({ vendor_id: z.uuid(), amount_kobo: z.number().int().positive() }))
    .min(1)
    .max(10_000),
});

function money(kobo: number | null) {
  return kobo === null ? null : nairaFromKobo(kobo);
}

function refundView(refund: CardRefund) {
  return {
    id: refund.id,
    order_id: refund.orderId,
    amount: nairaFromKobo(refund.amountKobo),
    refund_type: refund.refundType,
    reason: refund.reason,
    status: refund.status,
    gateway_refund_reference: refund.gatewayRefundReference,
    gateway_message: refund.gatewayMessage,
    created_at: refund.createdAt,
    sent_at: refund.sentAt,
    updated_at: refund.updatedAt,
    resolution_evidence: refund.resolutionEvidence,
  };
}

function runView(run: ReconciliationRun) {
  return {
    id: run.id,
    lagos_date: run.lagosDay,
    trigger: run.trigger,
    requested_by: run.requestedBy,
    created_at: run.createdAt,
    gateway_count: run.gatewayCount,
    gateway_total: money(run.gatewayTotalKobo),
    ledger_count: run.ledgerCount,
    ledger_total: money(run.ledgerTotalKobo),
    matched_count: run.matchedCount,
    matched_total: money(run.matchedTotalKobo),
    unmatched_count: run.unmatchedCount,
  };
}

function itemView(item: ReconciliationItem) {
  return {
    id: item.id,
    kind: item.kind,
    reference: item.reference,
    order_id: item.orderId,
    gateway_amount: money(item.gatewayAmountKobo),
    gateway_status: item.gatewayStatus,
    ledger_amount: money(item.ledgerAmountKobo),
    ledger_status: item.ledgerStatus,
    resolution: item.resolution,
    resolution_reason: item.resolutionReason,
    resolved_by: item.resolvedBy,
    resolved_at: item.resolvedAt,
  };
}

/**
 * The console's money screens (issue 16): payouts, adjustments, refunds, ledger, reconciliation. Reads
 * for `finance` (the ledger also for `auditor`); every action is audited; adjustments, refunds and a vendor
 * batch above the threshold move money only when a second staff member approves.
 */
export async function financeRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals, config } = deps;
  const db = database.db;
  const finance = requireStaffRole('finance');
  const financeOrAuditor = requireStaffRole('finance', 'auditor');
  const transferContext = (): TransferContext => ({
    db,
    payouts: deps.gateway,
    clock,
    feeKobo: config.TRANSFER_FEE_KOBO,
    dailyLimitKobo: config.TRANSFER_DAILY_LIMIT_KOBO,
    vendorBatchApprovalThresholdKobo: config.VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO,
    logger: app.log,
  });
  const financeContext = () => ({
    db,
    gateway: deps.gateway,
    settlement: deps.settlement,
    virtualAccounts: deps.virtualAccounts,
    clock,
  });
  async function customerIdOf(username: string): Promise<string> {
    const [customer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.role, 'customer')));
    if (!customer)
      throw new AppError('not_found', 'There is no customer with that username.', [
        { field: 'customer_username', message: 'There is no customer with that username.' },
      ]);
    return customer.id;
  }

  /** A credit for an order the gateway says was paid is refused: asking the gateway again settles it. */
  async function gatewayHasNotBeenPaid(orderId: string): Promise<void> {
    let charge;
    try {
      charge = await deps.gateway.verify(orderId);
    } catch (error) {
      if (error instanceof PaymentGatewayError)
        throw new FinanceError(
          'gateway_unavailable',
          `The gateway could not be asked about the order: ${error.message}`,
        );
      throw error;
    }
    if (charge.status === 'success')
      throw new FinanceError('conflict', `The gateway says this order was paid. ${ASK_GATEWAY_AGAIN_HINT}`);
  }

  approvals.register({
    actionType: ADJUSTMENT_ACTION,
    approverRoles: ['finance'],
    payload: adjustmentPayload,
    async execute({ tx, payload, request, approver, audit: auditAction }) {
      const posted = await financeExecution(() =>
        postAdjustment(tx, {
          adjustmentId: request.id,
          walletAccount: payload.wallet_account,
          houseAccount: payload.house_account,
          direction: payload.direction,
          amountKobo: payload.amount_kobo,
          reasonCode: payload.reason_code,
          note: payload.note,
          orderId: payload.order_id ?? null,
          requestedBy: request.requestedBy,
          approvedBy: approver.staffId,
        }),
      );
      await auditAction({
        action: ADJUSTMENT_ACTION,
        entityType: 'ledger_account',
        entityId: payload.wallet_account,
        after: { entry_id: posted.entryId, ...payload },
      });
      return { entry_id: posted.entryId };
    },
  });

  approvals.register({
    actionType: REFUND_ACTION,
    approverRoles: ['finance'],
    payload: refundPayload,
    async execute({ tx, payload, request, approver, now, audit: auditAction, afterCommit }) {
      const refund = await financeExecution(() =>
        recordApprovedRefund(tx, {
          refundId: request.id,
          orderId: payload.order_id,
          amountKobo: payload.amount_kobo,
          reason: payload.reason,
          requestedBy: request.requestedBy,
          approvedBy: approver.staffId,
          now,
        }),
      );
      await auditAction({
        action: REFUND_ACTION,
        entityType: 'order',
        entityId: payload.order_id,
        after: { refund_id: refund.id, amount_kobo: refund.amountKobo, status: refund.status },
      });
      // The gateway is called only once the approval has committed, never inside its transaction.
      afterCommit(() =>
        deps.background.run('send approved refund', async () => {
          await submitRefund(financeContext(), refund.id);
        }),
      );
      return { refund_id: refund.id, amount_kobo: refund.amountKobo };
    },
  });

  approvals.register({
    actionType: REFUND_REVIEW_ACTION,
    approverRoles: ['finance'],
    payload: refundReviewPayload,
    async execute({ tx, payload, request, approver, now, audit: auditAction }) {
      const refund = await financeExecution(() =>
        resolveRefundReview(tx, {
          refundId: payload.refund_id,
          outcome: payload.outcome,
          evidence: payload.evidence,
          requestedBy: request.requestedBy,
          approvedBy: approver.staffId,
          now,
        }),
      );
      await auditAction({
        action: REFUND_REVIEW_ACTION,
        entityType: 'card_refund',
        entityId: refund.id,
        // resolveRefundReview refuses any refund not in review.
        before: { status: 'review' },
        after: { status: refund.status, evidence: payload.evidence, order_id: refund.orderId },
      });
      return { refund_id: refund.id, status: refund.status };
    },
  });

  approvals.register({
    actionType: VENDOR_BATCH_ACTION,
    approverRoles: ['finance'],
    payload: vendorBatchPayload,
    async execute({ tx, payload, approver, now, audit: auditAction }) {
      await approveVendorBatch(tx, {
        lagosDay: payload.lagos_day,
        approvedTotalKobo: payload.approved_total_kobo,
        approvedLines: payload.lines.map((line) => ({
          vendorId: line.vendor_id,
          amountKobo: line.amount_kobo,
        })),
        approvedBy: approver.staffId,
        now,
      });
      await auditAction({
        action: VENDOR_BATCH_ACTION,
        entityType: 'vendor_batch',
        entityId: payload.lagos_day,
        after: payload,
      });
      // The daily settlement job sends it at its next look (within minutes).
      return { approved_total_kobo: payload.approved_total_kobo };
    },
  });

  // Money audit finding 1: a payout in review is finalised by hand only with four eyes.
  approvals.register({
    actionType: PAYOUT_DECISION_ACTION,
    approverRoles: ['finance'],
    payload: payoutDecisionPayload,
    async execute({ tx, payload, request, audit: auditAction }) {
      const transfer = await financeExecution(() =>
        recordPayoutDecision(transferContext(), tx, {
          transferId: payload.transfer_id,
          outcome: payload.outcome,
          evidence: payload.evidence,
          approvalId: request.id,
        }),
      );
      await auditAction({
        action: PAYOUT_DECISION_ACTION,
        entityType: 'transfer',
        entityId: payload.transfer_id,
        before: { status: 'pending' },
        after: { status: transfer.status, evidence: payload.evidence },
      });
      return { transfer_id: transfer.id, status: transfer.status };
    },
  });

  // ---- Payouts -------------------------------------------------------------------------------------
  app.get(
    `${ADMIN_PREFIX}/payouts`,
    {
      preHandler: finance,
      config: {
        openapi: {
          summary:
            'Customer transfers and vendor settlements by tab (pending, unknown, failed, successful) with age and 24 h SLA',
          tags: ['admin: payouts'],
          query: payoutsQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(payoutsQuerySchema, request.query, 'query');
      const now = clock();
      const view = await payoutsView(db, {
        tab: query.tab,
        purpose: query.purpose,
        page: query.page,
        perPage: query.per_page,
        now,
      });
      return {
        success: true,
        data: {
          tab: query.tab,
          counts: view.counts,
          counts_capped: view.countsCapped,
          total: view.total,
          page: query.page,
          per_page: query.per_page,
          payouts: view.rows.map((row) => ({
            id: row.id,
            purpose: row.purpose,
            wallet_account: row.walletAccount,
            vendor_id: row.vendorId,
            bank: row.bankName,
            account_number: row.accountNumber,
            account_name: row.accountName,
            amount: nairaFromKobo(row.amountKobo),
            fee: nairaFromKobo(row.feeKobo),
            status: row.status,
            tab: row.tab,
            provider_message: row.providerMessage,
            review_reason: row.reviewReason,
            requery_attempts: row.requeryAttempts,
            created_at: row.createdAt,
            completed_at: row.completedAt,
            age_seconds: Math.floor(row.ageMs / 1000),
            sla_breached: row.slaBreached,
            retried_by: row.retriedBy,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/payouts/:id/requery`,
    {
      preHandler: finance,
      config: {
        auditAction: 'payout.requery',
        openapi: {
          summary: 'Ask the provider about a Pending/Unknown transfer now',
          tags: ['admin: payouts'],
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'transfer');
      const transfer = await financeCall(() => requeryTransferNow(transferContext(), id));
      await audit(request, {
        action: 'payout.requery',
        entityType: 'transfer',
        entityId: id,
        after: { status: transfer.status },
      });
      return {
        success: true,
        data: { id, status: transfer.status, provider_message: transfer.providerMessage },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/payouts/:id/retry`,
    {
      preHandler: finance,
      config: {
        auditAction: 'payout.retry',
        openapi: {
          summary: 'Send a definitely failed transfer again as a new transfer (new reference)',
          tags: ['admin: payouts'],
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'transfer');
      const transfer = await financeCall(() => retryFailedTransfer(transferContext(), id));
      await audit(request, {
        action: 'payout.retry',
        entityType: 'transfer',
        entityId: id,
        after: { new_transfer_id: transfer.id, status: transfer.status },
      });
      return { success: true, data: { retry_of: id, id: transfer.id, status: transfer.status } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/payouts/:id/decision`,
    {
      preHandler: finance,
      config: {
        auditAction: PAYOUT_DECISION_ACTION,
        openapi: {
          summary:
            'Propose to finalise a payout in review as failed or successful, with evidence (a second finance member approves)',
          tags: ['admin: payouts'],
          body: payoutDecisionSchema,
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'transfer');
      const input = parseInput(payoutDecisionSchema, request.body);
      const transfer = await financeCall(() => checkPayoutDecision(db, id));
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: PAYOUT_DECISION_ACTION,
            entityType: 'transfer',
            entityId: id,
            payload: { transfer_id: id, outcome: input.outcome, evidence: input.evidence },
            summary: `Mark the transfer of ${formatNaira(transfer.amountKobo)} to ${transfer.accountName} (${transfer.accountNumber}) ${input.outcome}${input.outcome === 'failed' ? ': the wallet gets the money back' : ''}`,
            reason: input.evidence,
          },
          clock(),
        ),
      );
      return reply
        .status(202)
        .send({ success: true, message: 'Asked for approval.', data: { approval_id: approval.id } });
    },
  );

  app.get(
    `${ADMIN_PREFIX}/payouts/vendor-batch`,
    {
      preHandler: finance,
      config: {
        openapi: {
          summary: 'Today’s vendor settlement batch, its total and whether it needs approval',
          tags: ['admin: payouts'],
        },
      },
    },
    async () => {
      const batch = await vendorBatchOf({ db }, clock(), config.VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO);
      return {
        success: true,
        data: {
          lagos_date: batch.lagosDay,
          due_total: nairaFromKobo(batch.dueKobo),
          due_count: batch.dueCount,
          sent_total: nairaFromKobo(batch.sentKobo),
          threshold: nairaFromKobo(batch.thresholdKobo),
          needs_approval: batch.needsApproval,
          status: batch.status,
          approved_total: money(batch.approvedTotalKobo),
          vendors: batch.lines.map((line) => ({
            vendor_id: line.vendorId,
            business_name: line.businessName,
            balance: nairaFromKobo(line.balanceKobo),
            settled_today: line.settled,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/payouts/vendor-batch/approval`,
    {
      preHandler: finance,
      config: {
        auditAction: VENDOR_BATCH_ACTION,
        openapi: {
          summary: 'Ask a second finance member to approve today’s vendor batch above the threshold',
          tags: ['admin: payouts'],
          body: vendorBatchApprovalSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(vendorBatchApprovalSchema, request.body);
      const batch = await vendorBatchOf({ db }, clock(), config.VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO);
      if (!batch.needsApproval)
        throw new AppError(
          'conflict',
          'Today’s batch is within the threshold: it goes out without approval.',
        );
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: VENDOR_BATCH_ACTION,
            entityType: 'vendor_batch',
            entityId: batch.lagosDay,
            payload: {
              lagos_day: batch.lagosDay,
              approved_total_kobo: batch.dueKobo,
              lines: batch.lines
                .filter((line) => !line.settled)
                .map((line) => ({ vendor_id: line.vendorId, amount_kobo: line.balanceKobo })),
            },
            summary: `Send the vendor settlement batch of ${batch.lagosDay}: ${batch.dueCount} vendors, ${formatNaira(batch.dueKobo)} (${batch.lines
              .filter((line) => !line.settled)
              .map((line) => `${line.businessName} ${formatNaira(line.balanceKobo)}`)
              .join(', ')
              .slice(
                0,
                1_000,
              )})${batch.sentKobo > 0 ? `; ${formatNaira(batch.sentKobo)} already sent today` : ''}`,
            reason: input.reason,
          },
          clock(),
        ),
      );
      return reply
        .status(202)
        .send({ success: true, message: 'Asked for approval.', data: { approval_id: approval.id } });
    },
  );

  // ---- Adjustments and refunds: requests only; money moves when a second person approves ---------------
  app.post(
    `${ADMIN_PREFIX}/adjustments`,
    {
      preHandler: finance,
      config: {
        auditAction: ADJUSTMENT_ACTION,
        openapi: {
          summary:
            'Ask for a correcting entry between a wallet and a house account (always needs a second finance member)',
          tags: ['admin: adjustments'],
          body: adjustmentRequestSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(adjustmentRequestSchema, request.body);
      const walletAccount = adjustmentWallet(
        input.customer_username !== undefined
          ? { customerId: await customerIdOf(input.customer_username) }
          : input.customer_id
            ? { customerId: input.customer_id }
            : input.vendor_id
              ? { vendorId: input.vendor_id }
              : { phone: input.phone! },
      );
      const adjustment: AdjustmentRequest = await financeCall(async () =>
        checkAdjustment({
          walletAccount,
          houseAccount: input.house_account,
          direction: input.direction,
          amountKobo: input.amount,
          reasonCode: input.reason_code,
          note: input.note,
          orderId: input.order_id ?? null,
        }),
      );
      // Money audit F7: the wallet has an owner, named to the approver. F6: an order it makes up for cannot
      // settle by itself any more, and the gateway does not say it was paid (ask again settles those).
      const owner = await financeCall(() => adjustmentWalletOwner(db, walletAccount));
      const orderId = adjustment.orderId ?? null;
      if (orderId !== null) {
        await financeCall(() => orderToCompensate(db, { orderId, walletAccount }));
        await financeCall(() => gatewayHasNotBeenPaid(orderId));
      }
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: ADJUSTMENT_ACTION,
            entityType: 'ledger_account',
            entityId: walletAccount,
            payload: {
              wallet_account: walletAccount,
              house_account: adjustment.houseAccount,
              direction: adjustment.direction,
              amount_kobo: adjustment.amountKobo,
              reason_code: adjustment.reasonCode,
              note: adjustment.note,
              ...(orderId === null ? {} : { order_id: orderId }),
              owner_name: owner.name.slice(0, 200),
            },
            summary: `${adjustment.direction === 'credit' ? 'Credit' : 'Debit'} ${formatNaira(adjustment.amountKobo)} ${adjustment.direction === 'credit' ? 'to' : 'from'} ${owner.name} (${walletAccount}) against ${adjustment.houseAccount} (${adjustment.reasonCode})${orderId === null ? '' : ` for order ${orderId}`}`,
            reason: adjustment.note,
          },
          clock(),
        ),
      );
      return reply.status(202).send({
        success: true,
        message: 'Asked for approval.',
        data: { approval_id: approval.id, owner_name: owner.name, wallet_account: walletAccount },
      });
    },
  );

  app.post(
    `${ADMIN_PREFIX}/refunds`,
    {
      preHandler: finance,
      config: {
        auditAction: REFUND_ACTION,
        openapi: {
          summary: 'Ask to refund a card payment through the gateway (full or partial; needs approval)',
          tags: ['admin: refunds'],
          body: refundRequestSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(refundRequestSchema, request.body);
      const approval = await financeCall(() =>
        db.transaction(async (tx) => {
          const now = clock();
          // One pending request per order (console review 3): the order row is locked, then checked.
          await refuseSecondRefundRequest(tx, input.order_id, now);
          const refundable = await checkRefund(tx, {
            orderId: input.order_id,
            amountKobo: input.amount,
            reason: input.reason,
          });
          return requestApproval(
            tx,
            approvals,
            staffActorOf(request),
            {
              actionType: REFUND_ACTION,
              entityType: 'order',
              entityId: input.order_id,
              payload: {
                order_id: input.order_id,
                ...(input.amount === undefined ? {} : { amount_kobo: input.amount }),
                reason: input.reason,
              },
              summary: refundSummary(refundable, input.amount ?? refundable.refundableKobo),
              reason: input.reason,
            },
            now,
          );
        }),
      );
      return reply
        .status(202)
        .send({ success: true, message: 'Asked for approval.', data: { approval_id: approval.id } });
    },
  );

  app.get(
    `${ADMIN_PREFIX}/refunds`,
    {
      preHandler: finance,
      config: {
        openapi: {
          summary: 'Card refunds, newest first (status=review: refunds waiting for a four-eyes decision)',
          tags: ['admin: refunds'],
          query: refundsQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(refundsQuerySchema, request.query);
      const refunds = await listRefunds(db, { status: query.status, limit: query.limit });
      return { success: true, data: { refunds: refunds.map(refundView) } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/refunds/:id/review`,
    {
      preHandler: finance,
      config: {
        auditAction: REFUND_REVIEW_ACTION,
        openapi: {
          summary:
            'Ask to mark a refund in review failed or confirmed, with evidence (needs a second finance member)',
          tags: ['admin: refunds'],
          body: refundReviewRequestSchema,
        },
      },
    },
    async (request, reply) => {
      const refundId = idParam(request.params, 'refund');
      const input = parseInput(refundReviewRequestSchema, request.body);
      const approval = await financeCall(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const refund = await checkRefundReview(tx, refundId, now);
          return requestApproval(
            tx,
            approvals,
            staffActorOf(request),
            {
              actionType: REFUND_REVIEW_ACTION,
              entityType: 'card_refund',
              entityId: refund.id,
              payload: { refund_id: refund.id, outcome: input.outcome, evidence: input.evidence },
              summary:
                input.outcome === 'failed'
                  ? `Mark the ${formatNaira(refund.amountKobo)} refund of order ${refund.orderId} failed: nothing was given back, the order may be refunded again`
                  : `Mark the ${formatNaira(refund.amountKobo)} refund of order ${refund.orderId} confirmed: the money left the gateway, post it to the ledger`,
              reason: input.evidence,
            },
            now,
          );
        }),
      );
      return reply
        .status(202)
        .send({ success: true, message: 'Asked for approval.', data: { approval_id: approval.id } });
    },
  );

  // ---- Ledger ---------------------------------------------------------------------------------------
  app.get(
    `${ADMIN_PREFIX}/ledger`,
    {
      preHandler: financeOrAuditor,
      config: {
        openapi: {
          summary: 'House account balances, what we owe people (wallet totals), last clean ledger check',
          tags: ['admin: ledger'],
        },
      },
    },
    async () => {
      const overview = await ledgerOverview(db);
      return {
        success: true,
        data: {
          house_accounts: overview.house.map((row) => ({
            account: row.account,
            balance: nairaFromKobo(row.balanceKobo),
          })),
          wallets: overview.wallets.map((row) => ({
            kind: row.kind,
            count: row.count,
            total: nairaFromKobo(row.totalKobo),
          })),
          owed_total: nairaFromKobo(overview.owedKobo),
          last_check: overview.lastCheck
            ? { checked_at: overview.lastCheck.checkedAt, clean: overview.lastCheck.clean }
            : null,
          last_clean_check_at: overview.lastCleanCheckAt,
        },
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/ledger/statement`,
    {
      preHandler: financeOrAuditor,
      config: {
        openapi: {
          summary: 'An account’s statement: its postings with their entries, newest first',
          tags: ['admin: ledger'],
          query: ledgerStatementQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(ledgerStatementQuerySchema, request.query, 'query');
      try {
        accountKindOf(query.account);
      } catch {
        throw new AppError('bad_request', 'That is not a ledger account.', [
          { field: 'account', message: 'That is not a ledger account.' },
        ]);
      }
      const page = await accountStatement(db, query.account, {
        page: query.page,
        perPage: query.per_page,
        from: query.from ? lagosDayRange(query.from).start : undefined,
        to: query.to ? lagosDayRange(query.to).end : undefined,
        beforeEntryId: query.before_entry_id,
      }).catch((error: unknown) => {
        if (error instanceof LedgerError) throw new AppError('bad_request', error.message);
        throw error;
      });
      return {
        success: true,
        data: {
          account: query.account,
          total: page.total,
          total_capped: page.totalCapped,
          page: page.page,
          per_page: page.perPage,
          postings: page.items.map((item) => ({
            entry_id: item.entryId,
            kind: item.kind,
            cause_type: item.causeType,
            cause_id: item.causeId,
            amount: nairaFromKobo(item.amountKobo),
            created_at: item.createdAt,
            metadata: item.metadata,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/ledger/check`,
    {
      preHandler: finance,
      config: {
        auditAction: 'ledger.check',
        openapi: { summary: 'Run the ledger check now and keep its result', tags: ['admin: ledger'] },
      },
    },
    async (request) => {
      const run = await runAndRecordLedgerCheck(db, clock());
      await audit(request, {
        action: 'ledger.check',
        entityType: 'ledger',
        after: { clean: run.clean, ...run.summary },
      });
      return { success: true, data: { clean: run.clean, checked_at: run.checkedAt, summary: run.summary } };
    },
  );

  // ---- Reconciliation -------------------------------------------------------------------------------
  app.get(
    `${ADMIN_PREFIX}/reconciliation`,
    {
      preHandler: finance,
      config: {
        openapi: {
          summary:
            'Recent reconciliation runs and one run (the latest, or run_id / lagos_date) with its unmatched items',
          tags: ['admin: reconciliation'],
          query: reconciliationQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(reconciliationQuerySchema, request.query, 'query');
      const runs = await latestReconciliationRuns(db);
      const chosen =
        query.run_id ??
        (query.lagos_date ? runs.find((run) => run.lagosDay === query.lagos_date)?.id : runs[0]?.id);
      const shown = chosen ? await financeCall(() => reconciliationRunWithItems(db, chosen)) : null;
      return {
        success: true,
        data: {
          runs: runs.map(runView),
          run: shown ? { ...runView(shown.run), items: shown.items.map(itemView) } : null,
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reconciliation/runs`,
    {
      preHandler: finance,
      config: {
        auditAction: 'reconciliation.run',
        openapi: {
          summary: 'Reconcile a Lagos day against the gateway now',
          tags: ['admin: reconciliation'],
          body: reconciliationRunSchema,
        },
      },
    },
    async (request) => {
      const input = parseInput(reconciliationRunSchema, request.body);
      if (input.lagos_date > lagosDateOf(clock()))
        throw new AppError('bad_request', 'That day has not happened yet.', [
          { field: 'lagos_date', message: 'That day has not happened yet.' },
        ]);
      const result = await financeCall(() =>
        runReconciliation(financeContext(), {
          lagosDay: input.lagos_date,
          trigger: 'staff',
          requestedBy: staffActorOf(request).staffId,
        }),
      );
      await audit(request, {
        action: 'reconciliation.run',
        entityType: 'reconciliation_run',
        entityId: result.run.id,
        after: {
          lagos_date: input.lagos_date,
          matched: result.run.matchedCount,
          unmatched: result.run.unmatchedCount,
        },
      });
      return { success: true, data: { ...runView(result.run), items: result.items.map(itemView) } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reconciliation/items/:id/ask-again`,
    {
      preHandler: finance,
      config: {
        auditAction: 'reconciliation.ask_again',
        openapi: {
          summary: 'Ask the gateway again about an unmatched item (runs the ordinary settlement)',
          tags: ['admin: reconciliation'],
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'reconciliation item');
      const result = await financeCall(() => askGatewayAgain(financeContext(), id));
      await audit(request, {
        action: 'reconciliation.ask_again',
        entityType: 'reconciliation_item',
        entityId: id,
        after: {
          gateway_status: result.gatewayStatus,
          settled_now: result.settledNow,
          resolution: result.item.resolution,
        },
      });
      return { success: true, data: { ...itemView(result.item), settled_now: result.settledNow } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reconciliation/items/:id/resolve`,
    {
      preHandler: finance,
      config: {
        auditAction: 'reconciliation.resolve',
        openapi: {
          summary: 'Resolve an unmatched item with a reason (moves no money)',
          tags: ['admin: reconciliation'],
          body: reconciliationResolveSchema,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'reconciliation item');
      const input = parseInput(reconciliationResolveSchema, request.body);
      const staffId = staffActorOf(request).staffId;
      const item = await db.transaction(async (tx) => {
        const resolved = await financeCall(() =>
          resolveReconciliationItem(tx, { itemId: id, reason: input.reason, staffId, now: clock() }),
        );
        await audit(
          request,
          {
            action: 'reconciliation.resolve',
            entityType: 'reconciliation_item',
            entityId: id,
            after: { resolution: 'resolved' },
            reason: input.reason,
          },
          tx,
        );
        return resolved;
      });
      return { success: true, data: itemView(item) };
    },
  );
}
