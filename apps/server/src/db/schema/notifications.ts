import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Text messages and mail about money events (DOMAIN.md "Notifications"), written in the same transaction as
 * the event (the outbox pattern) and sent by the `send_notifications` job. One row per event and channel:
 * the unique key is what makes a settlement that runs three times at once still notify once.
 *
 * A row holds only what happened (`kind`, `subject_id`); the text and the recipient are worked out when it
 * is sent, so writing it costs the money transaction one small insert.
 */
export const notificationChannels = ['sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['pending', 'sent', 'skipped', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** e.g. `order:<id>:won`, `transfer:<id>:succeeded`. */
    eventKey: text('event_key').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    kind: text('kind').notNull(),
    /** The order, transfer or user the event is about. */
    subjectId: text('subject_id').notNull(),
    /** What the text needs that the subject's row will not tell later (a limit's new value). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    /** Not before then (a spend-limit increase is announced when it takes effect). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** What was sent, to whom, once sent (support staff read it). */
    recipient: text('recipient'),
    body: text('body'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_event_channel_key').on(table.eventKey, table.channel),
    check('notifications_channel', sql`${table.channel} in ('sms', 'email')`),
    check('notifications_status', sql`${table.status} in ('pending', 'sent', 'skipped', 'failed')`),
    index('notifications_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A customer's choice (Profile page): wins and payments also by email. No row: yes, when there is an email. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  moneyByEmail: boolean('money_by_email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const smsAttemptStatuses = ['sent', 'send_failed', 'delivered', 'failed', 'rejected'] as const;
export type SmsAttemptStatus = (typeof smsAttemptStatuses)[number];

/**
 * Every try at handing a text to an SMS provider (a code or a notification; a failover makes two rows with
 * one `message_key`), and what the provider's delivery report later said about it.
 */
export const smsAttempts = pgTable(
  'sms_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    messageKey: text('message_key').notNull(),
    provider: text('provider').notNull(),
    recipient: text('recipient').notNull(),
    /** The provider's id, always text (Termii's reach 25 digits). */
    providerMessageId: text('provider_message_id'),
    status: text('status').$type<SmsAttemptStatus>().notNull(),
    /** Our error class and the provider's words, e.g. `provider_transient: HTTP 500`. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sms_attempts_provider_message_key')
      .on(table.provider, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    index('sms_attempts_message_key_idx').on(table.messageKey),
    check(
      'sms_attempts_status',
      sql`${table.status} in ('sent', 'send_failed', 'delivered', 'failed', 'rejected')`,
    ),
  ],
);

/** What the SMS emulators (apps/server/src/sandbox/sms) received. Development and test only. */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').$type<'termii' | 'africastalking'>().notNull(),
    messageId: text('message_id').notNull(),
    /** E.164, whatever form the provider was given. */
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    channel: text('channel'),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_sms_messages_received_idx').on(table.receivedAt)],
);
