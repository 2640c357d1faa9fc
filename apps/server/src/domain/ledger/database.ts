import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { ledgerErrorFromDatabase } from './errors';

/** A transaction handle (never the pool): what row locks need, since they last until commit. */
export type LedgerTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export { queryPreparedRows, queryRows } from '../../db/rows';

/** Runs `work` with database refusals turned into the LedgerErrors they mean. */
export async function withLedgerErrors<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    throw ledgerErrorFromDatabase(error) ?? error;
  }
}

/**
 * Runs `work` in the caller's transaction when given one (so a ledger posting commits or rolls back with the
 * order that caused it), else in a transaction of its own. Database refusals come out as LedgerErrors.
 */
export async function inTransaction<Result>(
  executor: Executor,
  work: (tx: LedgerTransaction) => Promise<Result>,
): Promise<Result> {
  return withLedgerErrors(() =>
    is(executor, PgTransaction)
      ? work(executor as LedgerTransaction)
      : (executor as Database).transaction(work),
  );
}
