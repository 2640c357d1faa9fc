import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; domain functions accept either so they can run inside the caller's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements with no parameters (PGlite's query() takes one statement only). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
}

// int8 (BIGINT) and numeric come back from node-postgres as strings by default; kobo amounts fit in a safe
// integer, and code on money paths checks Number.isSafeInteger, so parse them as numbers once here.
pg.types.setTypeParser(20, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`BIGINT ${value} is outside the safe integer range`);
  return parsed;
});

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection that the server ends (a restart, or DROP DATABASE ... WITH (FORCE) racing pool.end(),
    // which does not wait for sockets to close) makes the pool emit 'error'; unhandled, that kills the process.
    // The pool has already discarded the connection and opens a new one on demand, so nothing else is needed.
    pool.on('error', () => {});
    // Fail fast with a clear error instead of the first request failing.
    const client = await pool.connect();
    client.release();
    const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      exec: async (script) => {
        await pool.query(script);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
  };
}

/** apps/server, found from this file whether it runs from src/ (tsx, vitest) or dist/ (the bundle). */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder (apps/server/drizzle)');
}

/**
 * Applies the drizzle-kit migrations, then the repeatable SQL files (functions and triggers written with
 * CREATE OR REPLACE / DROP IF EXISTS), which are re-applied on every start so their latest text is live.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const root = serverRoot();
  const migrationsFolder = path.join(root, 'drizzle');
  if (handle.kind === 'postgres') {
    await migratePostgres(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
  const repeatableDir = path.join(root, 'drizzle', 'repeatable');
  if (!existsSync(repeatableDir)) return;
  const files = (await readdir(repeatableDir)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    const text = await readFile(path.join(repeatableDir, file), 'utf8');
    await handle.exec(text);
  }
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
