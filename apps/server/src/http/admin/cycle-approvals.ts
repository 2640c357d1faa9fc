import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import {
  createScheduledCycle,
  endCycleAsCancelled,
  openCycleNow,
  openCyclesFor,
  settleCancelledCycleOrders,
  staffCycleView,
} from '../../domain/console/cycle-operations';
import { RaffleError } from '../../domain/raffle/errors';
import { approvalCall } from './console-errors';
import { cycleView } from './cycle-view';

export const CANCEL_CYCLE_ACTION = 'cycle.cancel';
export const CREATE_CYCLE_ACTION = 'cycle.create';
export const OPEN_CYCLE_ACTION = 'cycle.open';

const cancelPayload = z.strictObject({ cycle_id: z.number().int().positive() });
const createPayload = z.strictObject({
  raffle_type_ids: z.array(z.number().int().positive()).min(1),
  ticket_price_kobo: z.number().int().positive(),
  winnable_amount_kobo: z.number().int().positive(),
  payout_ratio_bps: z.number().int().min(1).max(10_000),
  prize_budget_kobo: z.number().int().positive(),
  sponsor: z.string().nullable(),
  starts_at: z.string().nullable(),
});
const openPayload = z.strictObject({ cycle_id: z.number().int().positive(), replace_open: z.literal(true) });

/** What runs once a second raffle operator approves: a cancellation, a cycle on other terms, a replacement. */
export function registerCycleApprovals({ approvals, settlement, background }: AppDependencies): void {
  approvals.register({
    actionType: CANCEL_CYCLE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: cancelPayload,
    async execute({ tx, payload, now, audit: auditAction, afterCommit }) {
      const before = await approvalCall(() => endCycleAsCancelled(tx, payload.cycle_id, now));
      await auditAction({
        action: CANCEL_CYCLE_ACTION,
        entityType: 'cycle',
        entityId: String(payload.cycle_id),
        before: { status: before },
        after: { status: 'cancelled' },
      });
      // Asking the gateway about its unpaid orders happens outside the approval's transaction.
      afterCommit(() =>
        background.run('settle a cancelled cycle’s orders', async () => {
          await settleCancelledCycleOrders(settlement, payload.cycle_id);
        }),
      );
      return { status: 'cancelled' };
    },
  });
  // A cycle on terms other than its products' approved templates, or one that takes the live cycle off
  // sale, needs a second raffle operator, as a template change does (console-security #4).
  approvals.register({
    actionType: CREATE_CYCLE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: createPayload,
    async execute({ tx, payload, now, audit: auditAction }) {
      const created = await approvalCall(() =>
        createScheduledCycle(
          tx,
          {
            raffleTypeIds: payload.raffle_type_ids,
            ticketPriceKobo: payload.ticket_price_kobo,
            winnableAmountKobo: payload.winnable_amount_kobo,
            payoutRatioBps: payload.payout_ratio_bps,
            prizeBudgetKobo: payload.prize_budget_kobo,
            sponsor: payload.sponsor,
            startsAt: payload.starts_at ? new Date(payload.starts_at) : null,
          },
          now,
        ),
      );
      await auditAction({
        action: CREATE_CYCLE_ACTION,
        entityType: 'cycle',
        entityId: String(created.id),
        after: cycleView(created),
      });
      return { cycle_id: created.id };
    },
  });
  approvals.register({
    actionType: OPEN_CYCLE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: openPayload,
    async execute({ tx, payload, now, audit: auditAction }) {
      const opened = await approvalCall(async () => {
        const cycle = await staffCycleView(tx, payload.cycle_id);
        if (!cycle) throw new RaffleError('not_found', 'No such cycle.');
        const replaced = await openCyclesFor(
          tx,
          cycle.types.map((type) => type.id),
        );
        return { cycle: await openCycleNow(tx, payload.cycle_id, now, { replaceOpen: true }), replaced };
      });
      await auditAction({
        action: OPEN_CYCLE_ACTION,
        entityType: 'cycle',
        entityId: String(payload.cycle_id),
        before: { status: 'scheduled', open_cycles: opened.replaced.map((cycle) => cycle.id) },
        after: {
          status: opened.cycle.status,
          server_seed_hash: opened.cycle.serverSeedHash,
          replace_open: true,
        },
      });
      return { status: opened.cycle.status, closed_cycle_ids: opened.replaced.map((cycle) => cycle.id) };
    },
  });
}
