import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A customer's responsible-play settings (DOMAIN.md "Responsible play"): daily and monthly ticket spend
 * limits in kobo (null = none), a pending increase of each (the new value, null = removal, and when it takes
 * effect, 24 hours after it was asked for), and the end of a self-exclusion. One row per customer who ever
 * set one; createOrder locks it so that concurrent orders of a limited buyer are counted one after another.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyLimitKobo: bigint('daily_limit_kobo', { mode: 'number' }),
    monthlyLimitKobo: bigint('monthly_limit_kobo', { mode: 'number' }),
    /** Only meaningful while pending_daily_effective_at is set; null there means "remove the limit". */
    pendingDailyLimitKobo: bigint('pending_daily_limit_kobo', { mode: 'number' }),
    pendingDailyEffectiveAt: timestamp('pending_daily_effective_at', { withTimezone: true }),
    pendingMonthlyLimitKobo: bigint('pending_monthly_limit_kobo', { mode: 'number' }),
    pendingMonthlyEffectiveAt: timestamp('pending_monthly_effective_at', { withTimezone: true }),
    /** Self-exclusion: no tickets until then. Only ever moved later. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    /** When the current exclusion was last asked for (started or extended). */
    exclusionRequestedAt: timestamp('exclusion_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('play_limits_daily_positive', sql`${table.dailyLimitKobo} is null or ${table.dailyLimitKobo} > 0`),
    check(
      'play_limits_monthly_positive',
      sql`${table.monthlyLimitKobo} is null or ${table.monthlyLimitKobo} > 0`,
    ),
    check(
      'play_limits_pending_daily',
      sql`(${table.pendingDailyLimitKobo} is null or ${table.pendingDailyLimitKobo} > 0) and (${table.pendingDailyLimitKobo} is null or ${table.pendingDailyEffectiveAt} is not null)`,
    ),
    check(
      'play_limits_pending_monthly',
      sql`(${table.pendingMonthlyLimitKobo} is null or ${table.pendingMonthlyLimitKobo} > 0) and (${table.pendingMonthlyLimitKobo} is null or ${table.pendingMonthlyEffectiveAt} is not null)`,
    ),
    check(
      'play_limits_exclusion',
      sql`(${table.excludedUntil} is null) = (${table.exclusionRequestedAt} is null)`,
    ),
  ],
);
