import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../testing/test-database';
import { migrateDatabase, openDatabase, withStartupLock, type DatabaseHandle } from './client';
import { queryRows } from './rows';
import { seedDemoData } from './seed';

const COPIES = 4;

async function tablesAndMigrations(handle: DatabaseHandle) {
  const [tables] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
  );
  const [applied] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return { tables: tables!.count, migrations: applied!.count };
}

// Issue 13, item 9: server copies started at the same moment on a fresh database each migrate at start. On
// PostgreSQL every copy has its own connections (as separate processes do); PGlite allows one process, so there
// the copies share the one handle (whose statements would interleave just the same).
describe(`migrations started together (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${COPIES} copies migrate and seed one fresh database at once; all succeed and it is migrated once`, async () => {
    const baseUrl = process.env.DATABASE_URL;
    const scratch = baseUrl ? await createScratchPostgresDatabase(baseUrl, 'chancepay_migrate') : undefined;
    const shared = scratch ? undefined : await openDatabase({});
    const copies = await Promise.all(
      Array.from({ length: COPIES }, async () =>
        scratch ? openDatabase({ url: scratch.url, poolSize: 4 }) : shared!,
      ),
    );
    try {
      const results = await Promise.allSettled(
        copies.map(async (copy) => {
          await migrateDatabase(copy);
          // As server.ts seeds: under the same lock (seeding checks what exists, then inserts).
          await withStartupLock(copy, () => seedDemoData(copy.db));
        }),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const after = await tablesAndMigrations(copies[0]!);
      // Starting again later finds nothing to do.
      await migrateDatabase(copies[1]!);
      expect(await tablesAndMigrations(copies[0]!)).toEqual(after);
      expect(after.tables).toBeGreaterThan(10);
    } finally {
      for (const copy of new Set(copies)) await copy.close();
      await scratch?.drop();
    }
  });

  it('a copy starting beside live traffic does not re-take table locks for unchanged functions and triggers', async () => {
    const baseUrl = process.env.DATABASE_URL;
    const scratch = baseUrl ? await createScratchPostgresDatabase(baseUrl, 'chancepay_migrate') : undefined;
    const serving = scratch ? await openDatabase({ url: scratch.url, poolSize: 4 }) : await openDatabase({});
    const starting = scratch ? await openDatabase({ url: scratch.url, poolSize: 4 }) : serving;
    const traffic = scratch ? new pg.Client({ connectionString: scratch.url }) : undefined;
    try {
      await migrateDatabase(serving);
      // A transaction in flight on the ledger, as a running copy always has: replacing the ledger's triggers
      // would wait for it (and deadlock with the next one).
      await traffic?.connect();
      await traffic?.query('begin');
      await traffic?.query('lock table postings, journal_entries, ledger_accounts in row exclusive mode');
      const outcome = await Promise.race([
        migrateDatabase(starting).then(() => 'migrated'),
        new Promise((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
      ]);
      expect(outcome).toBe('migrated');
      await traffic?.query('rollback');
      const [triggers] = await queryRows<{ count: number }>(
        starting.db,
        sql`select count(*)::int as count from pg_trigger where tgname = 'postings_apply'`,
      );
      expect(triggers!.count).toBeGreaterThan(0);
    } finally {
      await traffic?.end();
      await serving.close();
      if (starting !== serving) await starting.close();
      await scratch?.drop();
    }
  });
});
