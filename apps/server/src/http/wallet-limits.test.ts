import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerIdentities, transfers, users } from '../db/schema';
import { createAccount } from '../domain/users';
import { moneyOutToday, postWithinCap } from '../domain/wallet-limits';
import { accountKeys, balanceOf, checkLedger, post, prizeExpense } from '../domain/ledger';
import { giveTier, logIn, testPassword } from '../testing/accounts';
import type { TestClient } from '../testing/http-client';
import { fundWallet, signedInCustomer, testTransactionPin } from '../testing/money';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../testing/raffle';
import type { CycleView } from '../domain/raffle/cycle-views';
import { createOrder } from '../domain/raffle/place-order';
import { settleWalletOrder } from '../domain/raffle/settle-wallet-order';
import type { PaymentGateway } from '../providers/payments';

/**
 * DOMAIN.md "Identity and wallet tiers" over HTTP: money out per Lagos day by tier (transfers with their
 * fee, tickets paid from the wallet), the refusals' words, the age from the record, and GET
 * /api/user/wallet-limits. The ₦50 fee makes "what is left" differ from the plain limit.
 */

const t = useRaffleTestApp({ env: { TRANSFER_FEE_KOBO: '5000' } });
const PROXY = '/api/context-proxy/v1/proxy';
const SUCCEEDS = '1111111112';
const FAILS = '2222222223';
let cycle: CycleView;

beforeAll(async () => {
  // Every order here loses unless a test asks for a win: a random win would pay a prize into a wallet whose
  // balance a test counts, and spend the cycle's budget (one prize by default), which closes the cycle.
  cycle = await openTestCycle(t.database.db, { typeIds: [1], ticketPriceKobo: 1_000_000 });
});

const send = (client: TestClient, amount: string, account = SUCCEEDS) =>
  client.post(
    '/api/user/transfer',
    { bank: '058', recipientAccount: account, amount, description: 'Rent', pin: testTransactionPin },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );

async function buyFromWallet(client: TestClient, tickets: number, extra: Record<string, unknown> = {}) {
  const parameters = await createOrderParameters(t.database.db, {
    cycle,
    tickets,
    paymentMethod: 'wallet',
    win: false,
  });
  return client.post(PROXY, {
    path: '/context-proxy/v1/action',
    method: 'POST',
    body: { action_type: 'create_order', parameters: { ...parameters, ...extra } },
  });
}

const limitsOf = async (client: TestClient) => (await client.get('/api/user/wallet-limits')).json().data;

