import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import { AppError, parseInput } from '../errors';
import { financeCall, financeExecution } from './finance-errors';
import { ADMIN_PREFIX, requireStaffRole, staffActorOf } from './staff-auth';
import { requestApproval } from '../../domain/staff';
import { and, eq, sql } from 'drizzle-orm';
import { adjustmentRequestSchema, formatNaira } from '@chancepay/shared';
import { users } from '../../db/schema';
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
import { PaymentGatewayError } from '../../providers/payments';

export const ADJUSTMENT_ACTION = 'ledger.adjustment';

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

/**
 * Adjustments (issue 16): a correcting entry between a wallet and a house account, asked for here and posted
 * only when a second finance member approves.
 */
export async function adjustmentRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock, approvals } = deps;
  const db = deps.database.db;
  const finance = requireStaffRole('finance');

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
}
