import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows, tableRow } from '../../db/rows';
import { notifications } from '../../db/schema';
import type { Mailer } from '../../providers/mail';
import { SmsRefusedError, type SmsSender } from '../../providers/sms';
import { resolveNotification, type NotificationRow } from './resolve';

/**
 * Sending what was recorded (the `send_notifications` job). Rows are claimed under a lease with FOR UPDATE
 * SKIP LOCKED, so several server copies share them; the text and the recipient are worked out now, from the
 * event's rows. A failed send is retried with back-off; a recipient no provider will take, and a mail
 * nobody asked for, are final.
 */

export type { NotificationRow } from './resolve';

export interface NotificationContext {
  db: Database;
  sms: SmsSender;
  mailer: Mailer;
  clock: () => Date;
  logger: { warn(details: object, message: string): void };
}

export const NOTIFICATION_MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, ... at most an hour between tries. */
export const notificationBackoffMs = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

async function claimDue(db: Executor, now: Date, limit: number, leaseMs: number): Promise<NotificationRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update notifications set locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
      attempts = attempts + 1
    where id in (
      select id from notifications
      where status = 'pending' and due_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning *`,
  );
  return rows.map((row) => tableRow(notifications, row));
}

/** Records how a claimed attempt ended; a worker whose lease ran out (attempts moved on) changes nothing. */
async function finish(
  db: Executor,
  row: NotificationRow,
  set: Partial<typeof notifications.$inferInsert>,
): Promise<void> {
  await db
    .update(notifications)
    .set({ ...set, lockedUntil: null })
    .where(
      and(
        eq(notifications.id, row.id),
        eq(notifications.attempts, row.attempts),
        eq(notifications.status, 'pending'),
      ),
    );
}

async function sendOne(ctx: NotificationContext, row: NotificationRow): Promise<void> {
  const resolved = await resolveNotification(ctx.db, row);
  if (resolved.kind === 'skip') return finish(ctx.db, row, { status: 'skipped', lastError: resolved.reason });
  const { person, message } = resolved;
  let recipient: string | null;
  if (row.channel === 'sms') recipient = person.phone;
  else recipient = person.moneyByEmail === false ? null : person.email;
  if (!recipient)
    return finish(ctx.db, row, {
      status: 'skipped',
      lastError: row.channel === 'sms' ? 'no phone number' : 'no email, or mail not wanted',
    });
  try {
    if (row.channel === 'sms')
      await ctx.sms.send({ to: recipient, text: message.text, key: `notification:${row.id}` });
    else await ctx.mailer.send({ to: recipient, subject: message.subject, text: message.text });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const final = error instanceof SmsRefusedError || row.attempts >= NOTIFICATION_MAX_ATTEMPTS;
    ctx.logger.warn({ notification: row.id, attempts: row.attempts, err: text }, 'notification not sent');
    return finish(ctx.db, row, {
      ...(final
        ? { status: 'failed' as const }
        : { dueAt: new Date(ctx.clock().getTime() + notificationBackoffMs(row.attempts)) }),
      recipient,
      lastError: text.slice(0, 500),
    });
  }
  return finish(ctx.db, row, {
    status: 'sent',
    recipient,
    body: message.text,
    lastError: null,
    sentAt: ctx.clock(),
  });
}

/** Sends every notification due now (in batches); returns how many were handled. */
export async function sendDueNotifications(
  ctx: NotificationContext,
  options: { batchSize?: number; leaseMs?: number; maxBatches?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 20;
  let total = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    // Longer than two SMS providers timing out one after the other.
    const claimed = await claimDue(ctx.db, ctx.clock(), batchSize, options.leaseMs ?? 60_000);
    await Promise.all(claimed.map((row) => sendOne(ctx, row)));
    total += claimed.length;
    if (claimed.length < batchSize) break;
  }
  return total;
}
