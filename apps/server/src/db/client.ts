import { createHash } from 'node:crypto';
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
import { queryRows } from './rows';
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
  /**
   * Runs `work` while this process holds a PostgreSQL session advisory lock on one pooled connection, so that
   * server copies starting together take turns. PGlite has one process: there it is a queue in this process.
   */
  withAdvisoryLock?<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** PGlite only: its whole data directory as a tarball (the test suites' migrated template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key server copies take around migrations and seeding: any number may start together. */
export const STARTUP_LOCK_KEY = 7_340_001;

/** Runs `work` under the handle's advisory lock (a handle wrapped without one runs it directly). */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  return handle.withAdvisoryLock ? handle.withAdvisoryLock(STARTUP_LOCK_KEY, work) : work();
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of running initdb. */
  loadDataDir?: Blob | undefined;
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
      withAdvisoryLock: async (key, work) => {
        // A session lock on a connection held for the whole of `work` (which uses other connections): if this
        // process dies, PostgreSQL ends the session and the lock goes with it.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  // PGlite runs one query at a time but interleaves callers' statements, so two migrations started together in
  // this process would still collide; each locked piece of work waits for the one before.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    withAdvisoryLock: <T>(_key: number, work: () => Promise<T>): Promise<T> => {
      const turn = queue.then(work);
      queue = turn.catch(() => undefined);
      return turn;
    },
    dumpDataDir: () => client.dumpDataDir('none'),
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
 * CREATE OR REPLACE / DROP IF EXISTS), each re-applied whenever its text differs from the one last applied,
 * so their latest text is live.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // Copies started together on a fresh database would otherwise all run CREATE TABLE at once and crash.
  await withStartupLock(handle, () => applyMigrations(handle));
}

async function applyMigrations(handle: DatabaseHandle): Promise<void> {
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
  // A new migration may have recreated what a repeatable file adds to, so the files are applied again after one.
  const [migrations] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  for (const file of files) {
    const text = await readFile(path.join(repeatableDir, file), 'utf8');
    // Applied when its text changed (or a migration ran), not at every start: replacing a trigger takes an
    // exclusive lock on its table, and a copy starting beside others serving traffic would otherwise deadlock
    // with their transactions (seen in npm run test:cluster) or stall them.
    const key = `repeatable_sql:${file}`;
    const sha256 = createHash('sha256')
      .update(`${text}\n-- after ${migrations?.count ?? 0} migrations`)
      .digest('hex');
    const [applied] = await queryRows<{ value: { sha256?: string } }>(
      handle.db,
      sql`select value from app_meta where key = ${key}`,
    );
    if (applied?.value.sha256 === sha256) continue;
    await retryOnDeadlock(() => handle.exec(text));
    await handle.db
      .insert(schema.appMeta)
      .values({ key, value: { sha256 } })
      .onConflictDoUpdate({ target: schema.appMeta.key, set: { value: { sha256 }, updatedAt: new Date() } });
  }
}

/** A changed repeatable file applied under live traffic may be picked as a deadlock victim: try again. */
async function retryOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
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
