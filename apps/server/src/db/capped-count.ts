import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './rows';

/**
 * Counts shown beside a list stop at this many (the screen says "1,000+"): counting every matching row on each
 * request costs as much as the table has grown (issue #28), and nobody pages through a thousand rows by hand.
 */
export const COUNT_CAP = 1_000;

export interface CappedCount {
  /** The number of matching rows, at most COUNT_CAP. */
  count: number;
  /** True when there are more than COUNT_CAP: `count` is then a lower bound. */
  capped: boolean;
}

/**
 * How many rows `from` (a FROM ... WHERE clause) yields, reading at most COUNT_CAP + 1 of them: the scan stops
 * there, so the cost is bounded however large the table grows.
 */
export async function cappedCount(executor: Executor, from: SQL, cap = COUNT_CAP): Promise<CappedCount> {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from (select 1 ${from} limit ${cap + 1}) as capped`,
  );
  const counted = Number(row?.count ?? 0);
  return { count: Math.min(counted, cap), capped: counted > cap };
}
