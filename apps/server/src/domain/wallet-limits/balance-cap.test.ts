import { randomUUID } from 'node:crypto';
import { findBankByCbnCode, makeValidNuban } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import type { PayoutProvider } from '../../providers/payments';
import { createTestUser, giveTier } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/test-database';
import { ledgerOverview } from '../finance/ledger-view';
import { accountKeys, balanceOf, checkLedger, LedgerError, post, prizeExpense } from '../ledger';
import { debitWallet, recordOutcome } from '../transfers/payout';
import type { TransferContext } from '../transfers';
import { afterTierRaised, postWithinCap, splitAtCap } from '.';

/** DOMAIN.md "Identity and wallet tiers": no credit is refused or lost for a cap; the excess is held. */

const database = useTestDatabase();

async function customerAt(tier: 0 | 1 | 2 | 3) {
  const user = await createTestUser(database, { tier });
  return {
    id: user.id,
    wallet: accountKeys.customerWallet(user.id),
    held: accountKeys.heldForCustomer(user.id),
    phone: user.phone!,
  };
}

function prizeEntry(wallet: string, amountKobo: number, idempotencyKey = `order:${randomUUID()}:prize`) {
  return {
    idempotencyKey,
    kind: 'prize',
    postings: [
      { account: prizeExpense, amountKobo: -amountKobo },
      { account: wallet, amountKobo },
    ],
  };
}

const prize = (wallet: string, amountKobo: number, key?: string) =>
  database.db.transaction((tx) => postWithinCap(tx, prizeEntry(wallet, amountKobo, key)));

/** Money already in a wallet (before tiers, or under the cap): a plain deposit. */
const deposit = (wallet: string, amountKobo: number) => post(database.db, prizeEntry(wallet, amountKobo));

describe('splitAtCap', () => {
  it('fills the wallet to the cap and holds the rest; no cap holds nothing', () => {
    expect(splitAtCap(29_000_000, 2_000_000, 30_000_000)).toEqual({
      walletKobo: 1_000_000,
      heldKobo: 1_000_000,
    });
    expect(splitAtCap(0, 2_000_000, 30_000_000)).toEqual({ walletKobo: 2_000_000, heldKobo: 0 });
    expect(splitAtCap(30_000_000, 1, 30_000_000)).toEqual({ walletKobo: 0, heldKobo: 1 });
    // A wallet already above the cap (credited before tiers) keeps its money; the credit is all held.
    expect(splitAtCap(40_000_000, 500, 30_000_000)).toEqual({ walletKobo: 0, heldKobo: 500 });
    expect(splitAtCap(900_000_000, 500, null)).toEqual({ walletKobo: 500, heldKobo: 0 });
  });
});

describe('a credit above the tier cap', () => {
  it('posts the part above ₦300,000 to held money in the same entry at tier 1, and shows in the totals', async () => {
    const customer = await customerAt(1);
    await deposit(customer.wallet, 29_000_000);
    const result = await prize(customer.wallet, 2_000_000);
    expect(result).toMatchObject({ replayed: false, heldKobo: 1_000_000 });
    expect(await balanceOf(database.db, customer.wallet)).toBe(30_000_000);
    expect(await balanceOf(database.db, customer.held)).toBe(1_000_000);
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(true);
    expect(report.heldKobo).toBe(1_000_000);
    expect(report.owedKobo).toBeGreaterThanOrEqual(31_000_000);
    const overview = await ledgerOverview(database.db);
    expect(overview.wallets.find((row) => row.kind === 'held')).toMatchObject({ totalKobo: 1_000_000 });
    expect(overview.owedKobo).toBe(report.owedKobo);
  });

  it('uses the same ₦300,000 cap at tier 0, ₦500,000 at tier 2 and none at tier 3', async () => {
    for (const [tier, capKobo] of [
      [0, 30_000_000],
      [2, 50_000_000],
    ] as const) {
      const customer = await customerAt(tier);
      await prize(customer.wallet, capKobo + 1);
      expect([
        await balanceOf(database.db, customer.wallet),
        await balanceOf(database.db, customer.held),
      ]).toEqual([capKobo, 1]);
    }
    const rich = await customerAt(3);
    await prize(rich.wallet, 900_000_000);
    expect([await balanceOf(database.db, rich.wallet), await balanceOf(database.db, rich.held)]).toEqual([
      900_000_000, 0,
    ]);
  });

  it('answers a retry of the same key with the first entry, whatever the balance has become', async () => {
    const customer = await customerAt(1);
    await deposit(customer.wallet, 29_000_000);
    const key = `order:${randomUUID()}:prize`;
    const first = await prize(customer.wallet, 2_000_000, key);
    await database.db.transaction((tx) =>
      post(tx, {
        idempotencyKey: `order:${randomUUID()}:settle`,
        kind: 'ticket_payment_wallet',
        postings: [
          { account: customer.wallet, amountKobo: -5_000_000 },
          { account: accountKeys.ticketRevenue, amountKobo: 5_000_000 },
        ],
      }),
    );
    // The balance now leaves room for the whole prize; a recomputed split would differ and conflict.
    expect(await prize(customer.wallet, 2_000_000, key)).toEqual({
      entryId: first.entryId,
      replayed: true,
      heldKobo: 0,
    });
    expect(await balanceOf(database.db, customer.held)).toBe(1_000_000);
  });

  it('keeps held money like a wallet: it can never go below zero', async () => {
    const customer = await customerAt(1);
    await prize(customer.wallet, 30_000_100);
    await expect(
      post(database.db, {
        idempotencyKey: `test:${randomUUID()}`,
        kind: 'test_overdraw_held',
        postings: [
          { account: customer.held, amountKobo: -101 },
          { account: prizeExpense, amountKobo: 101 },
        ],
      }),
    ).rejects.toSatisfy(
      (error: unknown) => error instanceof LedgerError && error.code === 'insufficient_funds',
    );
    expect(await balanceOf(database.db, customer.held)).toBe(100);
  });
});

