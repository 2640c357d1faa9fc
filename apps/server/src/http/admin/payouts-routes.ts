import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import { AppError, parseInput } from '../errors';
import { financeCall, financeExecution } from './finance-errors';
import { money, transferContextOf } from './finance-context';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';
import { requestApproval } from '../../domain/staff';
import {
  formatNaira,
  nairaFromKobo,
  payoutDecisionSchema,
  payoutsQuerySchema,
  vendorBatchApprovalSchema,
} from '@chancepay/shared';
import {
  checkPayoutDecision,
  payoutDecisionOutcomes,
  payoutsView,
  recordPayoutDecision,
  requeryTransferNow,
  retryFailedTransfer,
} from '../../domain/finance/payouts';
import { approveVendorBatch, vendorBatchOf } from '../../domain/transfers';

export const VENDOR_BATCH_ACTION = 'vendor_settlement.batch';
export const PAYOUT_DECISION_ACTION = 'payout.decide';

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

/**
 * The console's Payouts screen (issue 16): transfers and settlements by tab, asking the provider again, a
 * retry, a four-eyes decision on a payout in review, and today's vendor batch (approved above the threshold).
 */
export async function payoutRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock, approvals, config } = deps;
  const db = deps.database.db;
  const finance = requireStaffRole('finance');
  const transferContext = () => transferContextOf(app, deps);

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
}
