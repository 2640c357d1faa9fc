import { lagosDayRange } from '@chancepay/shared';
import { gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ledgerCheckRuns } from '../db/schema';
import type { AppDependencies } from '../dependencies';
import { runAndRecordLedgerCheck } from '../domain/finance/ledger-view';
import { dayDueAt, NIGHTLY_HOUR_LAGOS } from '../domain/finance/nightly';
import {
  hasJobRunFor,
  runReconciliation,
  type ReconciliationContext,
} from '../domain/finance/reconciliation';
import { checkPendingRefunds } from '../domain/finance/refunds';
import { compactDayTotals } from '../domain/ledger';
import type { JobHandler } from './handlers';

/** The console's nightly finance work (issue 16): reconciliation, the ledger check, pending refunds. */
export const nightlyReconciliationJobKind = 'reconcile_gateway_day';
export const nightlyLedgerCheckJobKind = 'ledger_check_nightly';
export const refundCheckJobKind = 'card_refund_check';

/** How often the nightly jobs look whether their hour has come; each runs once per Lagos day. */
export const nightlyLookEveryMs = 15 * 60_000;
export const refundCheckEveryMs = 60_000;

export const financePeriodicJobKinds = [
  nightlyReconciliationJobKind,
  nightlyLedgerCheckJobKind,
  refundCheckJobKind,
] as const;

export function financeContextOf(deps: AppDependencies, now: Date): ReconciliationContext {
  return {
    db: deps.database.db,
    gateway: deps.gateway,
    settlement: deps.settlement,
    virtualAccounts: deps.virtualAccounts,
    clock: () => now,
  };
}

export function financeJobHandlers(
  deps: AppDependencies,
  logger: FastifyBaseLogger,
): Record<string, JobHandler> {
  const later = (now: Date, ms: number) => ({ kind: 'retry' as const, at: new Date(now.getTime() + ms) });
  return {
    /** Issue 16 §4: the gateway's transactions of the day that ended, against our orders, every night. */
    [nightlyReconciliationJobKind]: async (_job, now) => {
      const day = dayDueAt(now);
      if (day !== null && !(await hasJobRunFor(deps.database.db, day))) {
        const { run } = await runReconciliation(financeContextOf(deps, now), {
          lagosDay: day,
          trigger: 'job',
        });
        logger.info(
          { day, matched: run.matchedCount, unmatched: run.unmatchedCount },
          'nightly reconciliation',
        );
      }
      return later(now, nightlyLookEveryMs);
    },
    /** Issue 16 §3: `ledger:check` every night, its result kept for the ledger screen (issue #28: after the fold). */
    [nightlyLedgerCheckJobKind]: async (_job, now) => {
      const day = dayDueAt(now);
      if (day !== null) {
        const since = new Date(lagosDayRange(day).end.getTime() + NIGHTLY_HOUR_LAGOS * 3_600_000);
        const [done] = await deps.database.db
          .select({ id: ledgerCheckRuns.id })
          .from(ledgerCheckRuns)
          .where(gte(ledgerCheckRuns.checkedAt, since))
          .limit(1);
        if (!done) {
          // Fold the house day totals' per-backend stripes of the days before the one that just ended, so
          // house balances keep reading about one row per account and day (ledger/day-totals.ts).
          await compactDayTotals(deps.database.db, day);
          const run = await runAndRecordLedgerCheck(deps.database.db, now);
          if (!run.clean) logger.error({ summary: run.summary }, 'ledger check found problems');
        }
      }
      return later(now, nightlyLookEveryMs);
    },
    [refundCheckJobKind]: async (_job, now) => {
      await checkPendingRefunds({ db: deps.database.db, gateway: deps.gateway, clock: () => now });
      return later(now, refundCheckEveryMs);
    },
  };
}
