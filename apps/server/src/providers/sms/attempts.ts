import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsAttempts, type SmsAttemptStatus } from '../../db/schema';
import type { DeliveryStatus, SmsProviderName } from './types';

/** The `sms_attempts` table: every hand-over to a provider, and the delivery reports that follow. */

export interface AttemptRecord {
  messageKey: string;
  provider: SmsProviderName;
  recipient: string;
  providerMessageId: string | null;
  status: Extract<SmsAttemptStatus, 'sent' | 'send_failed'>;
  error: string | null;
  at: Date;
}

export interface AttemptRecorder {
  record(attempt: AttemptRecord): Promise<void>;
}

export function databaseAttemptRecorder(db: Executor): AttemptRecorder {
  return {
    async record(attempt) {
      await db.insert(smsAttempts).values({
        messageKey: attempt.messageKey,
        provider: attempt.provider,
        recipient: attempt.recipient,
        providerMessageId: attempt.providerMessageId,
        status: attempt.status,
        error: attempt.error?.slice(0, 500) ?? null,
        createdAt: attempt.at,
        updatedAt: attempt.at,
      });
    },
  };
}

/**
 * A delivery report: the attempt with this provider and id moves to its final status. Returns false when we
 * never sent such a message. A final status is never left (reports can arrive twice, or out of order), and
 * `sent` changes nothing.
 */
export async function applyDeliveryReport(
  db: Executor,
  report: {
    provider: SmsProviderName;
    messageId: string;
    status: DeliveryStatus;
    detail: string | null;
    at: Date;
  },
): Promise<{ known: boolean }> {
  const where = and(
    eq(smsAttempts.provider, report.provider),
    eq(smsAttempts.providerMessageId, report.messageId),
  );
  if (report.status !== 'sent') {
    const updated = await db
      .update(smsAttempts)
      .set({
        status: report.status,
        error: report.status === 'delivered' ? null : (report.detail?.slice(0, 500) ?? null),
        updatedAt: report.at,
      })
      .where(and(where, inArray(smsAttempts.status, ['sent'])))
      .returning({ id: smsAttempts.id });
    if (updated.length > 0) return { known: true };
  }
  const [found] = await db.select({ id: smsAttempts.id }).from(smsAttempts).where(where).limit(1);
  return { known: found !== undefined };
}
