import { and, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authSessions,
  outboxMessages,
  passwordResetCodes,
  passwordResetTokens,
  phoneVerificationCodes,
  retainedRecords,
  sandboxSmsMessages,
  smsAttempts,
} from '../../db/schema';

const DAY_MS = 86_400_000;
const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface DeletedCodeTexts {
  codes: number;
  sentTexts: number;
}

/**
 * Texts holding one-time codes, and the codes themselves, are needed for minutes and kept `days` (DOMAIN.md
 * "Personal data": 30) for support's questions, then deleted: the stored code hashes and reset links, the
 * provider attempts of texts that were not money notifications (those carry `notification:<id>` keys; codes
 * carry none), and what the sandbox's outbox and SMS emulators received (their texts hold the codes in clear).
 * Money notifications (`notifications`) are records of money events and stay.
 */
export async function deleteOldCodeTexts(
  executor: Executor,
  now: Date,
  days: number,
): Promise<DeletedCodeTexts> {
  const before = cutoff(now, days);
  let codes = 0;
  for (const table of [phoneVerificationCodes, passwordResetCodes, passwordResetTokens]) {
    const deleted = await executor
      .delete(table)
      .where(lt(table.createdAt, before))
      .returning({ id: table.id });
    codes += deleted.length;
  }
  const attempts = await executor
    .delete(smsAttempts)
    .where(and(lt(smsAttempts.createdAt, before), not(sql`${smsAttempts.messageKey} like 'notification:%'`)))
    .returning({ id: smsAttempts.id });
  const outbox = await executor
    .delete(outboxMessages)
    .where(lt(outboxMessages.createdAt, before))
    .returning({ id: outboxMessages.id });
  const emulated = await executor
    .delete(sandboxSmsMessages)
    .where(lt(sandboxSmsMessages.receivedAt, before))
    .returning({ id: sandboxSmsMessages.id });
  return { codes, sentTexts: attempts.length + outbox.length + emulated.length };
}

/**
 * Sessions that ended (signed out, revoked, or past their absolute end) more than `days` ago (90 by default)
 * are deleted with their refresh tokens: the device and address of an old sign-in are not needed any more.
 */
export async function deleteEndedSessions(executor: Executor, now: Date, days: number): Promise<number> {
  const before = cutoff(now, days);
  const deleted = await executor
    .delete(authSessions)
    .where(
      or(
        and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, before)),
        and(isNull(authSessions.revokedAt), lt(authSessions.expiresAt, before)),
      ),
    )
    .returning({ id: authSessions.id });
  return deleted.length;
}

/** Kept records whose five years are over go as well (NDPA storage limitation). */
export async function deleteExpiredRetainedRecords(executor: Executor, now: Date): Promise<number> {
  const deleted = await executor
    .delete(retainedRecords)
    .where(lt(retainedRecords.keepUntil, now))
    .returning({ userId: retainedRecords.userId });
  return deleted.length;
}
