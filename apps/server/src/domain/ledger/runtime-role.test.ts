import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { balanceOf, post } from '.';
import { depositEntry } from './test-entries';
import { createScratchPostgresDatabase, useTestDatabase } from '../../testing/test-database';
import type { Database } from '../../db/client';
import { openServingDatabase, servingRoleWarnings } from '../../db/serving';

/**
 * Issue 20 item 8 (console review 10, money audit 11): the server serves as a role that owns neither the
 * ledger's nor the audit log's tables, so it cannot switch their triggers off. The grants are those of
 * repeatable/runtime-role.sql. Every backend runs the statements as chancepay_runtime (SET ROLE); on
 * PostgreSQL (DATABASE_URL, as in CI's second pass, whose postgres role may create roles) the server's own
 * start-up path is run too: migrated by the owner's URL, then served over a login role's own connections.
 */
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const database = useTestDatabase();

/** The driver's error code behind a failed statement or commit (drizzle wraps it in `cause`). */
async function errorCodeOf(work: Promise<unknown>): Promise<string | undefined> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current && typeof current.code !== 'string') current = current.cause as typeof current;
  return current?.code as string | undefined;
}

/** One statement (or a few) as chancepay_runtime, in a transaction of its own. */
function asRuntime(db: Database, ...statements: SQL[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role chancepay_runtime`);
    for (const statement of statements) await tx.execute(statement);
  });
}

const forgedBalanceUpdate = [
  // The flag ledger_apply_postings sets cannot be forged into a balance change: the role may not UPDATE it.
  sql`select set_config('ledger.applying_postings', 'on', true)`,
  sql`update ledger_accounts set balance_kobo = balance_kobo + 7000000 where key = 'wallet:phone:+2348031110001'`,
];

/** What the owner could do and the runtime role may not: each is refused for lack of privilege (42501). */
const refusedStatements: [string, SQL[]][] = [
  [
    'ALTER TABLE audit_log DISABLE TRIGGER',
    [sql`alter table audit_log disable trigger audit_log_append_only`],
  ],
  ['ALTER TABLE postings DISABLE TRIGGER', [sql`alter table postings disable trigger all`]],
  ['SET session_replication_role = replica', [sql`set local session_replication_role = replica`]],
  ['UPDATE postings', [sql`update postings set amount_kobo = amount_kobo * 2`]],
  ['DELETE FROM postings', [sql`delete from postings`]],
  ['UPDATE journal_entries', [sql`update journal_entries set kind = 'edited'`]],
  ['TRUNCATE journal_entries', [sql`truncate journal_entries cascade`]],
  ['UPDATE audit_log', [sql`update audit_log set reason = 'x'`]],
  ['DELETE FROM audit_log', [sql`delete from audit_log`]],
  ['TRUNCATE audit_log', [sql`truncate audit_log`]],
  ['UPDATE ledger_accounts.balance_kobo with the flag forged', forgedBalanceUpdate],
  // The house day totals move only with postings (the trigger) and the nightly fold, both as their owner.
  ['UPDATE ledger_account_days', [sql`update ledger_account_days set credit_kobo = credit_kobo + 100`]],
  [
    'INSERT INTO ledger_account_days',
    [
      sql`insert into ledger_account_days (account_id, lagos_day, stripe, credit_kobo, debit_kobo, posting_count)
          select id, current_date, 1, 100, 0, 1 from ledger_accounts where key = 'clearing:gateway'`,
    ],
  ],
  ['DROP TRIGGER on ledger_accounts', [sql`drop trigger ledger_accounts_guarded on ledger_accounts`]],
];

const wallet = 'wallet:phone:+2348031110001';
const auditRow = sql`insert into audit_log (occurred_at, actor, action, outcome) values (now(), 'cli', 'test.role', 'ok')`;

describe(`the runtime role (${backend})`, () => {
  it('posts and appends to the audit log: the normal paths work as chancepay_runtime', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role chancepay_runtime`);
      // post(): the wallet row locked FOR NO KEY UPDATE, the entry and postings inserted, the balance moved
      // by the SECURITY DEFINER trigger, the deferred sum checks at commit.
      await post(tx, depositEntry(wallet, 5_000));
      await tx.execute(auditRow);
      // The nightly fold of the house day totals (SECURITY DEFINER, like the postings trigger).
      await tx.execute(sql`select ledger_compact_account_days(current_date)`);
    });
    expect(await balanceOf(database.db, wallet)).toBe(5_000);
  });

  for (const [what, statements] of refusedStatements)
    it(`refuses ${what}`, async () => {
      expect(await errorCodeOf(asRuntime(database.db, ...statements))).toBe('42501');
      expect(await balanceOf(database.db, wallet)).toBe(5_000);
    });

  it('D2 as the runtime role: a balance UPDATE from its own temp table trigger, flag forged, is refused', async () => {
    const code = await errorCodeOf(
      asRuntime(
        database.db,
        sql`create temp table d2_runtime (n int) on commit drop`,
        sql.raw(`create function pg_temp.d2_runtime() returns trigger language plpgsql as $$
                 begin
                   perform set_config('ledger.applying_postings', 'on', true);
                   update ledger_accounts set balance_kobo = balance_kobo + 7000000 where key = '${wallet}';
                   return null;
                 end $$`),
        sql`create trigger d2_runtime after insert on d2_runtime for each statement execute function pg_temp.d2_runtime()`,
        sql`insert into d2_runtime values (1)`,
      ),
    );
    expect(code).toBe('42501');
    expect(await balanceOf(database.db, wallet)).toBe(5_000);
  });

  if (process.env.DATABASE_URL) {
    it('the server migrates as the owner (DATABASE_MIGRATION_URL) and serves as a login role that can switch nothing off', async () => {
      const baseUrl = process.env.DATABASE_URL!;
      const scratch = await createScratchPostgresDatabase(baseUrl, 'chancepay_role');
      const login = `chancepay_app_${randomBytes(4).toString('hex')}`;
      const password = randomBytes(12).toString('hex');
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      // What docs/OPERATIONS.md has an administrator do once per cluster.
      await admin.query(`do $$ begin create role chancepay_runtime nologin;
                         exception when duplicate_object or unique_violation then null; end $$`);
      await admin.query(`create role ${login} login password '${password}' in role chancepay_runtime`);
      const runtimeUrl = new URL(scratch.url);
      runtimeUrl.username = login;
      runtimeUrl.password = password;
      const serving = await openServingDatabase({
        url: runtimeUrl.toString(),
        migrationUrl: scratch.url,
        poolSize: 2,
      });
      try {
        expect(await servingRoleWarnings(serving)).toEqual([]);
        await post(serving.db, depositEntry(wallet, 2_500));
        await serving.db.execute(auditRow);
        expect(await balanceOf(serving.db, wallet)).toBe(2_500);
        for (const [, statements] of refusedStatements) {
          const code = await errorCodeOf(
            serving.db.transaction(async (tx) => {
              for (const statement of statements) await tx.execute(statement);
            }),
          );
          expect(code).toBe('42501');
        }
        expect(await balanceOf(serving.db, wallet)).toBe(2_500);
      } finally {
        await serving.close();
        await scratch.drop();
        await admin.query(`drop role if exists ${login}`);
        await admin.end();
      }
    });
  } else {
    it('PGlite serves as its one superuser: the start-up warning says so (the login-role test runs on PostgreSQL)', async () => {
      const served = await openServingDatabase({});
      try {
        expect(await servingRoleWarnings(served)).toEqual([
          expect.stringMatching(/^the database role postgres is a superuser: it could switch the ledger's/),
        ]);
      } finally {
        await served.close();
      }
    });
  }
});
