import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSquadClient } from '../../providers/squad/squad-client';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { createTestUser, createTestVendor } from '../../testing/accounts';
import { loopbackFetch } from '../../testing/loopback-fetch';
import { TestClient } from '../../testing/http-client';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  payAtGateway,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { claimPhoneWalletInto } from '../users/wallet';
import { accountKeys, balanceOf, checkLedger } from '../ledger';
import type { CycleView } from './cycle-views';
import { verifyAndSettle } from './settlement';
import type { SettlementContext } from './settlement-context';

/**
 * DOMAIN.md "Anonymous buyers": money due to a signed-out order goes to the customer who verified its phone;
 * the phone wallet is only for phones no customer has verified, and is claimed at verification. On
 * PostgreSQL (DATABASE_URL) the race between a verification and a settlement is real.
 */

const t = useRaffleTestApp();
const client = new TestClient(() => t.app);
let cycle: CycleView;

beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, {
    typeIds: [1, 2],
    winnableAmountKobo: 100_000,
    prizeBudgetKobo: 100 * 100_000,
  });
});

const balance = (account: string) => balanceOf(t.database.db, account);

async function paidOrder(phone: string, options: { win?: boolean; pay?: 'pay' | 'pay-different-amount' }) {
  const orderId = await createTestOrder(client, t.database.db, {
    cycle,
    phone,
    ...(options.win === undefined ? {} : { win: options.win }),
  });
  await pressCheckoutButton(
    client,
    await initiateCheckout(client, orderId, 25_000),
    options.pay ?? 'pay',
    options.pay === 'pay-different-amount' ? '200.00' : undefined,
  );
  return orderId;
}

describe('money due to a signed-out order', () => {
  it('goes to the wallet of the verified customer who owns the phone: a prize, a refund, a late payment', async () => {
    const customer = await createTestUser(t.database, { phone: '+2348039990001' });
    const wallet = accountKeys.customerWallet(customer.id);

    const winner = await paidOrder('0803 999 0001', { win: true });
    expect((await verifyOrder(client, winner)).body.status).toBe('winner_selected');
    // The ₦1,000 prize less the winner's 5% winnings tax.
    expect(await balance(wallet)).toBe(95_000);

    const mismatch = await paidOrder('08039990001', { pay: 'pay-different-amount' });
    expect((await verifyOrder(client, mismatch)).body.status).toBe('amount_mismatch_wallet_updated');
    expect(await balance(wallet)).toBe(95_000 + 20_000);

    const late = await createTestOrder(client, t.database.db, { cycle, phone: '08039990001' });
    await pressCheckoutButton(client, await initiateCheckout(client, late, 25_000), 'decline');
    await verifyOrder(client, late);
    await payAtGateway(t.database.db, late);
    expect((await verifyOrder(client, late)).body.status).toBe('amount_mismatch_wallet_updated');
    expect(await balance(wallet)).toBe(95_000 + 20_000 + 25_000);

    expect(await balance(accountKeys.phoneWallet('+2348039990001'))).toBe(0);
  });

  it('Scan2Pay4Me: the amount due comes back to the verified customer on a win', async () => {
    const customer = await createTestUser(t.database, { phone: '+2348039990002' });
    const { vendor } = await createTestVendor(t.database);
    const payForMe = await openTestCycle(t.database.db, {
      typeIds: [2],
      winnableAmountKobo: 100_000,
      prizeBudgetKobo: 100 * 100_000,
    });
    const orderId = await createTestOrder(client, t.database.db, {
      cycle: payForMe,
      phone: '08039990002',
      vendorId: vendor.id,
      amountDueKobo: 50_000,
      win: true,
    });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 75_000), 'pay');
    expect((await verifyOrder(client, orderId)).body.status).toBe('winner_selected');
    expect(await balance(accountKeys.customerWallet(customer.id))).toBe(50_000);
    expect(await balance(accountKeys.vendorWallet(vendor.id))).toBe(50_000);
    expect(await balance(accountKeys.phoneWallet('+2348039990002'))).toBe(0);
    cycle = await openTestCycle(t.database.db, {
      typeIds: [1, 2],
      winnableAmountKobo: 100_000,
      prizeBudgetKobo: 100 * 100_000,
    });
  });

  it('waits in the phone wallet while nobody has verified the phone (an unverified sign-up does not count)', async () => {
    const unverified = await createTestUser(t.database, { phone: '+2348039990003', phoneVerified: false });
    const orderId = await paidOrder('08039990003', { win: true });
    expect((await verifyOrder(client, orderId)).body.status).toBe('winner_selected');
    expect(await balance(accountKeys.phoneWallet('+2348039990003'))).toBe(95_000);
    expect(await balance(accountKeys.customerWallet(unverified.id))).toBe(0);
  });

  it('is never stranded in the phone wallet when the phone is verified while the order settles', async () => {
    const phones = Array.from({ length: 8 }, (_, index) => `+23480399910${String(index).padStart(2, '0')}`);
    const customers = await Promise.all(
      phones.map((phone) => createTestUser(t.database, { phone, phoneVerified: false })),
    );
    // Paid at the gateway without the emulator's webhook, so nothing settles them before the race.
    const orderIds: string[] = [];
    for (const phone of phones) {
      const orderId = await createTestOrder(client, t.database.db, { cycle, phone, win: true });
      await initiateCheckout(client, orderId, 25_000);
      await payAtGateway(t.database.db, orderId);
      orderIds.push(orderId);
    }
    const settlement: SettlementContext = {
      db: t.database.db,
      clock: () => new Date(),
      gateway: createSquadClient({
        baseUrl: `${t.config.publicUrl}/sandbox/squad`,
        secretKey: SQUAD_EMULATOR_SECRET_KEY,
        merchantId: SQUAD_EMULATOR_MERCHANT_ID,
        timeoutMs: 30_000,
        fetchImpl: loopbackFetch(() => t.app, t.config.publicUrl),
      }),
    };
    // What verifyPhoneCode does once the code is right: mark the phone verified and claim its wallet, in
    // one transaction.
    const verifyPhone = (index: number) =>
      t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, customers[index]!.id));
        await claimPhoneWalletInto(tx, { phone: phones[index]!, customerId: customers[index]!.id });
      });
    await Promise.all(
      orderIds.flatMap((orderId, index) => [verifyAndSettle(settlement, orderId, 'job'), verifyPhone(index)]),
    );
    for (const [index, phone] of phones.entries()) {
      expect(await balance(accountKeys.phoneWallet(phone))).toBe(0);
      expect(await balance(accountKeys.customerWallet(customers[index]!.id))).toBe(95_000);
    }
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
