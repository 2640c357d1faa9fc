import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './raffle';

/**
 * What a USSD step that acts (a PIN check, a purchase) answered, keyed by the provider's session, the phone
 * and the path up to that step (never the PIN itself). The provider may send a step again; the row makes the
 * repeat give the same screen and never pay or count a PIN try twice (issue #24). The first request to
 * insert the row does the work; the others wait for its answer.
 */
export const ussdAnswers = pgTable(
  'ussd_answers',
  {
    sessionId: text('session_id').notNull(),
    phone: text('phone').notNull(),
    step: text('step').notNull(),
    answer: text('answer'),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.phone, table.step] }),
    index('ussd_answers_created_idx').on(table.createdAt),
  ],
);

/**
 * The provider's end-of-session notifications: how sessions ended (Success, Incomplete, Failed) and what
 * they cost. The provider's `input` field is not kept: it holds what the person typed, PIN included.
 */
export const ussdSessionEnds = pgTable(
  'ussd_session_ends',
  {
    sessionId: text('session_id').primaryKey(),
    phone: text('phone').notNull(),
    serviceCode: text('service_code').notNull(),
    networkCode: text('network_code'),
    status: text('status').notNull(),
    cost: text('cost'),
    durationMs: integer('duration_ms'),
    hops: integer('hops'),
    lastAppResponse: text('last_app_response'),
    errorMessage: text('error_message'),
    providerDate: text('provider_date'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ussd_session_ends_received_idx').on(table.receivedAt)],
);
