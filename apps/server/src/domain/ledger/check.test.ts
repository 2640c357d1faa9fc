import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { useTestDatabase } from '../../testing/test-database';
import { queryRows, type LedgerTransaction } from './database';
import { depositEntry, ticketPaymentEntry } from './test-entries';
import { accountKeys, checkLedger, gatewayClearing, post } from '.';

const database = useTestDatabase();

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
    });
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
        missingTables: ['ledger_accounts', 'journal_entries', 'postings'],
      });
    } finally {
      await unmigrated.close();
    }
  });
});