describe('money out by tier', () => {
  it('tier 0: no transfer and no wallet payment, with the step that allows them; nothing moves', async () => {
    const { client, wallet } = await signedInCustomer(t, { tier: 0 });
    await fundWallet(t, wallet, 10_000_000);
    const refused = await send(client, '1000');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Verify your BVN or NIN to pay from your wallet or send money.');
    // The screens link the refusal to the identity step by this code.
    expect(refused.json().code).toBe('tier_limit');
    const order = await buyFromWallet(client, 1);
    expect(order.statusCode).toBe(400);
    expect(order.json().code).toBe('tier_limit');
    expect(order.json().message).toBe(
      'Verify your BVN or NIN to pay from your wallet or send money. You can pay by card instead.',
    );
    expect(await balanceOf(t.database.db, wallet)).toBe(10_000_000);
    expect(await limitsOf(client)).toEqual({
      tier: 0,
      daily_out_kobo: 0,
      used_today_kobo: 0,
      left_today_kobo: 0,
      balance_cap_kobo: 30_000_000,
      held_kobo: 0,
      held_message: null,
      next_step_message: 'Verify your BVN or NIN to pay from your wallet or send money.',
    });
  });

  it('tier 1: ₦50,000 a day across transfers, their fees and tickets; the refusal names what is left and the next step', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 20_000_000);
    expect((await send(client, '30000')).statusCode).toBe(200); // ₦30,050 out with the fee
    expect((await buyFromWallet(client, 1)).json().data.status).toMatch(/entry_processed|winner_selected/); // ₦10,000
    const over = await send(client, '9950.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Your wallet is at tier 1: you can send ₦9,900.00 more today. Verify your NIN to send up to ₦200,000.00 a day.',
    );
    const ticketsOver = await buyFromWallet(client, 1);
    expect(ticketsOver.statusCode).toBe(400);
    expect(ticketsOver.json().message).toBe(
      'Your wallet is at tier 1: you can send ₦9,950.00 more today. Verify your NIN to send up to ₦200,000.00 a day. You can pay by card instead.',
    );
    expect((await send(client, '9900')).statusCode).toBe(200);
    expect(await limitsOf(client)).toMatchObject({
      tier: 1,
      daily_out_kobo: 5_000_000,
      used_today_kobo: 5_000_000,
      left_today_kobo: 0,
    });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses for the balance first, as before tiers', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 100_000);
    const response = await send(client, '60000');
    expect(response.json().message).toBe(
      'Your wallet balance is ₦1,000.00, not enough to send ₦60,050.00 (including the ₦50.00 fee).',
    );
    expect(response.json().code).toBeUndefined();
  });

  it('names the missing number at tier 1 and the address at tier 2', async () => {
    const { client, user, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 30_000_000);
    // A tier-1 customer whose verified number is the NIN is told to verify the BVN.
    await t.database.db
      .update(customerIdentities)
      .set({ bvnHash: null, bvnVerifiedAt: null, ninHash: `test:nin:${user.id}`, ninVerifiedAt: new Date() })
      .where(eq(customerIdentities.userId, user.id));
    expect((await send(client, '60000')).json().message).toBe(
      'Your wallet is at tier 1: you can send ₦49,950.00 more today. Verify your BVN to send up to ₦200,000.00 a day.',
    );
    await giveTier(t.database, user.id, 2);
    expect((await send(client, '200000')).json().message).toBe(
      'Your wallet is at tier 2: you can send ₦199,950.00 more today. Prove your address to send up to ₦5,000,000.00 a day.',
    );
    expect((await limitsOf(client)).next_step_message).toBe(
      'Prove your address to send up to ₦5,000,000.00 a day.',
    );
  });

  it('gives back the allowance of a transfer the bank refused the same day', async () => {
    const { client, user, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 10_000_000);
    const failed = await send(client, '40000', FAILS);
    expect(failed.json().success).toBe(false);
    expect(await moneyOutToday(t.database.db, user.id, new Date())).toBe(0);
    expect((await send(client, '49950')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(transfers).where(eq(transfers.walletAccount, wallet));
    expect(row).toBeDefined();
    // The next Lagos day starts again from nothing.
    expect(await moneyOutToday(t.database.db, user.id, new Date(Date.now() + 86_400_000))).toBe(0);
  });
});

describe('a wallet order settled after a racing debit used the allowance', () => {
  it('ends payment_failed with the limit in words, nothing debited', async () => {
    const { client, user, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 10_000_000);
    // Placed while ₦50,000 was left (the check before the order exists passes)...
    const { order } = await createOrder(t.database.db, {
      raffleCycleId: cycle.id,
      customerPhone: user.phone!,
      customerEmail: null,
      ticketQuantity: 2,
      orderAmountKobo: 2_000_000,
      amountDueKobo: null,
      vendorId: null,
      purchasePlatform: 'web',
      paymentMethodUsed: 'wallet',
      ageConfirmed: true,
      customerUserId: user.id,
      now: new Date(),
    });
    // ...then a transfer takes ₦40,050 of it before the order settles under the wallet's lock.
    expect((await send(client, '40000')).statusCode).toBe(200);
    const settled = await settleWalletOrder(
      { db: t.database.db, gateway: {} as PaymentGateway, clock: () => new Date() },
      order.id,
    );
    expect(settled.order.status).toBe('payment_failed');
    expect(settled.order.statusMessage).toBe(
      'Your wallet is at tier 1: you can send ₦9,950.00 more today. Verify your NIN to send up to ₦200,000.00 a day.',
    );
    expect(await balanceOf(t.database.db, wallet)).toBe(10_000_000 - 4_005_000);
  });
});