describe('money returned above the cap', () => {
  it('holds the part of a refused transfer that the wallet, refilled meanwhile, has no room for', async () => {
    const customer = await customerAt(1);
    await deposit(customer.wallet, 10_000_000);
    const ctx: TransferContext = {
      db: database.db,
      payouts: {} as PayoutProvider, // the outcome is recorded by hand below
      clock: () => new Date(),
      feeKobo: 0,
      dailyLimitKobo: null as unknown as number,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    const { transfer } = await debitWallet(ctx, {
      purpose: 'customer_transfer',
      walletAccount: customer.wallet,
      requestedByUserId: customer.id,
      vendorId: null,
      idempotencyKey: randomUUID(),
      fingerprint: randomUUID(),
      bank: findBankByCbnCode('058')!,
      accountNumber: makeValidNuban('058', '222222222'),
      accountName: 'ADA OKAFOR',
      amount: { kobo: 4_000_000 },
      feeKobo: 0,
      description: 'rent',
      dailyLimitKobo: null,
    });
    // While the bank decides, a prize fills the wallet to ₦299,000.
    await prize(customer.wallet, 23_900_000);
    await recordOutcome(ctx, transfer.id, { status: 'failed', message: 'refused' }, null);
    expect([
      await balanceOf(database.db, customer.wallet),
      await balanceOf(database.db, customer.held),
    ]).toEqual([30_000_000, 3_900_000]); // ₦1,000 of room: ₦39,000 of the ₦40,000 is held
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});

describe('afterTierRaised', () => {
  it('moves in what the new cap allows with one entry, once, and nothing for a tier that did not rise', async () => {
    const customer = await customerAt(1);
    await prize(customer.wallet, 30_000_000 + 25_000_000); // ₦250,000 held
    expect(await balanceOf(database.db, customer.held)).toBe(25_000_000);
    await giveTier(database, customer.id, 2);
    const raised = { userId: customer.id, tierBefore: 1, tierAfter: 2, cause: 'check-1' } as const;
    expect(await database.db.transaction((tx) => afterTierRaised(tx, raised))).toEqual({
      releasedKobo: 20_000_000,
      claimedKobo: 0,
    });
    expect([
      await balanceOf(database.db, customer.wallet),
      await balanceOf(database.db, customer.held),
    ]).toEqual([50_000_000, 5_000_000]);
    // Posted again (a retry): the cap is full, nothing moves.
    expect(await database.db.transaction((tx) => afterTierRaised(tx, raised))).toEqual({
      releasedKobo: 0,
      claimedKobo: 0,
    });
    expect(await database.db.transaction((tx) => afterTierRaised(tx, { ...raised, tierBefore: 2 }))).toEqual({
      releasedKobo: 0,
      claimedKobo: 0,
    });
    await giveTier(database, customer.id, 3);
    await database.db.transaction((tx) =>
      afterTierRaised(tx, { userId: customer.id, tierBefore: 2, tierAfter: 3 }),
    );
    expect([
      await balanceOf(database.db, customer.wallet),
      await balanceOf(database.db, customer.held),
    ]).toEqual([55_000_000, 0]);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it("claims the customer's phone wallet at tier 1, holding what is above the cap", async () => {
    const customer = await customerAt(0);
    const phoneWallet = accountKeys.phoneWallet(customer.phone);
    await deposit(phoneWallet, 31_000_000);
    await giveTier(database, customer.id, 1);
    expect(
      await database.db.transaction((tx) =>
        afterTierRaised(tx, { userId: customer.id, tierBefore: 0, tierAfter: 1 }),
      ),
    ).toEqual({ releasedKobo: 0, claimedKobo: 31_000_000 });
    expect([
      await balanceOf(database.db, phoneWallet),
      await balanceOf(database.db, customer.wallet),
      await balanceOf(database.db, customer.held),
    ]).toEqual([0, 30_000_000, 1_000_000]);
  });
});
