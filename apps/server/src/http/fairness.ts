import { maskPhone, nairaFromKobo } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { cycleRecord, orderCounts, orderReceipt } from '../domain/raffle/fairness';
import { localized } from '../i18n/localized';
import { AppError, parseInput } from './errors';
import { formMessages } from './forms.messages';
import { apiSiteMessages } from './site.messages';
import { cyclePayload, oddsOf } from './raffle-views';

/**
 * GET /api/fairness/cycles/:id and GET /api/fairness/orders/:id: the public record that lets anyone check
 * the draw (DOMAIN.md "The draw"). Phones are masked; the server seed appears once the cycle has ended and
 * none of its orders is still waiting for payment.
 */

const cycleParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'A raffle cycle id is a positive whole number.')
    .transform(Number),
});
const cycleQuery = z.strictObject({
  after_seq: z
    .string()
    .regex(/^\d{1,9}$/, 'after_seq is a whole number.')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'limit is a whole number from 1 to 1000.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'limit is a whole number from 1 to 1000.')
        .max(1000, 'limit is a whole number from 1 to 1000.'),
    )
    .optional(),
});
const orderParams = z.strictObject({
  id: z.uuid({ error: formMessages.en.orderReference }),
});

export async function fairnessRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/fairness/cycles/:id',
    {
      config: {
        openapi: {
          summary: "A cycle's public record: seed hash (seed once revealed), budget, and the order log",
          description:
            'The order log is paged by order_seq: pass next_after_seq as after_seq (limit 1..1000, default 100).',
          tags: ['fairness'],
          query: cycleQuery,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(cycleParams, request.params);
      const query = parseInput(cycleQuery, request.query);
      const record = await cycleRecord(db, id, { afterSeq: query.after_seq ?? 0, limit: query.limit ?? 100 });
      if (!record) throw new AppError('not_found', localized(apiSiteMessages, 'cycleNotFound'));
      return {
        success: true,
        data: {
          raffle_cycle: {
            ...cyclePayload(record.cycle, deps.config.WINNINGS_TAX_BPS),
            server_seed: record.serverSeed,
            seed_revealed: record.serverSeed !== null,
            order_count: record.cycle.lastOrderSeq,
            orders_by_status: await orderCounts(db, record.cycle),
            prizes_paid: nairaFromKobo(record.cycle.prizesPaidKobo),
          },
          orders: record.orders.map((line) => ({
            order_seq: line.orderSeq,
            raffle_type_id: line.raffleTypeId,
            phone: maskPhone(line.customerPhone),
            ticket_quantity: line.ticketQuantity,
            status: line.status,
            outcome: line.outcome,
            created_at: line.createdAt.toISOString(),
            settled_at: line.settledAt?.toISOString() ?? null,
          })),
          next_after_seq: record.nextAfterSeq,
        },
      };
    },
  );

  app.get(
    '/api/fairness/orders/:id',
    {
      config: {
        openapi: {
          summary: "An order's receipt: tickets, odds, seed hash, client seed, order seq, outcome, cycle",
          tags: ['fairness'],
        },
      },
    },
    async (request) => {
      const { id } = parseInput(orderParams, request.params);
      const receipt = await orderReceipt(db, id.toLowerCase());
      if (!receipt) throw new AppError('not_found', localized(apiSiteMessages, 'orderNotFound'));
      const { order, cycle, serverSeed } = receipt;
      return {
        success: true,
        data: {
          order_id: order.id,
          raffle_cycle_id: order.raffleCycleId,
          raffle_type_id: order.raffleTypeId,
          order_seq: order.orderSeq,
          phone: maskPhone(order.customerPhone),
          ticket_quantity: order.ticketQuantity,
          ticket_price: nairaFromKobo(order.ticketPriceKobo),
          order_amount: nairaFromKobo(order.orderAmountKobo),
          prize_amount: nairaFromKobo(order.prizeKobo),
          payout_ratio_bps: order.payoutRatioBps,
          ...oddsOf(order),
          client_seed: order.clientSeed,
          server_seed_hash: cycle.serverSeedHash,
          server_seed: serverSeed,
          hmac_message: `${order.raffleCycleId}:${order.orderSeq}:${order.clientSeed}`,
          status: order.status,
          outcome: order.outcome,
          cycle_status: cycle.status,
          created_at: order.createdAt.toISOString(),
          settled_at: order.settledAt?.toISOString() ?? null,
        },
      };
    },
  );
}
