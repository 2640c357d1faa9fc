import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../dependencies';
import type { Job, JobOutcome } from '../domain/jobs/queue';
import { ensureOpenCycles } from '../domain/raffle/cycles';
import {
  awaitsCheckout,
  closeUnstartedCheckout,
  UNSTARTED_CHECKOUT_CLOSE_AFTER_MS,
} from '../domain/raffle/checkout-claims';
import { findOrder, isSettled } from '../domain/raffle/orders';
import { reconcileJobKind, reconcileSchedule } from '../domain/raffle/reconcile-schedule';
import { verifyAndSettle } from '../domain/raffle/settlement';
import { forgetOldAnswers } from '../domain/ussd/answers';
import { dataProtectionJobHandlers, dataProtectionPeriodicJobKinds } from './data-protection-jobs';
import { complianceJobHandlers, complianceMonitoringJobKind } from './compliance-jobs';
import { financeJobHandlers, financePeriodicJobKinds } from './finance-jobs';
import { moneyJobHandlers, transferRequeryJobKind, vendorSettlementJobKind } from './money-jobs';
import { notificationJobHandlers, sendNotificationsJobKind } from './notification-jobs';
import { moneyInJobHandlers, moneyInSweepJobKind } from './money-in-jobs';

export type JobHandler = (job: Job, now: Date) => Promise<JobOutcome>;

export const ensureOpenCyclesJobKind = 'ensure_open_cycles';
/** How often the safety net looks for products without an open cycle. */
export const ensureOpenCyclesEveryMs = 60_000;

export const forgetUssdAnswersJobKind = 'forget_ussd_answers';
const forgetUssdAnswersEveryMs = 60 * 60_000;

/** Jobs that reschedule themselves for ever; the runner (re)starts each of them when it starts. */
export const periodicJobKinds = [
  ensureOpenCyclesJobKind,
  transferRequeryJobKind,
  vendorSettlementJobKind,
  sendNotificationsJobKind,
  forgetUssdAnswersJobKind,
  moneyInSweepJobKind,
  complianceMonitoringJobKind,
  ...financePeriodicJobKinds,
  ...dataProtectionPeriodicJobKinds,
] as const;

/** The jobs this app runs, by kind. Other areas add theirs here. */
export function jobHandlers(deps: AppDependencies, logger: FastifyBaseLogger): Record<string, JobHandler> {
  const { settlement } = deps;
  return {
    /**
     * DOMAIN.md Settlement steps 5 and 6: ask the gateway about an order not settled yet, with back-off,
     * until 24 hours after creation; then a still-pending order becomes payment_failed. An order that ended
     * (declined, cancelled) is asked about too until then, in case the buyer paid after all, and a webhook
     * revives the job at any time. A gateway error is never a verdict: the job asks again later.
     */
    [reconcileJobKind]: async (job, now) => {
      const order = await findOrder(deps.database.db, job.key);
      if (!order || isSettled(order)) return { kind: 'done' };
      if (awaitsCheckout(order)) {
        // No checkout link was ever handed out, so the gateway has nothing to say: wait until the order may
        // be closed (issue #12), then close it unless its checkout starts in the meantime.
        const closeAt = order.createdAt.getTime() + UNSTARTED_CHECKOUT_CLOSE_AFTER_MS;
        if (now.getTime() < closeAt) {
          const next = reconcileSchedule.nextCheckAt(order.createdAt, job.attempts, now).getTime();
          return { kind: 'retry', at: new Date(Math.min(next, closeAt)) };
        }
        if (await closeUnstartedCheckout(deps.database.db, order.id, now)) return { kind: 'done' };
      }
      const pastDeadline = reconcileSchedule.isPastDeadline(order.createdAt, now);
      const result = await verifyAndSettle(settlement, order.id, 'job', { giveUp: pastDeadline });
      if (isSettled(result.order)) return { kind: 'done' };
      if (result.gatewayUnavailable)
        return {
          kind: 'retry',
          at: reconcileSchedule.retryAfterErrorAt(job.attempts, now),
          error: result.gatewayUnavailable,
        };
      // Past the deadline the gateway has answered, and the answer was not "paid": the order stays ended.
      if (pastDeadline) return { kind: 'done' };
      return { kind: 'retry', at: reconcileSchedule.nextCheckAt(order.createdAt, job.attempts, now) };
    },
    /** The periodic safety net: every product that should be on sale has an open cycle. */
    [ensureOpenCyclesJobKind]: async (_job, now) => {
      await ensureOpenCycles(deps.database.db, now);
      return { kind: 'retry', at: new Date(now.getTime() + ensureOpenCyclesEveryMs) };
    },
    /** USSD steps' remembered answers (a resent step's screen) are needed for minutes, kept for a day. */
    [forgetUssdAnswersJobKind]: async (_job, now) => {
      await forgetOldAnswers(deps.database.db, now);
      return { kind: 'retry', at: new Date(now.getTime() + forgetUssdAnswersEveryMs) };
    },
    ...moneyJobHandlers(deps, logger),
    ...notificationJobHandlers(deps, logger),
    ...moneyInJobHandlers(deps, logger),
    ...financeJobHandlers(deps, logger),
    ...dataProtectionJobHandlers(deps, logger),
    ...complianceJobHandlers(deps, logger),
  };
}
