import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxSquadTransactions, sandboxSquadTransfers } from '../../db/schema';
import type { EmulatedTransaction, EmulatedTransfer, SquadEmulatorStore } from './store';

/** The emulator's state in PostgreSQL/PGlite, so a checkout paid before a crash still verifies after it. */
export function createDatabaseSquadEmulatorStore(db: Executor): SquadEmulatorStore {
  return {
    async getTransaction(reference) {
      const [row] = await db
        .select()
        .from(sandboxSquadTransactions)
        .where(eq(sandboxSquadTransactions.reference, reference))
        .limit(1);
      if (row === undefined) return undefined;
      return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
    },

    async putTransaction(transaction: EmulatedTransaction) {
      const row = {
        ...transaction,
        createdAt: new Date(transaction.createdAt),
        updatedAt: new Date(transaction.updatedAt),
      };
      const { reference: _reference, createdAt: _createdAt, ...changes } = row;
      await db
        .insert(sandboxSquadTransactions)
        .values(row)
        .onConflictDoUpdate({ target: sandboxSquadTransactions.reference, set: changes });
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
  };
}
