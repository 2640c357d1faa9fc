import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { accountKeys, balanceOf, claimPhoneWallet, history, LedgerError, post, prizeExpense } from '.';

const database = useTestDatabase();

let phoneNumber = 8030000000;
const newPhone = () => `+234${phoneNumber++}`;

async function prizeToPhone(phone: string, amountKobo: number): Promise<void> {
  await post(database.db, {
    idempotencyKey: `order:${randomUUID()}:prize`,
    kind: 'prize',
    postings: [
      { account: prizeExpense, amountKobo: -amountKobo },
      { account: accountKeys.phoneWallet(phone), amountKobo },
    ],
  });
}

describe('claimPhoneWallet', () => {
  it("moves the phone wallet's whole balance to the customer in one entry, once", async () => {
    const phone = newPhone();
    const customerId = randomUUID();
    await prizeToPhone(phone, 150_000);
    await prizeToPhone(phone, 25_000);

    expect(await claimPhoneWallet(database.db, { phone, customerId })).toEqual({ movedKobo: 175_000 });
    expect(await balanceOf(database.db, accountKeys.phoneWallet(phone))).toBe(0);
    expect(await balanceOf(database.db, accountKeys.customerWallet(customerId))).toBe(175_000);
    const moved = await history(database.db, accountKeys.customerWallet(customerId));
    expect(moved.items).toMatchObject([
      { kind: 'phone_wallet_claim', amountKobo: 175_000, causeId: customerId },
    ]);

    // A retry (the verification request sent twice) finds nothing left to move.
    expect(await claimPhoneWallet(database.db, { phone, customerId })).toEqual({ movedKobo: 0 });

    // Money that arrives later is claimed by the next claim.
    await prizeToPhone(phone, 5_000);
    expect(await claimPhoneWallet(database.db, { phone, customerId })).toEqual({ movedKobo: 5_000 });
    expect(await balanceOf(database.db, accountKeys.customerWallet(customerId))).toBe(180_000);
  });

  it('moves nothing from a phone that never received money', async () => {
    expect(await claimPhoneWallet(database.db, { phone: newPhone(), customerId: randomUUID() })).toEqual({
      movedKobo: 0,
    });
  });

  it('claims once when the same claim runs concurrently', async () => {
    const phone = newPhone();
    const customerId = randomUUID();
    await prizeToPhone(phone, 40_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claimPhoneWallet(database.db, { phone, customerId })),
    );
    expect(results.map((result) => result.movedKobo).sort((a, b) => b - a)).toEqual([
      40_000,
      ...Array.from({ length: 19 }, () => 0),
    ]);
    expect(await balanceOf(database.db, accountKeys.customerWallet(customerId))).toBe(40_000);
  });

  it('refuses a phone number that is not E.164 Nigerian', async () => {
    await expect(
      claimPhoneWallet(database.db, { phone: '08030000000', customerId: randomUUID() }),
    ).rejects.toThrow(LedgerError);
  });
});
