import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { refreshRecentLargeTransactions, runMonitoring } from '../domain/compliance';
import type { JobHandler } from './handlers';

/**
 * Money-laundering controls (issue #23 items 4-5): every minute, the monitoring rules over their look-back
 * (alerts once per subject, rule and Lagos day) and the day's large-transaction records. A job rather than
 * the money's own transactions, so the settle path gains no statement (bench/RESULTS.md); a minute's delay
 * is what the issue allows.
 */
export const complianceMonitoringJobKind = 'compliance_monitoring';
export const complianceMonitoringEveryMs = 60_000;

export function complianceJobHandlers(
  deps: AppDependencies,
  logger: FastifyBaseLogger,
): Record<string, JobHandler> {
  const { config } = deps;
  return {
    [complianceMonitoringJobKind]: async (_job, now) => {
      const db = deps.database.db;
      const raised = await runMonitoring(db, now, monitoringSettingsOf(config));
      const records = await refreshRecentLargeTransactions(
        db,
        {
          personKobo: config.LARGE_TRANSACTION_PERSON_KOBO,
          businessKobo: config.LARGE_TRANSACTION_BUSINESS_KOBO,
        },
        now,
      );
      if (records > 0 || Object.values(raised).some((count) => count > 0))
        logger.info({ raised, records }, 'compliance monitoring');
      return { kind: 'retry', at: new Date(now.getTime() + complianceMonitoringEveryMs) };
    },
  };
}

export function monitoringSettingsOf(config: AppDependencies['config']) {
  return {
    velocityCount: config.AML_VELOCITY_COUNT,
    velocityWindowMinutes: config.AML_VELOCITY_WINDOW_MINUTES,
    structuringCount: config.AML_STRUCTURING_COUNT,
    structuringMarginBps: config.AML_STRUCTURING_MARGIN_BPS,
    structuringThresholdKobo: config.LARGE_TRANSACTION_PERSON_KOBO,
    passThroughMinutes: config.AML_PASS_THROUGH_MINUTES,
    winSentMinutes: config.AML_WIN_SENT_MINUTES,
    cardPhonesCount: config.AML_CARD_PHONES_COUNT,
    dormantDays: config.AML_DORMANT_DAYS,
    dormantWakeKobo: config.AML_DORMANT_WAKE_KOBO,
  };
}
