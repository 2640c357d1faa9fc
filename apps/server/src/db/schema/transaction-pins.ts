import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The most wrong tries a PIN (and a PIN reset code) takes before it locks (DOMAIN.md "Channels and languages"). */
export const TRANSACTION_PIN_MAX_TRIES = 5;

/**
 * A customer's 4-digit transaction PIN (issues #24, #27), one row per customer who has set one: an argon2id
 * PHC string like a password, never the digits. `failed_attempts` counts wrong tries in a row; at 5 the PIN
 * is locked until it is reset with a one-time code texted to the verified phone (kept here as a keyed hash).
 */
export const transactionPins = pgTable(
  'transaction_pins',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    resetCodeHash: text('reset_code_hash'),
    resetCodeExpiresAt: timestamp('reset_code_expires_at', { withTimezone: true }),
    resetCodeFailedAttempts: integer('reset_code_failed_attempts').notNull().default(0),
  },
  (table) => [
    check('transaction_pins_failed_attempts_range', sql`${table.failedAttempts} between 0 and 5`),
    check(
      'transaction_pins_reset_code_failed_attempts_range',
      sql`${table.resetCodeFailedAttempts} between 0 and 5`,
    ),
  ],
);
