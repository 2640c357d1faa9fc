import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { queryRows } from './database';
import { ledgerErrorFromDatabase } from './errors';
import { depositEntry } from './test-entries';
import { accountKeys, balanceOf, gatewayClearing, post } from '.';

// Hand-written SQL, as a careless script or a bug elsewhere would write it: the database itself must refuse.
const database = useTestDatabase();

interface Refusal {
  code: string;
  constraint: string | undefined;
  message: string;
  hint?: string;
}

/** The driver's error behind a failed statement or commit (drizzle wraps it in `cause`). */
async function refusalOf(work: Promise<unknown>): Promise<Refusal> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current && typeof current.code !== 'string') current = current.cause as typeof current;
  expect(current, 'the database should have refused').toBeDefined();
  return current as unknown as Refusal;
}

async function accountId(key: string): Promise<number> {
  await post(database.db, depositEntry(key, 1, `open:${key}`));
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from ledger_accounts where key = ${key}`,
  );
  return row!.id;
}

/** Inserts an entry and the given (account id, amount) postings by hand in one transaction. */
function handWrittenEntry(postingsKobo: [number, number][]) {
  return database.db.transaction(async (tx) => {
    const [entry] = await queryRows<{ id: number }>(
      tx,
      sql`insert into journal_entries (idempotency_key, kind, postings_fingerprint)
          values (${`by-hand:${randomUUID()}`}, 'by_hand', 'none') returning id`,
    );
    for (const [account, amountKobo] of postingsKobo)
      await tx.execute(
        sql`insert into postings (entry_id, account_id, amount_kobo) values (${entry!.id}, ${account}, ${amountKobo})`,
      );
    return entry!.id;
  });
}

describe('the database refuses', () => {
  it('an entry whose postings do not sum to zero, at commit', async () => {
    const wallet = await accountId(accountKeys.customerWallet(randomUUID()));
    const [gateway] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from ledger_accounts where key = ${gatewayClearing}`,
    );
    const refusal = await refusalOf(
      handWrittenEntry([
        [wallet, 500],
        [gateway!.id, -499],
      ]),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'journal_entries_balanced' });
    expect(refusal.message).toMatch(/unbalanced: 2 posting\(s\) summing to 1 kobo/);
    expect(ledgerErrorFromDatabase(refusal)?.code).toBe('unbalanced');
  });

  it('an entry with one posting or none', async () => {
    const wallet = await accountId(accountKeys.customerWallet(randomUUID()));
    expect((await refusalOf(handWrittenEntry([[wallet, 500]]))).constraint).toBe('journal_entries_balanced');
    expect((await refusalOf(handWrittenEntry([]))).constraint).toBe('journal_entries_balanced');
  });

  it('a posting added later to a balanced entry', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const { entryId } = await post(database.db, depositEntry(wallet, 700));
    const otherWalletId = await accountId(accountKeys.customerWallet(randomUUID()));
    const refusal = await refusalOf(
      database.db.execute(
        sql`insert into postings (entry_id, account_id, amount_kobo) values (${entryId}, ${otherWalletId}, 5)`,
      ),
    );
    expect(refusal.constraint).toBe('journal_entries_balanced');
  });

  it('a posting naming an account or an entry that does not exist', async () => {
    const walletId = await accountId(accountKeys.customerWallet(randomUUID()));
    const noAccount = await refusalOf(
      handWrittenEntry([
        [walletId, -1],
        [987_654_321, 1],
      ]),
    );
    expect(noAccount).toMatchObject({ code: '23503' });
    expect(noAccount.message).toMatch(/ledger account 987654321, which does not exist/);
    const noEntry = await refusalOf(
      database.db.execute(
        sql`insert into postings (entry_id, account_id, amount_kobo) values (987654321, ${walletId}, 1)`,
      ),
    );
    expect(noEntry.message).toMatch(/journal entry 987654321, which does not exist/);
  });

  it('a posting that would take a wallet below zero, even in a balanced entry', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const walletId = await accountId(wallet);
    const otherId = await accountId(accountKeys.customerWallet(randomUUID()));
    const refusal = await refusalOf(
      handWrittenEntry([
        [walletId, -2],
        [otherId, 2],
      ]),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'ledger_accounts_balance_not_negative' });
    expect(ledgerErrorFromDatabase(refusal)?.code).toBe('insufficient_funds');
    expect(await balanceOf(database.db, wallet)).toBe(1);
  });

  it('UPDATE, DELETE and TRUNCATE of postings and entries', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const { entryId } = await post(database.db, depositEntry(wallet, 300));
    const statements = [
      sql`update postings set amount_kobo = amount_kobo * 2 where entry_id = ${entryId}`,
      sql`delete from postings where entry_id = ${entryId}`,
      sql`update journal_entries set kind = 'edited' where id = ${entryId}`,
      sql`delete from journal_entries where id = ${entryId}`,
      sql`truncate postings`,
      sql`truncate journal_entries cascade`,
    ];
    for (const statement of statements) {
      const refusal = await refusalOf(database.db.execute(statement));
      expect(refusal.message).toMatch(/append-only/);
    }
    expect(await balanceOf(database.db, wallet)).toBe(300);
  });

  it('every append-only table refuses through one function, refuse_history_change(), with its own advice', async () => {
    // Issue #26 item 3: the journal, the audit log and the console's history each had a copy of this refusal.
    const functions = await queryRows<{ name: string }>(
      database.db,
      sql`select proname as name from pg_proc where proname ~ 'refuse_(history|audit|journal)_change$' order by 1`,
    );
    expect(functions.map((row) => row.name)).toEqual(['refuse_history_change']);
    const guarded = await queryRows<{ table: string }>(
      database.db,
      sql`select distinct c.relname as table
            from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_class c on c.oid = t.tgrelid
           where not t.tgisinternal and p.proname = 'refuse_history_change'`,
    );
    expect(guarded.map((row) => row.table)).toEqual(
      expect.arrayContaining([
        'journal_entries',
        'postings',
        'audit_log',
        'account_notes',
        'raffle_type_versions',
      ]),
    );
    const wallet = accountKeys.customerWallet(randomUUID());
    const { entryId } = await post(database.db, depositEntry(wallet, 300));
    const ledgerRefusal = await refusalOf(
      database.db.execute(sql`delete from postings where entry_id = ${entryId}`),
    );
    expect(ledgerRefusal).toMatchObject({
      code: '42501',
      hint: 'Correct a ledger mistake with a reversing entry.',
    });
    const auditRefusal = await refusalOf(database.db.execute(sql`truncate audit_log`));
    expect(auditRefusal.hint).toBe('The audit log records what happened; it is never edited.');
    await database.db.execute(
      sql`insert into compliance_cases (subject_type, subject_id, title, opened_by_staff_id)
          values ('customer', gen_random_uuid(), 'kept five years', gen_random_uuid())`,
    );
    const complianceRefusal = await refusalOf(database.db.execute(sql`delete from compliance_cases`));
    expect(complianceRefusal.hint).toMatch(/kept for five years/);
  });

  it('a hand-edited cached balance, a renamed account and a deleted account', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await accountId(wallet);
    for (const statement of [
      sql`update ledger_accounts set balance_kobo = 1000000 where key = ${wallet}`,
      sql`update ledger_accounts set key = ${accountKeys.customerWallet(randomUUID())} where key = ${wallet}`,
      sql`delete from ledger_accounts where key = ${wallet}`,
    ])
      expect((await refusalOf(database.db.execute(statement))).code).toBe('42501');
    expect(await balanceOf(database.db, wallet)).toBe(1);
  });

  it('an account whose kind does not match its key, or a wallet allowed to go negative', async () => {
    const key = accountKeys.customerWallet(randomUUID());
    for (const statement of [
      sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo) values (${key}, 'revenue', true, null)`,
      sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo) values (${key}, 'wallet', true, null)`,
      sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo) values (${key}, 'wallet', false, null)`,
      sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo) values (${key}, 'wallet', false, -5)`,
    ])
      expect((await refusalOf(database.db.execute(statement))).code).toBe('23514');
  });

  it('a new wallet account that opens with a balance (it would create money)', async () => {
    const key = accountKeys.customerWallet(randomUUID());
    const refusal = await refusalOf(
      database.db.execute(
        sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo) values (${key}, 'wallet', false, 5000000)`,
      ),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'ledger_accounts_open_empty' });
    expect(await balanceOf(database.db, key)).toBe(0);
    // Opening empty is how every wallet starts.
    await database.db.execute(
      sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo) values (${key}, 'wallet', false, 0)`,
    );
    expect(await balanceOf(database.db, key)).toBe(0);
  });

  it('nothing when a hand-written entry is balanced: the wallet cache follows its postings', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const walletId = await accountId(wallet);
    const otherId = await accountId(accountKeys.customerWallet(randomUUID()));
    await handWrittenEntry([
      [walletId, -1],
      [otherId, 1],
    ]);
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it("D1: a posting added after `SET CONSTRAINTS journal_entries_balanced IMMEDIATE` spent the entry's check", async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const otherId = await accountId(accountKeys.customerWallet(randomUUID()));
    const refusal = await refusalOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set constraints journal_entries_balanced immediate`);
        const { entryId } = await post(tx, depositEntry(wallet, 1));
        await tx.execute(
          sql`insert into postings (entry_id, account_id, amount_kobo) values (${entryId}, ${otherId}, 1000000)`,
        );
      }),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'journal_entries_balanced' });
    expect(refusal.message).toMatch(/unbalanced: 3 posting\(s\) summing to 1000000 kobo/);
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('D1: and with every constraint made immediate, the extra posting is refused at once', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const otherId = await accountId(accountKeys.customerWallet(randomUUID()));
    const refusal = await refusalOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set constraints all immediate`);
        const { entryId } = await post(tx, depositEntry(wallet, 1));
        await tx.execute(
          sql`insert into postings (entry_id, account_id, amount_kobo) values (${entryId}, ${otherId}, 1000000)`,
        );
      }),
    );
    expect(refusal).toMatchObject({ code: '23514', constraint: 'journal_entries_balanced' });
  });

  it('D2: a balance UPDATE issued from inside another trigger (depth 2)', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await accountId(wallet);
    const tag = randomUUID().replaceAll('-', '');
    const refusal = await refusalOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create temp table d2_${tag} (n int) on commit drop`));
        await tx.execute(
          sql.raw(`create function pg_temp.d2_${tag}() returns trigger language plpgsql as $$
                   begin
                     update ledger_accounts set balance_kobo = balance_kobo + 7000000 where key = '${wallet}';
                     return null;
                   end $$`),
        );
        await tx.execute(
          sql.raw(`create trigger d2_${tag} after insert on d2_${tag}
                   for each statement execute function pg_temp.d2_${tag}()`),
        );
        await tx.execute(sql.raw(`insert into d2_${tag} values (1)`));
      }),
    );
    expect(refusal.code).toBe('42501');
    expect(refusal.message).toMatch(/moves only with postings/);
    expect(await balanceOf(database.db, wallet)).toBe(1);
  });

  it('D2: and the flag the postings trigger sets is off again once its UPDATE is done', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const refusal = await refusalOf(
      database.db.transaction(async (tx) => {
        await post(tx, depositEntry(wallet, 5));
        await tx.execute(
          sql`update ledger_accounts set balance_kobo = balance_kobo + 7000000 where key = ${wallet}`,
        );
      }),
    );
    expect(refusal.code).toBe('42501');
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });
});
