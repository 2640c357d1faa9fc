import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../app';
import type { Job, JobOutcome } from '../domain/jobs/queue';
import { ensureOpenCycles } from '../domain/raffle/cycles';
import { findOrder, isSettled } from '../domain/raffle/orders';
import { reconcileJobKind, reconcileSchedule } from '../domain/raffle/reconcile-schedule';
import { verifyAndSettle } from '../domain/raffle/settlement';
import { moneyJobHandlers, transferRequeryJobKind, vendorSettlementJobKind } from './money-jobs';

export type JobHandler = (job: Job, now: Date) => Promise<JobOutcome>;

export const ensureOpenCyclesJobKind = 'ensure_open_cycles';
/** How often the safety net looks for products without an open cycle. */
export const ensureOpenCyclesEveryMs = 60_000;

/** Jobs that reschedule themselves for ever; the runner (re)starts each of them when it starts. */
export const periodicJobKinds = [
  ensureOpenCyclesJobKind,
  transferRequeryJobKind,
  vendorSettlementJobKind,
] as const;

/** The jobs this app runs, by kind. Other areas add theirs here. */
export function jobHandlers(deps: AppDependencies, logger: FastifyBaseLogger): Record<string, JobHandler> {
  const { settlement } = deps;
  return {
    /**
     * DOMAIN.md Settlement step 5: ask the gateway about an order still verifying, with back-off; after
     * 24 hours a still-pending order becomes payment_failed.
     */
    [reconcileJobKind]: async (job, now) => {
      const order = await findOrder(deps.database.db, job.key);
      if (!order || isSettled(order)) return { kind: 'done' };
      const giveUp = reconcileSchedule.isPastDeadline(order.createdAt, now);
      const result = await verifyAndSettle(settlement, order.id, 'job', { giveUp });
      if (isSettled(result.order)) return { kind: 'done' };
      return {
        kind: 'retry',
        at: reconcileSchedule.nextCheckAt(order.createdAt, job.attempts, now),
        ...(result.gatewayUnavailable ? { error: result.gatewayUnavailable } : {}),
      };
    },
    /** The periodic safety net: every product that should be on sale has an open cycle. */
    [ensureOpenCyclesJobKind]: async (_job, now) => {
      await ensureOpenCycles(deps.database.db, now);
      return { kind: 'retry', at: new Date(now.getTime() + ensureOpenCyclesEveryMs) };
    },
    ...moneyJobHandlers(deps, logger),
  };
}
