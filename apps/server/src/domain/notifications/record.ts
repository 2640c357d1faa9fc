import { PLACEHOLDER_EMAIL_DOMAIN } from '@chancepay/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { NotificationChannel } from '../../db/schema';

/**
 * Recording a notification: one row per event and channel, inserted inside the transaction of the money
 * event itself (so it exists exactly when the event does) and ignored when the same event was already
 * recorded (the unique key on event and channel), however many settlements race.
 */

export type NotificationKind =
  | 'order_paid'
  | 'order_won'
  | 'order_vendor_paid'
  | 'transfer_succeeded'
  | 'transfer_failed'
  | 'transfer_reversed'
  | 'settlement_paid'
  | 'self_exclusion_started'
  | 'limit_increase'
  /** A transfer into the customer's own account number reached the wallet (issue #22); subject: the gateway's reference. */
  | 'wallet_topped_up'
  /** Compliance put the wallet on hold (issue #23); subject: the hold's id; details: case number and support. */
  | 'wallet_on_hold';

export interface NotificationEvent {
  eventKey: string;
  channel: NotificationChannel;
  kind: NotificationKind;
  subjectId: string;
  dueAt: Date;
  details?: Record<string, unknown>;
}

/** A money event goes by SMS, and by mail too when the person has an email and wants it (checked on sending). */
export function moneyEvent(
  eventKey: string,
  kind: NotificationKind,
  subjectId: string,
  now: Date,
): NotificationEvent[] {
  return (['sms', 'email'] as const).map((channel) => ({ eventKey, channel, kind, subjectId, dueAt: now }));
}

/** An address mail can go to: not empty, and not the placeholder an account without one is given. */
export function realEmail(email: string | null | undefined): string | null {
  if (!email || email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)) return null;
  return email;
}

/** What decides where an order's buyer is told: the order's own email, and the account that bought it. */
export interface OrderBuyer {
  id: string;
  customerEmail: string | null;
  customerUserId: string | null;
}

/**
 * The buyer's text, and their mail when there can be one: the order names an email, or an account bought it
 * (whose address and wish are read on sending). A ticket bought with a phone alone gets no mail row: it could
 * only ever be skipped, and the sending job would claim, read and update it for nothing on most orders.
 */
function buyerEvent(eventKey: string, kind: NotificationKind, order: OrderBuyer, now: Date) {
  const mayMail = realEmail(order.customerEmail) !== null || order.customerUserId !== null;
  return moneyEvent(eventKey, kind, order.id, now).filter((event) => mayMail || event.channel === 'sms');
}

/**
 * Every ticket payment that went through (card or wallet, won or lost), to the buyer's phone: the record of
 * a debit every bank and wallet sends (ux-walk finding 22). Recorded with the settlement, like the others.
 */
export function orderPaidEvents(order: OrderBuyer, now: Date): NotificationEvent[] {
  return buyerEvent(`order:${order.id}:paid`, 'order_paid', order, now);
}

/** A win and a Scan2Pay4Me payment: what a settled order announces beside its payment (none for a lost Get Cash ticket). */
export function orderEvents(
  order: OrderBuyer & { amountDueKobo: number | null; vendorId: string | null },
  won: boolean,
  now: Date,
): NotificationEvent[] {
  return [
    ...(won ? buyerEvent(`order:${order.id}:won`, 'order_won', order, now) : []),
    // To the vendor, who has an account: mail is decided on sending.
    ...(order.amountDueKobo !== null && order.vendorId !== null
      ? moneyEvent(`order:${order.id}:vendor_paid`, 'order_vendor_paid', order.id, now)
      : []),
  ];
}

/** A transfer that reached its final state: succeeded (a vendor's settlement: paid), or failed and refunded. */
export function transferEvents(
  transfer: { id: string; status: string; purpose: string },
  now: Date,
): NotificationEvent[] {
  if (transfer.status === 'successful')
    return moneyEvent(
      `transfer:${transfer.id}:succeeded`,
      transfer.purpose === 'vendor_settlement' ? 'settlement_paid' : 'transfer_succeeded',
      transfer.id,
      now,
    );
  if (transfer.status === 'failed')
    return moneyEvent(`transfer:${transfer.id}:failed`, 'transfer_failed', transfer.id, now);
  return [];
}

/** A transfer the bank reversed after reporting it successful: the money is back in the wallet. */
export function transferReversedEvents(transferId: string, now: Date): NotificationEvent[] {
  return moneyEvent(`transfer:${transferId}:reversed`, 'transfer_reversed', transferId, now);
}

/** Self-exclusion started (or extended): a text, at once. */
export function selfExclusionEvent(
  userId: string,
  excludedUntil: Date,
  extended: boolean,
  now: Date,
): NotificationEvent {
  return {
    eventKey: `exclusion:${userId}:${now.toISOString()}`,
    channel: 'sms',
    kind: 'self_exclusion_started',
    subjectId: userId,
    dueAt: now,
    details: { excludedUntil: excludedUntil.toISOString(), extended },
  };
}

/** A spend-limit increase: a text when it takes effect, 24 hours after it was asked for. */
export function limitIncreaseEvent(
  userId: string,
  period: 'daily' | 'monthly',
  limitKobo: number | null,
  effectiveAt: Date,
): NotificationEvent {
  return {
    eventKey: `limit:${userId}:${period}:${effectiveAt.toISOString()}`,
    channel: 'sms',
    kind: 'limit_increase',
    subjectId: userId,
    dueAt: effectiveAt,
    details: { period, limitKobo, effectiveAt: effectiveAt.toISOString() },
  };
}

/**
 * The insert as one statement whose text never changes (the events travel as one JSON parameter), so it
 * can run as a data-modifying CTE inside another prepared statement: settlement adds it to the statement
 * that finishes the order, which costs a win no extra round trip.
 */
export function insertNotificationsStatement(
  events: readonly NotificationEvent[],
  now: Date,
  /** Insert only when this holds (a CTE's condition, such as "the payment entry went in"). */
  onlyIf?: SQL,
): SQL {
  const rows = JSON.stringify(
    events.map((event) => ({
      event_key: event.eventKey,
      channel: event.channel,
      kind: event.kind,
      subject_id: event.subjectId,
      details: event.details ?? {},
      due_at: event.dueAt.toISOString(),
    })),
  );
  return sql`insert into notifications (event_key, channel, kind, subject_id, details, due_at, created_at)
    select e.event_key, e.channel, e.kind, e.subject_id, e.details, e.due_at, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb)
      as e(event_key text, channel text, kind text, subject_id text, details jsonb, due_at timestamptz)
    ${onlyIf ? sql`where ${onlyIf}` : sql``}
    on conflict (event_key, channel) do nothing`;
}

export async function recordNotifications(
  executor: Executor,
  events: readonly NotificationEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await executor.execute(insertNotificationsStatement(events, now));
}
