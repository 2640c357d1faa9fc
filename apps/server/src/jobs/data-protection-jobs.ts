import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../dependencies';
import {
  deleteEndedSessions,
  deleteExpiredRetainedRecords,
  deleteOldCodeTexts,
  eraseClosedAccounts,
} from '../domain/data-protection';
import type { JobHandler } from './handlers';

/** Personal data's jobs (issue #23 items 8 and 10): erasure after closing, and the retention deletes. */
export const eraseClosedAccountsJobKind = 'erase_closed_accounts';
export const personalDataRetentionJobKind = 'personal_data_retention';

/** Hourly: the deadlines are days long, and a run is a few indexed deletes. */
export const dataProtectionEveryMs = 60 * 60_000;

export const dataProtectionPeriodicJobKinds = [
  eraseClosedAccountsJobKind,
  personalDataRetentionJobKind,
] as const;

export function dataProtectionJobHandlers(
  deps: AppDependencies,
  logger: FastifyBaseLogger,
): Record<string, JobHandler> {
  const { config } = deps;
  const db = deps.database.db;
  const later = (now: Date) => ({
    kind: 'retry' as const,
    at: new Date(now.getTime() + dataProtectionEveryMs),
  });
  return {
    [eraseClosedAccountsJobKind]: async (_job, now) => {
      const erased = await eraseClosedAccounts(db, { now, afterDays: config.ACCOUNT_ERASURE_DAYS });
      if (erased.length) logger.info({ erased: erased.length }, 'closed accounts erased');
      // A full batch means more are due: come back at once rather than in an hour.
      return erased.length >= 50 ? { kind: 'retry', at: now } : later(now);
    },
    [personalDataRetentionJobKind]: async (_job, now) => {
      const texts = await deleteOldCodeTexts(db, now, config.CODE_TEXT_RETENTION_DAYS);
      const sessions = await deleteEndedSessions(db, now, config.ENDED_SESSION_RETENTION_DAYS);
      const retained = await deleteExpiredRetainedRecords(db, now);
      if (texts.codes + texts.sentTexts + sessions + retained > 0)
        logger.info({ ...texts, sessions, retained }, 'personal data past its retention deleted');
      return later(now);
    },
  };
}
