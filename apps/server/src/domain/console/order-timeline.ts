import { serverSeedHash as hashOfSeed } from '@chancepay/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs, journalEntries, ledgerAccounts, paymentWebhookEvents, postings } from '../../db/schema';
import { orderReceipt } from '../raffle/fairness';
import { drawFor } from '../raffle/settle-paid-order';
import { verifyAndSettle } from '../raffle/settlement';
import type { SettlementContext } from '../raffle/settlement-context';
import { ConsoleError } from './errors';

/**
 * The order page (issue 15, item 8): what happened to one order, in time order, from the records each step
 * leaves (the order row, the webhooks received, its jobs, its ledger entries), and the draw's inputs and
 * result. Staff can ask the gateway again (the same verification as the buyer's page); nobody can mark an
 * order paid.
 */

export type TimelineEvent =
  | { at: Date; kind: 'created'; detail: Record<string, unknown> }
  | { at: Date; kind: 'checkout'; detail: { checkoutUrl: string | null } }
  | { at: Date; kind: 'webhook'; detail: { event: string; deliveries: number; lastReceivedAt: Date } }
  | {
      at: Date;
      kind: 'job';
      detail: { jobKind: string; status: string; attempts: number; runAt: Date; lastError: string | null };
    }
  | {
      at: Date;
      kind: 'ledger';
      detail: {
        entryId: number;
        entryKind: string;
        idempotencyKey: string;
        postings: { account: string; amountKobo: number }[];
      };
    }
  | {
      at: Date;
      kind: 'settled';
      detail: {
        status: string;
        gatewayStatus: string | null;
        paidAmountKobo: number | null;
        message: string | null;
      };
    };

export interface DrawRecord {
  raffleCycleId: number;
  orderSeq: number;
  clientSeed: string;
  serverSeedHash: string | null;
  /** Only once the cycle's seed is public (fairness.ts): staff get no earlier look than the buyer. */
  serverSeed: string | null;
  tickets: number;
  ticketPriceKobo: number;
  payoutRatioBps: number;
  prizeKobo: number;
  outcome: string | null;
  /** The shared draw function run again on the revealed seed: it must agree with the recorded outcome. */
  recomputed: { won: boolean; agrees: boolean | null } | null;
}

export async function orderTimeline(executor: Executor, orderId: string) {
  const receipt = await orderReceipt(executor, orderId);
  if (!receipt) throw new ConsoleError('not_found', 'Order not found.');
  const { order, cycle, serverSeed } = receipt;
  const events: TimelineEvent[] = [
    {
      at: order.createdAt,
      kind: 'created',
      detail: {
        raffleTypeId: order.raffleTypeId,
        tickets: order.ticketQuantity,
        orderAmountKobo: order.orderAmountKobo,
        amountDueKobo: order.amountDueKobo,
        vendorId: order.vendorId,
        paymentMethod: order.paymentMethodUsed,
        platform: order.purchasePlatform,
      },
    },
  ];
  if (order.checkoutStartedAt)
    events.push({
      at: order.checkoutStartedAt,
      kind: 'checkout',
      detail: { checkoutUrl: order.checkoutUrl },
    });

  const webhooks = await executor
    .select()
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.reference, orderId))
    .orderBy(asc(paymentWebhookEvents.receivedAt));
  for (const webhook of webhooks)
    events.push({
      at: webhook.receivedAt,
      kind: 'webhook',
      detail: {
        event: webhook.event,
        deliveries: webhook.deliveries,
        lastReceivedAt: webhook.lastReceivedAt,
      },
    });

  const orderJobs = await executor
    .select()
    .from(jobs)
    .where(eq(jobs.key, orderId))
    .orderBy(asc(jobs.createdAt));
  for (const job of orderJobs)
    events.push({
      // Where the job stands now (its last run), not when it was queued beside the order.
      at: job.updatedAt,
      kind: 'job',
      detail: {
        jobKind: job.kind,
        status: job.status,
        attempts: job.attempts,
        runAt: job.runAt,
        lastError: job.lastError,
      },
    });

  const entries = await executor
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.causeType, 'order'), eq(journalEntries.causeId, orderId)))
    .orderBy(asc(journalEntries.id));
  const lines =
    entries.length === 0
      ? []
      : await executor
          .select({ entryId: postings.entryId, account: ledgerAccounts.key, amountKobo: postings.amountKobo })
          .from(postings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
          .where(
            inArray(
              postings.entryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(asc(postings.entryId), asc(postings.amountKobo));
  for (const entry of entries)
    events.push({
      at: entry.createdAt,
      kind: 'ledger',
      detail: {
        entryId: entry.id,
        entryKind: entry.kind,
        idempotencyKey: entry.idempotencyKey,
        postings: lines
          .filter((line) => line.entryId === entry.id)
          .map((line) => ({ account: line.account, amountKobo: line.amountKobo })),
      },
    });
  if (order.settledAt)
    events.push({
      at: order.settledAt,
      kind: 'settled',
      detail: {
        status: order.status,
        gatewayStatus: order.gatewayStatus,
        paidAmountKobo: order.paidAmountKobo,
        message: order.statusMessage,
      },
    });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  let recomputed: DrawRecord['recomputed'] = null;
  if (serverSeed && cycle.serverSeedHash === hashOfSeed(serverSeed)) {
    const { won } = drawFor(order, serverSeed);
    recomputed = { won, agrees: order.outcome === null ? null : (order.outcome === 'won') === won };
  }
  const draw: DrawRecord = {
    raffleCycleId: order.raffleCycleId,
    orderSeq: order.orderSeq,
    clientSeed: order.clientSeed,
    serverSeedHash: cycle.serverSeedHash,
    serverSeed,
    tickets: order.ticketQuantity,
    ticketPriceKobo: order.ticketPriceKobo,
    payoutRatioBps: order.payoutRatioBps,
    prizeKobo: order.prizeKobo,
    outcome: order.outcome,
    recomputed,
  };
  return { order, cycle: { id: cycle.id, status: cycle.status, types: cycle.types }, draw, events };
}

/**
 * "Ask the gateway again": the same verification the buyer's page, the webhook and the job run. If the
 * gateway now says paid, the order settles exactly once by the usual rules; nothing here can say so itself.
 */
export async function askGatewayAgain(context: SettlementContext, orderId: string) {
  const before = await orderReceipt(context.db, orderId);
  if (!before) throw new ConsoleError('not_found', 'Order not found.');
  const result = await verifyAndSettle(context, orderId, 'staff');
  return {
    before: { status: before.order.status, gatewayStatus: before.order.gatewayStatus },
    after: { status: result.order.status, gatewayStatus: result.order.gatewayStatus },
    settledNow: result.settledNow,
    gatewayUnavailable: result.gatewayUnavailable ?? null,
  };
}
