import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database';
import { cappedCount, COUNT_CAP } from './capped-count';

const database = useTestDatabase();

describe('cappedCount', () => {
  it('counts up to the cap and says when there are more', async () => {
    const numbers = sql`from generate_series(1, 5) as number`;
    expect(await cappedCount(database.db, numbers, 10)).toEqual({ count: 5, capped: false });
    expect(await cappedCount(database.db, numbers, 5)).toEqual({ count: 5, capped: false });
    expect(await cappedCount(database.db, numbers, 3)).toEqual({ count: 3, capped: true });
  });

  it('stops at 1,000 by default however many rows match', async () => {
    expect(await cappedCount(database.db, sql`from generate_series(1, 50000) as number`)).toEqual({
      count: COUNT_CAP,
      capped: true,
    });
  });
});
