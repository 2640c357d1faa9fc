import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client';
import { createScratchPostgresDatabase } from './scratch-postgres';

export { createScratchPostgresDatabase };

/**
 * The migrated PGlite the server project's global setup dumped (testing/migrated-template.ts): starting from it
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
  // A copy of the global setup's migrated template when there is one (a file run by path from another config
  // has none): the migrations then only confirm they have all run.
  const scratch = await createScratchPostgresDatabase(baseUrl, 'chancepay_test', inject('postgresTemplate'));
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
