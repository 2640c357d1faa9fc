import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { sendDueNotifications, type NotificationContext } from '../domain/notifications';
import type { JobHandler } from './handlers';

/** DOMAIN.md Notifications: the texts and mail recorded with money events, sent with back-off. */
export const sendNotificationsJobKind = 'send_notifications';
/** How soon after a win or a transfer its text goes out, at most (plus the send itself). */
export const sendNotificationsEveryMs = 2_000;

export function notificationContext(deps: AppDependencies, logger: FastifyBaseLogger): NotificationContext {
  return { db: deps.database.db, sms: deps.sms, mailer: deps.mailer, clock: deps.clock, logger };
}

export function notificationJobHandlers(
  deps: AppDependencies,
  logger: FastifyBaseLogger,
): Record<string, JobHandler> {
  return {
    [sendNotificationsJobKind]: async (_job, now) => {
      await sendDueNotifications({ ...notificationContext(deps, logger), clock: () => now });
      return { kind: 'retry', at: new Date(now.getTime() + sendNotificationsEveryMs) };
    },
  };
}
