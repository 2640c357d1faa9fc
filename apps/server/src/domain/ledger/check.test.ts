import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { useTestDatabase } from '../../testing/test-database';
import { queryRows, type LedgerTransaction } from './database';
import { depositEntry, ticketPaymentEntry } from './test-entries';
import { accountKeys, checkLedger, gatewayClearing, post } from '.';

const database = useTestDatabase();
const ledgerSql = path.join(import.meta.dirname, '../../../drizzle/repeatable/ledger.sql');

async function deposit(wallet: string, amountKobo: number): Promise<void> {
  await post(database.db, depositEntry(wallet, amountKobo));
}

/**
 * Runs hand-written SQL with every trigger off (foreign keys included), as someone bypassing the ledger's
 * guarantees would: session_replication_role = replica, scoped to this transaction.
 */
async function withTriggersDisabled(work: (tx: LedgerTransaction) => Promise<void>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });
}

async function idOf(key: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from ledger_accounts where key = ${key}`,
  );
  return row!.id;
}

// The tests run in order on one database: first a sound ledger, then one broken by hand.
describe('checkLedger', () => {
  it('passes a sound ledger and counts it', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await deposit(wallet, 20_000);
    await post(database.db, ticketPaymentEntry(wallet, 5_000));
    expect(await checkLedger(database.db)).toEqual({
      ok: true,
      missingTables: [],
      accounts: 3,
      wallets: 1,
      owedKobo: 15_000,
      heldKobo: 0,
      entries: 2,
      postings: 4,
      unbalancedEntries: [],
      unbalancedEntryCount: 0,
      orphanPostingCount: 0,
      cacheMismatches: [],
      cacheMismatchCount: 0,
      negativeWallets: [],
      negativeWalletCount: 0,
      dayTotalMismatches: [],
      dayTotalMismatchCount: 0,
      lastCreditMismatches: [],
      lastCreditMismatchCount: 0,
    });
  });

  it("keeps each wallet's time of its last money in, and finds one that no longer matches its credits", async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await deposit(wallet, 9_000);
    const lastCredit = async () =>
      (
        await queryRows<{ at: string; newest: string }>(
          database.db,
          sql`select account.last_credit_at::text as at,
                     (select max(entry.created_at) from postings join journal_entries entry on entry.id = entry_id
                      where account_id = account.id and amount_kobo > 0)::text as newest
              from ledger_accounts account where key = ${wallet}`,
        )
      )[0]!;
    const credited = await lastCredit();
    expect(credited.at).toBe(credited.newest);
    // Money out moves the balance, not the time of the last money in.
    await post(database.db, ticketPaymentEntry(wallet, 1_000));
    expect((await lastCredit()).at).toBe(credited.at);
    // Trigger 4 lets it move only with postings; as the tables' owner could, with the postings' flag forged:
    const refused = await database.db
      .execute(
        sql`update ledger_accounts set last_credit_at = now() - interval '200 days' where key = ${wallet}`,
      )
      .then(
        () => null,
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(refused).toMatch(/moves only with postings/);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ledger.applying_postings', 'on', true)`);
      await tx.execute(sql`update ledger_accounts set last_credit_at = now() - interval '200 days'
                           where key = ${wallet}`);
    });
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report).toMatchObject({ lastCreditMismatches: [wallet], lastCreditMismatchCount: 1 });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ledger.applying_postings', 'on', true)`);
      await tx.execute(sql`update ledger_accounts set last_credit_at = ${credited.at}::timestamptz
                           where key = ${wallet}`);
    });
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('finds a house account day total that no longer equals its postings', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await deposit(wallet, 7_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
    const gatewayId = await idOf(gatewayClearing);
    // As the tables' owner could: one kobo added to the kept total of today's deposits (triggers have no say).
    const [tampered] = await queryRows<{ lagos_day: string; stripe: number }>(
      database.db,
      sql`update ledger_account_days set debit_kobo = debit_kobo - 1
          where (account_id, lagos_day, stripe) = (select account_id, lagos_day, stripe from ledger_account_days
                                                   where account_id = ${gatewayId} limit 1)
          returning to_char(lagos_day, 'YYYY-MM-DD') as lagos_day, stripe`,
    );
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.dayTotalMismatchCount).toBe(1);
    const [mismatch] = report.dayTotalMismatches;
    expect(mismatch).toMatchObject({ account: gatewayClearing, lagosDay: tampered!.lagos_day });
    expect(mismatch!.keptKobo.debit).toBe(mismatch!.postedKobo.debit - 1);
    expect(mismatch!.keptKobo.credit).toBe(mismatch!.postedKobo.credit);
    // Put back, so the tests after this one start from a sound ledger again.
    await database.db.execute(
      sql`update ledger_account_days set debit_kobo = debit_kobo + 1
          where account_id = ${gatewayId} and lagos_day = ${tampered!.lagos_day}::date and stripe = ${tampered!.stripe}`,
    );
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it("fills every wallet's last money in once, from its postings, on a ledger that did not keep it (2b')", async () => {
    await deposit(accountKeys.customerWallet(randomUUID()), 3_000);
    // A ledger from before migration 0035: no account has the time yet.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ledger.applying_postings', 'on', true)`);
      await tx.execute(sql`update ledger_accounts set last_credit_at = null`);
    });
    expect((await checkLedger(database.db)).lastCreditMismatchCount).toBeGreaterThan(0);
    await database.exec(await readFile(ledgerSql, 'utf8'));
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('finds an unbalanced entry inserted by hand with the triggers disabled', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await deposit(wallet, 1_000);
    const walletId = await idOf(wallet);
    let entryId = 0;
    await withTriggersDisabled(async (tx) => {
      const [entry] = await queryRows<{ id: number }>(
        tx,
        sql`insert into journal_entries (idempotency_key, kind, postings_fingerprint)
            values ('by-hand:unbalanced', 'by_hand', 'none') returning id`,
      );
      entryId = entry!.id;
      await tx.execute(
        sql`insert into postings (entry_id, account_id, amount_kobo) values (${entryId}, ${walletId}, 500)`,
      );
    });
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.unbalancedEntries).toEqual([
      { entryId, idempotencyKey: 'by-hand:unbalanced', postingCount: 1, sumKobo: 500 },
    ]);
    expect(report.unbalancedEntryCount).toBe(1);
    // With the triggers off the wallet's cached balance did not follow the posting either.
    expect(report.cacheMismatches).toEqual([{ account: wallet, cachedKobo: 1_000, postingsKobo: 1_500 }]);
  });

  it('finds a wallet driven negative and a posting pointing nowhere', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    await deposit(wallet, 100);
    const walletId = await idOf(wallet);
    const gatewayId = await idOf(gatewayClearing);
    await withTriggersDisabled(async (tx) => {
      const [entry] = await queryRows<{ id: number }>(
        tx,
        sql`insert into journal_entries (idempotency_key, kind, postings_fingerprint)
            values ('by-hand:overdraft', 'by_hand', 'none') returning id`,
      );
      await tx.execute(
        sql`insert into postings (entry_id, account_id, amount_kobo)
            values (${entry!.id}, ${walletId}, -300), (${entry!.id}, ${gatewayId}, 300),
                   (${entry!.id + 1000}, ${gatewayId}, 1)`,
      );
    });
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.negativeWallets).toEqual([{ account: wallet, cachedKobo: 100, postingsKobo: -200 }]);
    expect(report.negativeWalletCount).toBe(1);
    expect(report.cacheMismatchCount).toBe(2);
    expect(report.orphanPostingCount).toBe(1);
  });

  it('reports the ledger tables missing from a database never migrated', async () => {
    const unmigrated = await openDatabase({});
    try {
      const report = await checkLedger(unmigrated.db);
      expect(report).toMatchObject({
        ok: false,
        missingTables: ['ledger_accounts', 'journal_entries', 'postings', 'ledger_account_days'],
      });
    } finally {
      await unmigrated.close();
    }
  });
});
