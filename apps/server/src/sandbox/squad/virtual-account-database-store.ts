import { and, asc, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sandboxSquadCustomerAccounts,
  sandboxSquadDynamicAccounts,
  sandboxSquadDynamicAttempts,
  sandboxSquadInboundCredits,
  sandboxSquadMissedWebhooks,
} from '../../db/schema';
import type {
  AccountInsertResult,
  EmulatedCustomerAccount,
  EmulatedDynamicAccount,
  EmulatedDynamicAttempt,
  EmulatedInboundCredit,
  VirtualAccountEmulatorStore,
} from './virtual-account-store';

/** The virtual-account half of the emulator's state in PostgreSQL/PGlite (tables in db/schema/sandbox.ts). */

type AccountRow = typeof sandboxSquadCustomerAccounts.$inferSelect;
type CreditRow = typeof sandboxSquadInboundCredits.$inferSelect;
type DynamicAccountRow = typeof sandboxSquadDynamicAccounts.$inferSelect;
type AttemptRow = typeof sandboxSquadDynamicAttempts.$inferSelect;

const accountFrom = (row: AccountRow): EmulatedCustomerAccount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const creditFrom = (row: CreditRow): EmulatedInboundCredit => ({
  ...row,
  transactionDate: row.transactionDate.toISOString(),
});
const dynamicAccountFrom = (row: DynamicAccountRow): EmulatedDynamicAccount => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
const attemptFrom = (row: AttemptRow): EmulatedDynamicAttempt => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function createDatabaseVirtualAccountStore(db: Executor): VirtualAccountEmulatorStore {
  const accounts = sandboxSquadCustomerAccounts;
  const credits = sandboxSquadInboundCredits;
  const missed = sandboxSquadMissedWebhooks;
  const dynamicAccounts = sandboxSquadDynamicAccounts;
  const attempts = sandboxSquadDynamicAttempts;

  /** Which unique key refused an insert that inserted nothing: the reference or the account number. */
  async function insertResult(
    inserted: boolean,
    referenceTaken: () => Promise<boolean>,
  ): Promise<AccountInsertResult> {
    if (inserted) return 'inserted';
    return (await referenceTaken()) ? 'reference-taken' : 'number-taken';
  }

  return {
    async insertCustomerAccount(account) {
      const rows = await db
        .insert(accounts)
        .values({
          ...account,
          createdAt: new Date(account.createdAt),
          updatedAt: new Date(account.updatedAt),
        })
        .onConflictDoNothing()
        .returning({ customerIdentifier: accounts.customerIdentifier });
      return insertResult(rows.length > 0, async () => {
        const [taken] = await db
          .select({ customerIdentifier: accounts.customerIdentifier })
          .from(accounts)
          .where(eq(accounts.customerIdentifier, account.customerIdentifier));
        return taken !== undefined;
      });
    },

    async getCustomerAccount(customerIdentifier) {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.customerIdentifier, customerIdentifier));
      return row === undefined ? undefined : accountFrom(row);
    },

    async findCustomerAccountByNumber(accountNumber) {
      const [row] = await db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber));
      return row === undefined ? undefined : accountFrom(row);
    },

    async attachBvn(customerIdentifier, bvn, updatedAt) {
      const [row] = await db
        .update(accounts)
        .set({ bvn, updatedAt: new Date(updatedAt) })
        .where(eq(accounts.customerIdentifier, customerIdentifier))
        .returning();
      return row === undefined ? undefined : accountFrom(row);
    },

    async insertInboundCredit(credit) {
      const rows = await db
        .insert(credits)
        .values({ ...credit, transactionDate: new Date(credit.transactionDate) })
        .onConflictDoNothing({ target: credits.transactionReference })
        .returning({ reference: credits.transactionReference });
      return rows.length > 0;
    },

    async listInboundCredits({ customerIdentifier, from, to }) {
      const conditions: SQL[] = [];
      if (customerIdentifier !== undefined)
        conditions.push(eq(credits.customerIdentifier, customerIdentifier));
      if (from !== undefined) conditions.push(gte(credits.transactionDate, from));
      if (to !== undefined) conditions.push(lt(credits.transactionDate, to));
      const rows = await db
        .select()
        .from(credits)
        .where(and(...conditions))
        .orderBy(asc(credits.transactionDate), asc(credits.transactionReference));
      return rows.map(creditFrom);
    },

    async releaseFrozenCredits(customerIdentifier) {
      // One UPDATE: two BVN attachments racing release (and so announce) each held credit once.
      const rows = await db
        .update(credits)
        .set({ freezeReference: null })
        .where(and(eq(credits.customerIdentifier, customerIdentifier), isNotNull(credits.freezeReference)))
        .returning();
      return rows
        .map(creditFrom)
        .sort((a, b) => Date.parse(a.transactionDate) - Date.parse(b.transactionDate));
    },

    async putMissedWebhook(entry) {
      const createdAt = new Date(entry.createdAt);
      await db
        .insert(missed)
        .values({ ...entry, createdAt })
        .onConflictDoUpdate({
          target: missed.transactionReference,
          set: { rawBody: entry.rawBody, createdAt },
        });
    },

    async listMissedWebhooks() {
      const rows = await db
        .select()
        .from(missed)
        .orderBy(desc(missed.createdAt), desc(missed.transactionReference));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async deleteMissedWebhook(transactionReference) {
      const rows = await db
        .delete(missed)
        .where(eq(missed.transactionReference, transactionReference))
        .returning({ reference: missed.transactionReference });
      return rows.length > 0;
    },

    async insertDynamicAccount(account) {
      const rows = await db
        .insert(dynamicAccounts)
        .values({
          ...account,
          expiresAt: new Date(account.expiresAt),
          createdAt: new Date(account.createdAt),
        })
        .onConflictDoNothing()
        .returning({ reference: dynamicAccounts.transactionReference });
      return insertResult(rows.length > 0, async () => {
        const [taken] = await db
          .select({ reference: dynamicAccounts.transactionReference })
          .from(dynamicAccounts)
          .where(eq(dynamicAccounts.transactionReference, account.transactionReference));
        return taken !== undefined;
      });
    },

    async getDynamicAccount(transactionReference) {
      const [row] = await db
        .select()
        .from(dynamicAccounts)
        .where(eq(dynamicAccounts.transactionReference, transactionReference));
      return row === undefined ? undefined : dynamicAccountFrom(row);
    },

    async findDynamicAccountByNumber(accountNumber) {
      const [row] = await db
        .select()
        .from(dynamicAccounts)
        .where(eq(dynamicAccounts.accountNumber, accountNumber));
      return row === undefined ? undefined : dynamicAccountFrom(row);
    },

    async insertDynamicAttempt(attempt) {
      // No target: the partial unique index (one SUCCESS per order) refuses a second success here too.
      const rows = await db
        .insert(attempts)
        .values({ ...attempt, createdAt: new Date(attempt.createdAt) })
        .onConflictDoNothing()
        .returning({ reference: attempts.transactionReference });
      return rows.length > 0;
    },

    async listDynamicAttempts(merchantReference) {
      const rows = await db
        .select()
        .from(attempts)
        .where(eq(attempts.merchantReference, merchantReference))
        .orderBy(asc(attempts.createdAt), asc(attempts.transactionReference));
      return rows.map(attemptFrom);
    },
  };
}
