import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WinningsTaxBearer } from '@chancepay/shared/winnings-tax';
import { raffleTypes } from './raffle';
import { users } from './users';

/**
 * What the operator console keeps beside the audit log (issue 15, items 6-8). Staff members are named by
 * their id only (`staff_id`): the staff accounts live in the staff area's own tables.
 */

/** Every version of a raffle type's template, the first one included; the type row holds the current one. */
export const raffleTypeVersions = pgTable(
  'raffle_type_versions',
  {
    raffleTypeId: integer('raffle_type_id')
      .notNull()
      .references(() => raffleTypes.id),
    version: integer('version').notNull(),
    ticketPriceKobo: bigint('ticket_price_kobo', { mode: 'number' }).notNull(),
    winnableAmountKobo: bigint('winnable_amount_kobo', { mode: 'number' }).notNull(),
    payoutRatioBps: integer('payout_ratio_bps').notNull(),
    prizeBudgetKobo: bigint('prize_budget_kobo', { mode: 'number' }).notNull(),
    /** Who bore the winnings tax in this version (versions written before the tax existed: the default). */
    winningsTaxBearer: text('winnings_tax_bearer').$type<WinningsTaxBearer>().notNull().default('winner'),
    /** Who asked for the change and who approved it; null for the version the seed or a migration wrote. */
    requestedByStaffId: uuid('requested_by_staff_id'),
    approvedByStaffId: uuid('approved_by_staff_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.raffleTypeId, table.version] })],
);

/** Support's notes on a customer (or vendor) account: append-only, shown on the customer page. */
export const accountNotes = pgTable(
  'account_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    staffId: uuid('staff_id').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_notes_user_idx').on(table.userId, table.createdAt)],
);
