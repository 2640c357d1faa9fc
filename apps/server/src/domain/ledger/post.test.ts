import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { queryRows } from './database';
import { depositEntry, newCustomerWallet, ticketPaymentEntry } from './test-entries';
import {
  accountKeys,
  balanceOf,
  checkLedger,
  gatewayClearing,
  LedgerError,
  lockWallets,
  post,
  ticketRevenue,
  type EntryInput,
} from '.';

const database = useTestDatabase();

const newWallet = newCustomerWallet;
const deposit = depositEntry;
const ticketPayment = ticketPaymentEntry;

async function ledgerErrorOf(promise: Promise<unknown>): Promise<LedgerError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LedgerError);
  return error as LedgerError;
}

describe('post', () => {
  it('moves money between accounts and creates them on first use with their kind', async () => {
    const wallet = newWallet();
    const result = await post(database.db, deposit(wallet, 25_000));
    expect(result.replayed).toBe(false);
    expect(await balanceOf(database.db, wallet)).toBe(25_000);
    const accounts = await queryRows(
      database.db,
      sql`select key, kind, may_go_negative, balance_kobo from ledger_accounts
          where key in (${wallet}, ${gatewayClearing}) order by kind desc`,
    );
    expect(accounts).toEqual([
      { key: wallet, kind: 'wallet', may_go_negative: false, balance_kobo: 25_000 },
      // The house's accounts keep no running balance (no hot row); their balance is summed on read.
      { key: gatewayClearing, kind: 'clearing', may_go_negative: true, balance_kobo: null },
    ]);
  });

  it('returns the first result when the same key is posted again with the same postings in any order', async () => {
    const wallet = newWallet();
    const entry = deposit(wallet, 10_000);
    const first = await post(database.db, entry);
    const again = await post(database.db, { ...entry, postings: [...entry.postings].reverse() });
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceOf(database.db, wallet)).toBe(10_000);
  });

  it('refuses the same key with different postings', async () => {
    const wallet = newWallet();
    await post(database.db, deposit(wallet, 10_000, 'deposit:conflict-test'));
    const error = await ledgerErrorOf(post(database.db, deposit(wallet, 10_001, 'deposit:conflict-test')));
    expect(error.code).toBe('idempotency_conflict');
    expect(await balanceOf(database.db, wallet)).toBe(10_000);
  });

  it('refuses an overdraft and posts nothing', async () => {
    const wallet = newWallet();
    await post(database.db, deposit(wallet, 5_000));
    const error = await ledgerErrorOf(post(database.db, ticketPayment(wallet, 5_001)));
    expect(error.code).toBe('insufficient_funds');
    expect(await balanceOf(database.db, wallet)).toBe(5_000);
    await post(database.db, ticketPayment(wallet, 5_000));
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('replays a debit that already emptied the wallet instead of calling it insufficient', async () => {
    const wallet = newWallet();
    await post(database.db, deposit(wallet, 7_000));
    const payment = ticketPayment(wallet, 7_000);
    const first = await post(database.db, payment);
    expect(await post(database.db, payment)).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('refuses malformed entries before touching the database', async () => {
    const wallet = newWallet();
    const cases: [EntryInput, string][] = [
      [{ ...deposit(wallet, 100), postings: [{ account: wallet, amountKobo: 100 }] }, 'invalid'],
      [
        {
          ...deposit(wallet, 100),
          postings: [
            { account: wallet, amountKobo: 100 },
            { account: gatewayClearing, amountKobo: -99 },
          ],
        },
        'unbalanced',
      ],
      [{ ...deposit(wallet, 100), idempotencyKey: '' }, 'invalid'],
      [{ ...deposit(wallet, 100), kind: 'Not A Kind' }, 'invalid'],
      [deposit('wallet:customer:not-a-uuid', 100), 'invalid'],
      [deposit('wallet:phone:08012345678', 100), 'invalid'],
      [deposit('bank:somewhere', 100), 'invalid'],
      [deposit(wallet, 0.5), 'invalid'],
      [deposit(wallet, 2 ** 53), 'invalid'],
      [
        {
          ...deposit(wallet, 100),
          postings: [
            { account: wallet, amountKobo: 100 },
            { account: wallet, amountKobo: -100 },
          ],
        },
        'invalid',
      ],
    ];
    for (const [entry, code] of cases) {
      const error = await ledgerErrorOf(post(database.db, entry));
      expect(error.code, JSON.stringify(entry)).toBe(code);
    }
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it("runs inside the caller's transaction and rolls back with it", async () => {
    const wallet = newWallet();
    const rollback = new Error('caller gives up');
    await expect(
      database.db.transaction(async (tx) => {
        await post(tx, deposit(wallet, 9_000, 'deposit:rolled-back'));
        expect(await balanceOf(tx, wallet)).toBe(9_000);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await balanceOf(database.db, wallet)).toBe(0);
    // The key was never committed, so it is free for the real attempt.
    expect((await post(database.db, deposit(wallet, 9_000, 'deposit:rolled-back'))).replayed).toBe(false);
  });

  it('leaves the caller transaction usable after a refused posting', async () => {
    const wallet = newWallet();
    await database.db.transaction(async (tx) => {
      const error = await ledgerErrorOf(post(tx, ticketPayment(wallet, 100)));
      expect(error.code).toBe('insufficient_funds');
      await post(tx, deposit(wallet, 300));
    });
    expect(await balanceOf(database.db, wallet)).toBe(300);
  });

  it('lets a caller lock every wallet first and read balances under the lock', async () => {
    const payer = newWallet();
    const payee = accountKeys.vendorWallet(randomUUID().toUpperCase());
    await post(database.db, deposit(payer, 1_000));
    await database.db.transaction(async (tx) => {
      const balances = await lockWallets(tx, [payee, payer, ticketRevenue]);
      expect(Object.fromEntries(balances)).toEqual({ [payer]: 1_000, [payee.toLowerCase()]: 0 });
      await post(tx, {
        idempotencyKey: `pay4me:${randomUUID()}`,
        kind: 'vendor_payment',
        postings: [
          { account: payer, amountKobo: -1_000 },
          { account: payee, amountKobo: 1_000 },
        ],
      });
    });
    expect(await balanceOf(database.db, payee)).toBe(1_000);
  });

  it('sums the house accounts on read and reads 0 for an account never used', async () => {
    const before = await balanceOf(database.db, ticketRevenue);
    const wallet = newWallet();
    await post(database.db, deposit(wallet, 800));
    await post(database.db, ticketPayment(wallet, 500));
    expect(await balanceOf(database.db, ticketRevenue)).toBe(before + 500);
    expect(await balanceOf(database.db, newWallet())).toBe(0);
    expect((await ledgerErrorOf(balanceOf(database.db, 'nonsense'))).code).toBe('invalid');
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
