import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { askGatewayAgain, orderTimeline } from '../../domain/console/order-timeline';
import { consoleCall } from './console-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole } from './staff-auth';
import { naira } from './support-routes';

/** Support's order page (`support`; auditors read): an order's timeline, and asking the gateway again. */
export async function supportOrderRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, settlement } = deps;
  const db = database.db;
  const tags = ['admin: support'];
  const read = requireStaffRole('support', 'auditor');
  const act = requireStaffRole('support');

  app.get(
    `${ADMIN_PREFIX}/orders/:id`,
    {
      preHandler: read,
      config: {
        openapi: {
          summary:
            'An order: timeline (created, checkout, webhooks, jobs, ledger, settlement), draw inputs and result',
          tags,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'order');
      const timeline = await consoleCall(() => orderTimeline(db, id));
      const { order, draw } = timeline;
      return {
        success: true,
        data: {
          order: {
            id: order.id,
            raffle_cycle_id: order.raffleCycleId,
            raffle_type_id: order.raffleTypeId,
            customer_phone: order.customerPhone,
            customer_email: order.customerEmail,
            customer_user_id: order.customerUserId,
            vendor_id: order.vendorId,
            tickets: order.ticketQuantity,
            ticket_amount: naira(order.ticketAmountKobo),
            amount_due: naira(order.amountDueKobo),
            order_amount: naira(order.orderAmountKobo),
            paid_amount: naira(order.paidAmountKobo),
            // Confirmed card refunds (money audit 3): what of the payment went back to the card.
            refunded_amount: naira(order.refundedKobo),
            payment_method: order.paymentMethodUsed,
            status: order.status,
            outcome: order.outcome,
            gateway_status: order.gatewayStatus,
            status_message: order.statusMessage,
            // Money audit 15 and F6: held for a person's review; made up for by an approved adjustment.
            review_reason: order.reviewReason,
            compensated_by_adjustment_id: order.compensatedByAdjustmentId,
            created_at: order.createdAt,
            settled_at: order.settledAt,
          },
          cycle: timeline.cycle,
          draw: {
            raffle_cycle_id: draw.raffleCycleId,
            order_seq: draw.orderSeq,
            client_seed: draw.clientSeed,
            server_seed_hash: draw.serverSeedHash,
            server_seed: draw.serverSeed,
            tickets: draw.tickets,
            ticket_price: naira(draw.ticketPriceKobo),
            payout_ratio_bps: draw.payoutRatioBps,
            prize: naira(draw.prizeKobo),
            outcome: draw.outcome,
            recomputed: draw.recomputed,
          },
          events: timeline.events.map((event) => ({ at: event.at, kind: event.kind, detail: event.detail })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/orders/:id/verify`,
    {
      preHandler: act,
      config: {
        auditAction: 'order.verify',
        openapi: {
          summary:
            'Ask the gateway again about the order (it settles by the usual rules if paid; there is no "mark as paid")',
          tags,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'order');
      const result = await consoleCall(() => askGatewayAgain(settlement, id));
      await audit(request, {
        action: 'order.verify',
        entityType: 'order',
        entityId: id,
        before: result.before,
        after: {
          ...result.after,
          settled_now: result.settledNow,
          gateway_unavailable: result.gatewayUnavailable,
        },
      });
      const message = result.gatewayUnavailable
        ? `The gateway could not be asked: ${result.gatewayUnavailable}`
        : result.settledNow
          ? `The gateway answered; the order is now ${result.after.status}.`
          : `Nothing changed: the order is ${result.after.status}.`;
      return {
        success: true,
        message,
        data: {
          before: { status: result.before.status, gateway_status: result.before.gatewayStatus },
          after: { status: result.after.status, gateway_status: result.after.gatewayStatus },
          settled_now: result.settledNow,
          gateway_unavailable: result.gatewayUnavailable,
        },
      };
    },
  );
}
