import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client';

/**
 * An empty PostgreSQL database created beside the one `baseUrl` names, under a unique name so parallel runs
 * never collide: its URL, and a drop() that waits for its connections to close first.
 */
export async function createScratchPostgresDatabase(
  baseUrl: string,
  prefix = 'chancepay_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      // pool.end() resolves before its clients have finished disconnecting; forcing the drop while they
      // still are makes PostgreSQL kill them, and each one then throws an unhandled 57P01 in the test run.
      for (let wait = 0; wait < 50; wait++) {
        const { rows } = await dropper.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The migrated PGlite the server project's global setup dumped (testing/pglite-template.ts): starting from it
 * skips initdb and the migrations, about a second per test file. Undefined outside that setup.
 */
async function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL database
 * (created beside the one DATABASE_URL names, dropped afterwards) so parallel runs never collide.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ loadDataDir: await migratedTemplate() });
    // A no-op on the template (every migration is recorded there); it still runs, so a file started without
    // the template (one test file run by path from another config) gets a migrated database too.
    await migrateDatabase(handle);
    return handle;
  }
  const scratch = await createScratchPostgresDatabase(baseUrl);
  const handle = await openDatabase({ url: scratch.url, poolSize: 40 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Opens something in beforeAll of the enclosing file or describe block and closes it in afterAll; the
 * function it returns gives it from then on (and throws outside hooks and tests, before it is open).
 */
export function openForBlock<T extends { close(): Promise<void> }>(
  what: string,
  open: () => Promise<T>,
): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error(`${what} is ready only inside hooks and tests`);
    return opened;
  };
}

/**
 * A test database for the enclosing file or describe block (see openForBlock). The handle it returns reads
 * through to that database, so tests use it like the one createTestDatabase gives.
 */
export function useTestDatabase(): DatabaseHandle {
  const current = openForBlock('the test database', createTestDatabase);
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    exec: (script) => current().exec(script),
    close: () => current().close(),
  };
}
