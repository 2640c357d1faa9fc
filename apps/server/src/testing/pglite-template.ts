import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite's dump (createTestDatabase starts each test file's database from it). */
    pgliteTemplate: string;
  }
}

/**
 * The server project's global setup: one PGlite, migrated once, dumped to a file. Every test file's database
 * then loads it instead of running initdb and the migrations again (PGlite's documented way to start fast:
 * https://pglite.dev/docs/prepopulatedfs). Only for PGlite: with DATABASE_URL each file migrates its own
 * PostgreSQL database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const directory = await mkdtemp(path.join(tmpdir(), 'chancepay-pglite-template-'));
  const file = path.join(directory, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(directory, { recursive: true, force: true });
  };
}
