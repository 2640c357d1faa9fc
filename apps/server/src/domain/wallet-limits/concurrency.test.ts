import { randomUUID } from 'node:crypto';
import { findBankByCbnCode, makeValidNuban } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import type { PayoutProvider } from '../../providers/payments';
import { createTestUser } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/test-database';
import { accountKeys, balanceOf, checkLedger, gatewayClearing, post, prizeExpense } from '../ledger';
import { debitWallet } from '../transfers/payout';
import { TransferError, type TransferContext } from '../transfers';
import { moneyOutToday, postWithinCap } from '.';

// On PGlite (one connection) these runs serialise; on PostgreSQL (DATABASE_URL, a 40-connection pool, as
// .ci/run's PostgreSQL pass sets) they race for real: the daily limit and the cap are judged under the
// wallet's lock, so the racers queue and each sees what the ones before it did.
const database = useTestDatabase();

describe(`tier limits under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly the debits that fit through when 40 parallel transfers cross the ₦50,000 tier-1 limit', async () => {
    const user = await createTestUser(database, { tier: 1 });
    const wallet = accountKeys.customerWallet(user.id);
    await post(database.db, {
      idempotencyKey: `test:${randomUUID()}`,
      kind: 'test_deposit',
      postings: [
        { account: gatewayClearing, amountKobo: -20_000_000 },
        { account: wallet, amountKobo: 20_000_000 },
      ],
    });
    // ₦3,000 + ₦50 fee = ₦3,050 each: 16 fit in ₦50,000 (₦48,800), the 17th would pass it.
    const ctx: TransferContext = {
      db: database.db,
      payouts: {} as PayoutProvider, // debitWallet never calls the provider
      clock: () => new Date(),
      feeKobo: 5_000,
      dailyLimitKobo: 50_000_000,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    const bank = findBankByCbnCode('058')!;
    const settled = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        debitWallet(ctx, {
          purpose: 'customer_transfer',
          walletAccount: wallet,
          requestedByUserId: user.id,
          vendorId: null,
          idempotencyKey: randomUUID(),
          fingerprint: randomUUID(),
          bank,
          accountNumber: makeValidNuban('058', '111111111'),
          accountName: 'ADA OKAFOR',
          amount: { kobo: 300_000 },
          feeKobo: 5_000,
          description: 'race',
          dailyLimitKobo: 50_000_000,
        }),
      ),
    );
    const passed = settled.filter((result) => result.status === 'fulfilled');
    const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(passed).toHaveLength(16);
    expect(refused).toHaveLength(24);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(TransferError);
      expect((reason as TransferError).code).toBe('daily_limit');
    }
    expect(await moneyOutToday(database.db, user.id, new Date())).toBe(16 * 305_000);
    expect(await balanceOf(database.db, wallet)).toBe(20_000_000 - 16 * 305_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('loses nothing when 40 parallel prizes land in a wallet near its cap: the excess is held', async () => {
    const user = await createTestUser(database, { tier: 1 });
    const wallet = accountKeys.customerWallet(user.id);
    const held = accountKeys.heldForCustomer(user.id);
    await post(database.db, {
      idempotencyKey: `test:${randomUUID()}`,
      kind: 'test_deposit',
      postings: [
        { account: prizeExpense, amountKobo: -29_000_000 },
        { account: wallet, amountKobo: 29_000_000 },
      ],
    });
    // 40 prizes of ₦1,234.56: ₦49,382.40 arriving in a wallet ₦10,000 below its ₦300,000 cap.
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        database.db.transaction((tx) =>
          postWithinCap(tx, {
            idempotencyKey: `order:${randomUUID()}:prize`,
            kind: 'prize',
            postings: [
              { account: prizeExpense, amountKobo: -123_456 },
              { account: wallet, amountKobo: 123_456 },
            ],
          }),
        ),
      ),
    );
    expect(results.every((result) => !result.replayed)).toBe(true);
    expect(await balanceOf(database.db, wallet)).toBe(30_000_000);
    expect(await balanceOf(database.db, held)).toBe(29_000_000 + 40 * 123_456 - 30_000_000);
    expect(results.reduce((sum, result) => sum + result.heldKobo, 0)).toBe(40 * 123_456 - 1_000_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
