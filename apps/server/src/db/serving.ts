import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';
import { queryRows } from './rows';

export interface ServingDatabaseOptions {
  /** DATABASE_URL: the role the server serves as. Absent: the embedded PGlite in dataDir. */
  url?: string | undefined;
  /** DATABASE_MIGRATION_URL: the tables' owner, used for migrations only and closed before serving. */
  migrationUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
}

/** Which setting a failure to open belongs to, so the operator is told which URL is wrong. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly variable: 'DATABASE_URL' | 'DATABASE_MIGRATION_URL' | 'DATA_DIR',
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

async function open(
  variable: DatabaseOpenError['variable'],
  options: Parameters<typeof openDatabase>[0],
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    throw new DatabaseOpenError(variable, error);
  }
}

/**
 * The database the server serves from, migrated first. With a migration URL the owner migrates (and applies
 * repeatable/runtime-role.sql's grants) on a connection of its own, closed before serving, and the server then
 * serves as DATABASE_URL's role: the application never holds a connection that could switch a trigger off.
 */
export async function openServingDatabase(options: ServingDatabaseOptions): Promise<DatabaseHandle> {
  if (options.migrationUrl) {
    const owner = await open('DATABASE_MIGRATION_URL', { url: options.migrationUrl, poolSize: 2 });
    try {
      await migrateDatabase(owner);
    } finally {
      await owner.close();
    }
    return open('DATABASE_URL', {
      url: options.url,
      ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    });
  }
  const handle = await open(options.url ? 'DATABASE_URL' : 'DATA_DIR', {
    url: options.url,
    dataDir: options.url ? undefined : options.dataDir,
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  await migrateDatabase(handle);
  return handle;
}

/**
 * Why the serving role could still switch the ledger's or the audit log's triggers off: it is a superuser, or
 * it owns (or is a member of the owner of) one of those tables. Empty when it serves as it should.
 */
export async function servingRoleWarnings(handle: DatabaseHandle): Promise<string[]> {
  const [role] = await queryRows<{ name: string; superuser: boolean; owns: string[] }>(
    handle.db,
    sql`select current_user as name, (select rolsuper from pg_roles where rolname = current_user) as superuser,
               coalesce((select array_agg(relname::text order by relname) from pg_class
                         where relkind = 'r' and relnamespace = 'public'::regnamespace
                           and relname in ('journal_entries', 'postings', 'ledger_accounts', 'audit_log')
                           and pg_has_role(current_user, relowner, 'MEMBER')), '{}') as owns`,
  );
  const warnings: string[] = [];
  if (role?.superuser) warnings.push(`the database role ${role.name} is a superuser`);
  else if (role && role.owns.length > 0)
    warnings.push(`the database role ${role.name} owns ${role.owns.join(', ')}`);
  return warnings.map(
    (warning) =>
      `${warning}: it could switch the ledger's and the audit log's triggers off. Serve as a role that owns nothing (DATABASE_URL) and migrate as the owner (DATABASE_MIGRATION_URL); docs/OPERATIONS.md "Database roles".`,
  );
}
