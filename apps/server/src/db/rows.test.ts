import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database';
import { compiledStatement, queryPreparedRows, queryRows, tableRow } from './rows';
import { sandboxSquadTransactions } from './schema';

const database = useTestDatabase();

it('tableRow turns a raw `returning *` row into what the query builder returns (dates, bigints, jsonb)', async () => {
  const [raw] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`insert into sandbox_squad_transactions (reference, amount_kobo, charged_amount_kobo, currency, email,
          customer_name, callback_url, metadata, payment_channels, status, created_at, updated_at)
        values ('rows-1', 9007199254740991, null, 'NGN', 'a@example.com', null, null, '{"a":{"b":1}}',
          '["card"]', 'pending', '2025-01-02T03:04:05.678Z', '2025-01-02T03:04:06.000Z')
        returning *`,
  );
  const [built] = await database.db
    .select()
    .from(sandboxSquadTransactions)
    .where(eq(sandboxSquadTransactions.reference, 'rows-1'));
  const row = tableRow(sandboxSquadTransactions, raw!);
  expect(row).toEqual(built);
  expect(row.createdAt).toBeInstanceOf(Date);
  expect(row.createdAt.toISOString()).toBe('2025-01-02T03:04:05.678Z');
  expect(row.amountKobo).toBe(9007199254740991);
  expect(row.metadata).toEqual({ a: { b: 1 } });
});

it('tableRow refuses a row that lacks a column rather than inventing a value', () => {
  expect(() => tableRow(sandboxSquadTransactions, { reference: 'x' })).toThrow(/amount_kobo is missing/);
});

it('a named prepared statement runs again with new values', async () => {
  for (const value of [1, 2, 3]) {
    const [row] = await queryPreparedRows<{ doubled: number }>(
      database.db,
      'rows_test_double',
      sql`select (${value}::int * 2) as doubled`,
    );
    expect(row).toEqual({ doubled: value * 2 });
  }
});

it('a compiled statement runs with new values inside and outside transactions, as one prepared text', async () => {
  const sumOf = compiledStatement<{ total: number }>(
    'rows_test_sum',
    sql`select (${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int) as total`,
  );
  expect(await sumOf(database.db, { a: 1, b: 2 })).toEqual([{ total: 3 }]);
  for (const value of [10, 20]) {
    const inside = await database.db.transaction((tx) => sumOf(tx, { a: value, b: 5 }));
    expect(inside).toEqual([{ total: value + 5 }]);
  }
  expect(await sumOf(database.db, { a: -4, b: 4 })).toEqual([{ total: 0 }]);
});
