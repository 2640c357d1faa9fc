import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/rows';
import { sandboxSquadTransactions, sandboxSquadTransfers } from '../../db/schema';
import type { EmulatedTransaction, EmulatedTransfer, SquadEmulatorStore } from './store';
import { createDatabaseVirtualAccountStore } from './virtual-account-database-store';

type TransactionRow = typeof sandboxSquadTransactions.$inferSelect;

function transactionFrom(row: TransactionRow): EmulatedTransaction {
  const { refundedAmountKobo, ...rest } = row;
  return {
    ...rest,
    ...(refundedAmountKobo > 0 ? { refundedAmountKobo } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function rowFrom(transaction: EmulatedTransaction): TransactionRow {
  return {
    ...transaction,
    refundedAmountKobo: transaction.refundedAmountKobo ?? 0,
    createdAt: new Date(transaction.createdAt),
    updatedAt: new Date(transaction.updatedAt),
  };
}

/** The emulator's state in PostgreSQL/PGlite, so a checkout paid before a crash still verifies after it. */
const selectTransaction = preparedQuery('sandbox_squad_get_transaction', (executor, name) =>
  executor
    .select()
    .from(sandboxSquadTransactions)
    .where(eq(sandboxSquadTransactions.reference, sql.placeholder('reference')))
    .prepare(name),
);

const endPendingCheckout = preparedQuery('sandbox_squad_end_checkout', (executor, name) => {
  const table = sandboxSquadTransactions;
  return executor
    .update(table)
    .set({
      status: sql`${sql.placeholder('status')}`,
      chargedAmountKobo: sql`case when ${sql.placeholder('asked')}::boolean then ${table.amountKobo} else ${sql.placeholder('charged')}::bigint end`,
      updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
    })
    .where(and(eq(table.reference, sql.placeholder('reference')), eq(table.status, 'pending')))
    .returning()
    .prepare(name);
});

export function createDatabaseSquadEmulatorStore(db: Executor): SquadEmulatorStore {
  return {
    ...createDatabaseVirtualAccountStore(db),
    async getTransaction(reference) {
      const [row] = await selectTransaction(db, { reference });
      return row === undefined ? undefined : transactionFrom(row);
    },

    async putTransaction(transaction: EmulatedTransaction) {
      const row = rowFrom(transaction);
      const { reference: _reference, createdAt: _createdAt, ...changes } = row;
      await db
        .insert(sandboxSquadTransactions)
        .values(row)
        .onConflictDoUpdate({ target: sandboxSquadTransactions.reference, set: changes });
    },

    async insertTransaction(transaction) {
      const inserted = await db
        .insert(sandboxSquadTransactions)
        .values(rowFrom(transaction))
        .onConflictDoNothing({ target: sandboxSquadTransactions.reference })
        .returning({ reference: sandboxSquadTransactions.reference });
      return inserted.length > 0;
    },

    async endCheckout(reference, ending) {
      // Ends it only while pending; the row lock makes a second, concurrent click find it ended.
      const [ended] = await endPendingCheckout(db, {
        reference,
        status: ending.status,
        asked: ending.charged === 'asked',
        charged: ending.charged === 'asked' ? null : ending.charged,
        updatedAt: ending.updatedAt,
      });
      if (ended !== undefined) return { transaction: transactionFrom(ended), changed: true };
      const [current] = await selectTransaction(db, { reference });
      return current === undefined ? undefined : { transaction: transactionFrom(current), changed: false };
    },

    async listTransactions({ from, to }) {
      const table = sandboxSquadTransactions;
      const rows = await db
        .select()
        .from(table)
        .where(and(gte(table.createdAt, from), lt(table.createdAt, to)))
        .orderBy(asc(table.createdAt), asc(table.reference));
      return rows.map(transactionFrom);
    },

    async refundTransaction(reference, amountKobo) {
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) return undefined;
      const table = sandboxSquadTransactions;
      // One guarded UPDATE: two refunds racing can never give back more than was charged.
      const [row] = await db
        .update(table)
        .set({ refundedAmountKobo: sql`${table.refundedAmountKobo} + ${amountKobo}` })
        .where(
          and(
            eq(table.reference, reference),
            eq(table.status, 'success'),
            sql`${table.refundedAmountKobo} + ${amountKobo} <= coalesce(${table.chargedAmountKobo}, ${table.amountKobo})`,
          ),
        )
        .returning();
      return row === undefined ? undefined : transactionFrom(row);
    },

    async getTransfer(reference) {
      const [row] = await db
        .select()
        .from(sandboxSquadTransfers)
        .where(eq(sandboxSquadTransfers.reference, reference))
        .limit(1);
      if (row === undefined) return undefined;
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    async putTransfer(transfer: EmulatedTransfer) {
      const row = { ...transfer, createdAt: new Date(transfer.createdAt) };
      const { reference: _reference, createdAt: _createdAt, ...changes } = row;
      await db
        .insert(sandboxSquadTransfers)
        .values(row)
        .onConflictDoUpdate({ target: sandboxSquadTransfers.reference, set: changes });
    },

    async listTransfers() {
      const table = sandboxSquadTransfers;
      const rows = await db.select().from(table).orderBy(asc(table.createdAt), asc(table.reference));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
