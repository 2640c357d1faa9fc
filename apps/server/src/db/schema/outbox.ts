import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail and SMS the sandbox providers "sent" (ARCHITECTURE.md: the outbox at /sandbox/outbox). A table, not
 * memory, so messages survive a restart and browser tests can read the code or link they need.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created_idx').on(table.createdAt)],
);
