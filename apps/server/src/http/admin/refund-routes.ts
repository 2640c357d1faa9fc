import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import { parseInput } from '../errors';
import { financeCall, financeExecution } from './finance-errors';
import { financeContextOf } from './finance-context';
import { idParam } from './params';
import { ADMIN_PREFIX, requireStaffRole, staffActorOf } from './staff-auth';
import { requestApproval } from '../../domain/staff';
import {
  formatNaira,
  nairaFromKobo,
  refundRequestSchema,
  refundReviewRequestSchema,
  refundsQuerySchema,
} from '@chancepay/shared';
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

export const REFUND_ACTION = REFUND_REQUEST_ACTION;

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

/**
 * Card refunds (issue 16): asked for here, sent through the gateway once a second finance member approves;
 * a refund in review is settled the same way, with evidence.
 */
export async function refundRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock, approvals } = deps;
  const db = deps.database.db;
  const finance = requireStaffRole('finance');
  const financeContext = () => financeContextOf(deps);

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
}
