import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw query run as a named prepared statement, so PostgreSQL parses and plans it once per
 * connection instead of on every call (for the ledger's post() that was half its server time). Every use of
 * a name must carry the same SQL text. PGlite ignores the name.
 */
export async function queryPreparedRows<Row>(executor: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * A table's row as Drizzle's query builder would return it, from a raw query's row (`returning *` of a
 * statement the builder cannot express, such as a data-modifying CTE). Uses each column's own conversion,
 * so dates are Dates and bigints numbers on node-postgres (which hands timestamps over as text) and PGlite
 * (which hands over Dates) alike.
 */
export function tableRow<Table extends PgTable>(
  table: Table,
  raw: Record<string, unknown>,
): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in raw)) throw new Error(`Column ${column.name} is missing from the row`);
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}

interface PreparedLike<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * A query-builder query built once per database handle (values as `sql.placeholder`s) and run as a named
 * prepared statement, for the statements every card order runs: the builder's work and PostgreSQL's parse
 * and plan are then paid once instead of on every call. A transaction is a new handle each time, so there
 * the query is built again, but the statement the connection prepared is still reused.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (executor: Executor, name: string) => PreparedLike<Result>,
): (executor: Executor, values: Values) => Promise<Result> {
  const built = new WeakMap<Executor, PreparedLike<Result>>();
  return (executor, values) => {
    let query = built.get(executor);
    if (!query) built.set(executor, (query = build(executor, name)));
    return query.execute(values);
  };
}

/**
 * A raw statement (values as `sql.placeholder`s) compiled to text once per process and run as a named prepared
 * statement on any executor, a transaction included: `preparedQuery` builds its query again for every
 * transaction handle, which the settlement transaction paid on every card order.
 */
export function compiledStatement<Row>(
  name: string,
  query: SQL,
): (executor: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  return async (executor, values) => {
    const prepared = executor._.session.prepareQuery(compiled, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
