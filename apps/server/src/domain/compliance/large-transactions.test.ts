import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { largeTransactionRecords } from '../../db/schema';
import { createTestUser, createTestVendor, giveTier } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/test-database';
import { accountKeys, balanceOf, gatewayClearing, post, prizeExpense } from '../ledger';
import { afterTierRaised, claimPhoneWalletWithinCap, postWithinCap } from '../wallet-limits';
import { refreshRecentLargeTransactions } from './large-transactions';

// DOMAIN.md "Money-laundering controls": a person's money in or out of ₦5,000,000 in a Lagos day, a
// business's ₦10,000,000, whichever of the person's accounts the money lands in, counted once.
const database = useTestDatabase();
const db = () => database.db;
const thresholds = { personKobo: 500_000_000, businessKobo: 1_000_000_000 };

/** The job's refresh (today, and yesterday just after midnight), then the records of one subject. */
async function recordsOf(subjectId: string) {
  await refreshRecentLargeTransactions(db(), thresholds, new Date());
  const records = await db().select().from(largeTransactionRecords);
  return records.filter((record) => record.subjectId === subjectId);
}

/** A top-up to the customer's own account number, as domain/money-in posts it: split at the tier's cap. */
const topUp = (userId: string, amountKobo: number) =>
  db().transaction((tx) =>
    postWithinCap(tx, {
      idempotencyKey: `inflow:${randomUUID()}`,
      kind: 'wallet_top_up',
      postings: [
        { account: gatewayClearing, amountKobo: -amountKobo },
        { account: accountKeys.customerWallet(userId), amountKobo },
      ],
    }),
  );

const prize = (wallet: string, amountKobo: number) =>
  post(db(), {
    idempotencyKey: `order:${randomUUID()}:prize`,
    kind: 'prize',
    postings: [
      { account: prizeExpense, amountKobo: -amountKobo },
      { account: wallet, amountKobo },
    ],
  });

const sendToBank = (wallet: string, amountKobo: number) =>
  post(db(), {
    idempotencyKey: `transfer:${randomUUID()}:debit`,
    kind: 'transfer_debit',
    postings: [
      { account: wallet, amountKobo: -amountKobo },
      { account: accountKeys.payoutClearing, amountKobo },
    ],
  });

describe(`large-transaction records (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts a tier-1 customer’s top-up above the cap in full when it arrives, though most of it is held', async () => {
    const customer = await createTestUser(database, { tier: 1 });
    const result = await topUp(customer.id, 600_000_000);
    // ₦300,000 (the tier-1 cap) reaches the wallet; ₦5,700,000 waits in held money.
    expect(result.heldKobo).toBe(570_000_000);
    expect(await recordsOf(customer.id)).toEqual([
      expect.objectContaining({
        subjectType: 'customer',
        direction: 'in',
        totalKobo: 600_000_000,
        entryCount: 1,
        thresholdKobo: 500_000_000,
      }),
    ]);
  });

  it('does not count held money again when it is released into the wallet, nor as money out', async () => {
    const customer = await createTestUser(database, { tier: 1 });
    await topUp(customer.id, 600_000_000);
    await giveTier(database, customer.id, 3);
    const released = await db().transaction((tx) =>
      afterTierRaised(tx, { userId: customer.id, tierBefore: 1, tierAfter: 3 }),
    );
    expect(released.releasedKobo).toBe(570_000_000);
    expect(await balanceOf(db(), accountKeys.customerWallet(customer.id))).toBe(600_000_000);
    // One receipt of ₦6,000,000 (the top-up), and no ₦5,700,000 out of held money.
    expect(await recordsOf(customer.id)).toEqual([
      expect.objectContaining({ direction: 'in', totalKobo: 600_000_000, entryCount: 1 }),
    ]);
  });

  it('records a large prize to an anonymous buyer’s phone wallet under the phone, and not again when claimed', async () => {
    const phone = `+234809${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await prize(accountKeys.phoneWallet(phone), 500_000_000);
    expect(await recordsOf(phone)).toEqual([
      expect.objectContaining({
        subjectType: 'phone',
        subjectId: phone,
        direction: 'in',
        totalKobo: 500_000_000,
        entryCount: 1,
      }),
    ]);
    // The phone's owner signs up and claims it: the same money, already counted under the phone.
    const owner = await createTestUser(database, { tier: 3, phone });
    expect(
      await db().transaction((tx) => claimPhoneWalletWithinCap(tx, { phone, customerId: owner.id })),
    ).toBe(500_000_000);
    expect(await recordsOf(owner.id)).toEqual([]);
    expect(await recordsOf(phone)).toEqual([
      expect.objectContaining({ direction: 'in', totalKobo: 500_000_000, entryCount: 1 }),
    ]);
  });

  it('holds a vendor to the business threshold: ₦10,000,000, not ₦9,999,999.99', async () => {
    const over = await createTestVendor(database);
    const under = await createTestVendor(database);
    for (const amountKobo of [600_000_000, 400_000_000])
      await prize(accountKeys.vendorWallet(over.vendor.id), amountKobo);
    await prize(accountKeys.vendorWallet(under.vendor.id), 999_999_999);
    expect(await recordsOf(over.vendor.id)).toEqual([
      expect.objectContaining({
        subjectType: 'vendor',
        direction: 'in',
        totalKobo: 1_000_000_000,
        entryCount: 2,
        thresholdKobo: 1_000_000_000,
      }),
    ]);
    expect(await recordsOf(under.vendor.id)).toEqual([]);
  });

  it('records money out of ₦5,000,000 summed over the day, and not ₦4,999,999.99', async () => {
    const over = await createTestUser(database, { tier: 3 });
    const under = await createTestUser(database, { tier: 3 });
    for (const customer of [over, under]) await topUp(customer.id, 600_000_000);
    await sendToBank(accountKeys.customerWallet(over.id), 300_000_000);
    await sendToBank(accountKeys.customerWallet(over.id), 200_000_000);
    await sendToBank(accountKeys.customerWallet(under.id), 499_999_999);
    expect((await recordsOf(over.id)).find((record) => record.direction === 'out')).toMatchObject({
      subjectType: 'customer',
      totalKobo: 500_000_000,
      entryCount: 2,
    });
    expect((await recordsOf(under.id)).map((record) => record.direction)).toEqual(['in']);
  });
});
