import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, serverRoot, type Database, type DatabaseHandle } from '../db/client';
import { accountKeys, gatewayClearing, post } from '../domain/ledger';
import { depositEntry, newCustomerWallet } from '../domain/ledger/test-entries';
import { createScratchPostgresDatabase } from '../testing/test-database';
import { resolveDataDir, runLedgerCheck } from './ledger-check';

const repoRoot = path.resolve(serverRoot(), '..', '..');

async function someFlows(db: Database): Promise<void> {
  // A phone wallet: it has no owner until the phone signs up, by design (a customer wallet needs its user).
  await post(db, depositEntry(accountKeys.phoneWallet('+2348030000001'), 30_000));
}

/** What someone bypassing the ledger would do: triggers (foreign keys included) off, one-sided entry. */
async function insertUnbalancedEntryByHand(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`insert into journal_entries (idempotency_key, kind, postings_fingerprint) values ('by-hand', 'by_hand', 'x')`,
    );
    await tx.execute(
      sql`insert into postings (entry_id, account_id, amount_kobo)
          select currval('journal_entries_id_seq'), id, 999 from ledger_accounts where key = ${gatewayClearing}`,
    );
  });
}

async function check(env: Record<string, string>) {
  const out: string[] = [];
  const errors: string[] = [];
  const exitCode = await runLedgerCheck(
    env,
    (line) => out.push(line),
    (line) => errors.push(line),
  );
  return { exitCode, out, errors };
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ledger-check-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

interface CheckTarget {
  /** The environment the command reads: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** A scratch database of the configured kind; PGlite gets a directory, as `npm start` uses one. */
async function createCheckTarget(): Promise<CheckTarget> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dataDir = path.join(scratch, 'data');
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => {} };
  }
  const database = await createScratchPostgresDatabase(baseUrl, 'chancepay_ledger_check');
  return {
    env: { DATABASE_URL: database.url },
    open: () => openDatabase({ url: database.url }),
    drop: database.drop,
  };
}

describe(`npm run ledger:check (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('exits 0 with a summary after normal flows and 1 with details after a hand-made unbalanced entry', async () => {
    const target = await createCheckTarget();
    try {
      // PGlite allows one process at a time in a directory: close before the command opens it.
      const database = await target.open();
      await migrateDatabase(database);
      await someFlows(database.db);
      await database.close();

      const sound = await check(target.env);
      expect(sound.exitCode).toBe(0);
      expect(sound.out).toEqual([
        expect.stringMatching(/^Ledger OK \(.*\): 1 entry, 2 postings, 2 accounts/),
      ]);
      // The same through the root npm script, the way an operator runs it.
      const viaNpm = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', ...target.env },
        encoding: 'utf8',
      });
      expect(viaNpm.stdout).toMatch(/^Ledger OK/);
      expect(viaNpm.status).toBe(0);

      const broken = await target.open();
      await insertUnbalancedEntryByHand(broken.db);
      // A business finding too (money audit F7): money parked in the wallet of a customer who does not exist.
      const nobody = newCustomerWallet();
      await post(broken.db, depositEntry(nobody, 1_000));
      await broken.close();
      const failed = await check(target.env);
      expect(failed.exitCode).toBe(1);
      expect(failed.errors[0]).toMatch(/^Ledger check FAILED .*1 unbalanced.*2 business findings/);
      // The hand-made entry's fingerprint ('x') is not of its postings either.
      expect(failed.errors).toContainEqual(
        '  postings_fingerprint: by-hand: its postings no longer match its fingerprint',
      );
      expect(failed.errors).toContainEqual(`  ownerless_wallet: ${nobody}: no customer owns this wallet`);
      expect(failed.errors).toContainEqual(
        expect.stringMatching(/unbalanced entry 2 \(by-hand\): 1 posting summing to 999 kobo/),
      );
    } finally {
      await target.drop();
    }
    // Four PGlite opens of one directory and an npm process: on a loaded machine this outlasts the default.
  }, 180_000);

  it('exits 2 without creating anything when there is no PGlite database or it was never migrated', async () => {
    const nowhere = path.join(scratch, 'nowhere');
    const missing = await check({ DATA_DIR: nowhere });
    expect(missing.exitCode).toBe(2);
    expect(missing.errors[0]).toMatch(/No database to check/);
    expect(existsSync(nowhere)).toBe(false);

    const emptyDir = path.join(scratch, 'empty');
    await (await openDatabase({ dataDir: emptyDir })).close();
    const unmigrated = await check({ DATA_DIR: emptyDir });
    expect(unmigrated.exitCode).toBe(2);
    expect(unmigrated.errors[0]).toMatch(/ledger tables are missing/);
  });

  it('reads a relative DATA_DIR from the repository root, where npm start keeps ./.data', () => {
    expect(resolveDataDir('.data')).toBe(path.join(repoRoot, '.data'));
    expect(resolveDataDir('/var/lib/chancepay')).toBe('/var/lib/chancepay');
  });
});
