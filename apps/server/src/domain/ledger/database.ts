import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { ledgerErrorFromDatabase } from './errors';

/** A transaction handle (never the pool): what row locks need, since they last until commit. */
export type LedgerTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw query run as a named prepared statement, so PostgreSQL parses and plans it once per connection
 * instead of on every call: for post()'s statement that was half its server time (measured here: about 50%
 * more posts per second). Every use of a name must carry the same SQL text. PGlite ignores the name.
 */
export async function queryPreparedRows<Row>(executor: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

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