describe('GET /api/user/wallet-limits', () => {
  it('shows held money with the step that releases it', async () => {
    const { client, wallet, user } = await signedInCustomer(t);
    await t.database.db.transaction((tx) =>
      postWithinCap(tx, {
        idempotencyKey: `order:${crypto.randomUUID()}:prize`,
        kind: 'prize',
        postings: [
          { account: prizeExpense, amountKobo: -31_200_000 },
          { account: wallet, amountKobo: 31_200_000 },
        ],
      }),
    );
    expect(await limitsOf(client)).toEqual({
      tier: 1,
      daily_out_kobo: 5_000_000,
      used_today_kobo: 0,
      left_today_kobo: 5_000_000,
      balance_cap_kobo: 30_000_000,
      held_kobo: 1_200_000,
      held_message: '₦12,000.00 is waiting for you: verify your NIN to receive it',
      next_step_message: 'Verify your NIN to send up to ₦200,000.00 a day.',
    });
    expect(await balanceOf(t.database.db, accountKeys.heldForCustomer(user.id))).toBe(1_200_000);
    await giveTier(t.database, user.id, 3);
    expect(await limitsOf(client)).toMatchObject({
      tier: 3,
      balance_cap_kobo: null,
      next_step_message: null,
    });
  });

  it('is for customers only', async () => {
    const anonymous = (await t.app.inject({ method: 'GET', url: '/api/user/wallet-limits' })).statusCode;
    expect(anonymous).toBe(401);
  });

  it('starts every existing customer at tier 0: an account with no identity row', async () => {
    // As every account made before issue #21: created without any customer_identities row.
    const before = await createAccount(
      t.database.db,
      {
        username: 'beforetiers',
        email: 'beforetiers@example.com',
        phone: '+2348035550001',
        password: testPassword,
        role: 'customer',
        phoneVerified: true,
      },
      new Date(),
    );
    const client = await logIn(t.app, before.username);
    expect(await limitsOf(client)).toMatchObject({ tier: 0, left_today_kobo: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, before.id));
    expect(row).toBeDefined();
  });
});

describe('age from the record', () => {
  it('replaces the 18+ box for a verified adult, and refuses an under-18 record whatever the box says', async () => {
    const { client, user, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 5_000_000);
    const withoutBox = await buyFromWallet(client, 1, { age_confirmed: undefined });
    expect(withoutBox.statusCode).toBe(200);

    const minor = await signedInCustomer(t, { tier: 0 });
    const eighteenTomorrow = new Date(Date.now() + 86_400_000 + 3_600_000);
    eighteenTomorrow.setUTCFullYear(eighteenTomorrow.getUTCFullYear() - 18);
    await giveTier(t.database, minor.user.id, 0, {
      dateOfBirth: eighteenTomorrow.toISOString().slice(0, 10),
    });
    const card = await createOrderParameters(t.database.db, { cycle, win: false });
    const refused = await minor.client.post(PROXY, {
      path: '/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters: card },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your verified identity shows you are under 18, so this account cannot buy tickets. ChancePay is for adults only.',
    );
    // Without a record the box still decides (tier 0, and signed out).
    const plain = await signedInCustomer(t, { tier: 0 });
    const noBox = await plain.client.post(PROXY, {
      path: '/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters: { ...card, age_confirmed: undefined } },
    });
    expect(noBox.statusCode).toBe(400);
    expect(noBox.json().message).toBe('Please confirm that you are 18 years or older to take part.');
    expect(user.id).not.toBe(minor.user.id);
  });
});

describe('a prize to a customer near the cap', () => {
  it('is paid whole: the excess is held and the customer is told', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await post(t.database.db, {
      idempotencyKey: `test:${crypto.randomUUID()}`,
      kind: 'test_deposit',
      postings: [
        { account: prizeExpense, amountKobo: -29_990_000 },
        { account: wallet, amountKobo: 29_990_000 },
      ],
    });
    const winning = await createOrderParameters(t.database.db, { cycle, paymentMethod: 'wallet', win: true });
    const response = await client.post(PROXY, {
      path: '/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters: winning },
    });
    // The whole answer in the failure message: a refusal here says why.
    expect(response.json(), response.body).toMatchObject({ data: { status: 'winner_selected' } });
    // ₦299,900 - ₦10,000 ticket + ₦47,500 prize (₦50,000 less the winner's 5% winnings tax): ₦300,000 in
    // the wallet, ₦37,400 held.
    expect(await limitsOf(client)).toMatchObject({ held_kobo: 3_740_000 });
    expect(await balanceOf(t.database.db, wallet)).toBe(30_000_000);
  });
});
