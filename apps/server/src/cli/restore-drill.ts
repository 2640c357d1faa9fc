import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { exitCodes, runLedgerCheck } from './ledger-check';

const run = promisify(execFile);

/**
 * `npm run restore-drill` (docs/OPERATIONS.md, Backups): proves a backup restores into a working ledger.
 * Takes a `pg_dump` (custom format) of DATABASE_URL, or uses BACKUP_FILE when set (drill your real nightly
 * dump), restores it with `pg_restore` into a new scratch database beside the source, runs the ledger check on
 * the restored copy, prints what it holds, and drops the scratch database. The source is only read.
 * Exit 0 when the restore succeeded and the ledger checks out; 1 when a step failed; 2 when it cannot run.
 */
export async function runRestoreDrill(
  env: Record<string, string | undefined>,
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  const source = env.DATABASE_URL;
  if (!source || !/^postgres(ql)?:\/\//.test(source)) {
    printError(
      'The restore drill needs DATABASE_URL: the postgres:// URL of the database whose backup to test.',
    );
    return exitCodes.cannotCheck;
  }
  const sourceUrl = new URL(source);
  const scratchName = `restore_drill_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const scratchUrl = new URL(source);
  scratchUrl.pathname = `/${scratchName}`;
  const admin = new pg.Client({ connectionString: source });
  try {
    await admin.connect();
  } catch (error) {
    printError(`Cannot reach ${sourceUrl.host}: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.cannotCheck;
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'chancepay-restore-drill-'));
  let created = false;
  try {
    let dumpFile = env.BACKUP_FILE;
    if (!dumpFile) {
      dumpFile = path.join(workDir, 'backup.dump');
      const started = Date.now();
      await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, source]);
      print(`Dumped ${sourceUrl.pathname.slice(1)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    await admin.query(`create database ${scratchName}`);
    created = true;
    const started = Date.now();
    try {
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${scratchUrl.toString()}`,
        dumpFile,
      ]);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? String(error);
      printError(`Restore FAILED: ${stderr.trim()}`);
      return exitCodes.violations;
    }
    print(`Restored into ${scratchName} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    const restored = new pg.Client({ connectionString: scratchUrl.toString() });
    await restored.connect();
    try {
      const { rows } = await restored.query<{ name: string; count: number }>(
        `select 'orders' as name, count(*)::int as count from orders
         union all select 'journal entries', count(*)::int from journal_entries
         union all select 'transfers', count(*)::int from transfers
         union all select 'users', count(*)::int from users
         union all select 'migrations', count(*)::int from drizzle.__drizzle_migrations`,
      );
      print(`It holds: ${rows.map((row) => `${row.count} ${row.name}`).join(', ')}.`);
    } catch (error) {
      printError(`The restored database lacks ChancePay's tables: ${String(error)}`);
      return exitCodes.violations;
    } finally {
      await restored.end();
    }
    const checked = await runLedgerCheck({ DATABASE_URL: scratchUrl.toString() }, print, printError);
    if (checked === exitCodes.ok) print('Restore drill passed.');
    return checked === exitCodes.ok ? exitCodes.ok : exitCodes.violations;
  } catch (error) {
    printError(`Restore drill FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.violations;
  } finally {
    if (created) await admin.query(`drop database if exists ${scratchName} with (force)`);
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runRestoreDrill(process.env);
}
