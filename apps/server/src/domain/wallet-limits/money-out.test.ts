import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { runCheck } from '../finance/business-checks';
import { accountKeys, payoutClearing, post, ticketRevenue } from '../ledger';
import { depositEntry } from '../ledger/test-entries';
import { moneyBackKinds, moneyOutKinds, moneyOutToday } from './money-out';

const ledgerSqlPath = new URL('../../../drizzle/repeatable/ledger.sql', import.meta.url);

// The postings trigger keeps wallet_out_days with the kinds written into its SQL (ledger.sql step e and the
// backfill 2b''); a kind added to one list must reach the other, or the daily limit would miss it.
describe('the kept money out uses the same kinds as moneyOutToday', () => {
  const ledgerSql = readFileSync(ledgerSqlPath, 'utf8');
  const quoted = (kinds: readonly string[]) => `IN (${kinds.map((kind) => `'${kind}'`).join(', ')})`;

  it('names the money-out kinds and the undoing kinds, and no other list', () => {
    const lists = [...ledgerSql.matchAll(/(?:entry|debit|moved)\.kind IN \(([^)]*)\)/g)].map(
      (match) => `IN (${match[1]})`,
    );
    const allowed = [
      quoted(moneyOutKinds),
      quoted(moneyBackKinds),
      quoted([...moneyOutKinds, ...moneyBackKinds]),
    ];
    for (const list of lists) expect(allowed).toContain(list);
    // Step e and the backfill 2b'' each name both lists.
    expect(lists.filter((list) => list === quoted(moneyOutKinds)).length).toBeGreaterThanOrEqual(4);
    expect(lists.filter((list) => list === quoted(moneyBackKinds)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('wallet_out_days: the money out the daily limit reads (issue #28)', () => {
  const database = useTestDatabase();

  async function spend(userId: string) {
    const wallet = accountKeys.customerWallet(userId);
    await post(database.db, depositEntry(wallet, 100_000));
    const transferId = randomUUID();
    await post(database.db, {
      idempotencyKey: `transfer:${transferId}:debit`,
      kind: 'transfer_debit',
      causeType: 'transfer',
      causeId: transferId,
      postings: [
        { account: wallet, amountKobo: -30_000 },
        { account: payoutClearing, amountKobo: 30_000 },
      ],
    });
    await post(database.db, {
      idempotencyKey: `order:${randomUUID()}:settle`,
      kind: 'ticket_payment_wallet',
      postings: [
        { account: wallet, amountKobo: -25_000 },
        { account: ticketRevenue, amountKobo: 25_000 },
      ],
    });
    return { wallet, transferId };
  }

  it('adds each debit, takes back a same-day undoing, and ignores money in and other wallets', async () => {
    const userId = randomUUID();
    const { wallet, transferId } = await spend(userId);
    await spend(randomUUID());
    expect(await moneyOutToday(database.db, userId, new Date())).toBe(55_000);
    // An undoing of another cause (or of none) gives nothing back.
    await post(database.db, {
      idempotencyKey: `transfer:${randomUUID()}:reversal`,
      kind: 'transfer_reversal',
      causeType: 'transfer',
      causeId: randomUUID(),
      postings: [
        { account: payoutClearing, amountKobo: -1_000 },
        { account: wallet, amountKobo: 1_000 },
      ],
    });
    expect(await moneyOutToday(database.db, userId, new Date())).toBe(55_000);
    await post(database.db, {
      idempotencyKey: `transfer:${transferId}:reversal`,
      kind: 'transfer_reversal',
      causeType: 'transfer',
      causeId: transferId,
      postings: [
        { account: payoutClearing, amountKobo: -30_000 },
        { account: wallet, amountKobo: 30_000 },
      ],
    });
    expect(await moneyOutToday(database.db, userId, new Date())).toBe(25_000);
    // Another day has nothing out.
    expect(await moneyOutToday(database.db, userId, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    expect((await runCheck(database.db, 'wallet_out_days')).rows).toEqual([]);
  });

  it('is proven by checkBooks (a changed figure is found) and filled once on a ledger without it (2b’’)', async () => {
    const userId = randomUUID();
    const { wallet } = await spend(userId);
    await database.db.execute(
      sql`update wallet_out_days set out_kobo = out_kobo + 1
          where account_id = (select id from ledger_accounts where key = ${wallet})`,
    );
    expect((await runCheck(database.db, 'wallet_out_days')).rows).toEqual([
      expect.objectContaining({
        subject: expect.stringContaining(wallet),
        problem: expect.stringMatching(/55001/),
      }),
    ]);
    // A ledger from before migration 0039: nothing kept yet.
    await database.db.execute(sql`delete from wallet_out_days`);
    expect((await runCheck(database.db, 'wallet_out_days')).count).toBeGreaterThan(0);
    await database.exec(await readFile(ledgerSqlPath, 'utf8'));
    expect((await runCheck(database.db, 'wallet_out_days')).rows).toEqual([]);
    expect(await moneyOutToday(database.db, userId, new Date())).toBe(55_000);
  });
});
