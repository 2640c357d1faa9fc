import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, transferPaymentAccounts } from '../db/schema';
import { checkBooks } from '../domain/finance/books-check';
import { accountKeys, balanceOf } from '../domain/ledger';
import { TRANSFER_EXPIRY_GRACE_MS } from '../domain/money-in';
import type { CycleView } from '../domain/raffle/cycle-views';
import { manualClock } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { signedInCustomer } from '../testing/money';
import { postMoneyInWebhook, runMoneyInSweep } from '../testing/money-in';
import {
  createTestOrder,
  entryKeysOf,
  openTestCycle,
  useRaffleTestApp,
  verifyOrder,
} from '../testing/raffle';
import { FakeVirtualAccounts } from '../testing/virtual-accounts';
import { bankTransferPath } from './money-in';

// Issue #22 item 5: paying an order by bank transfer to a one-time account, signed in and signed out.

const clock = manualClock();
const fake = new FakeVirtualAccounts({ clock: clock.now });
const t = useRaffleTestApp({ clock: clock.now, virtualAccounts: fake });
let cycle: CycleView;
const buyer = new TestClient(() => t.app);

beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, { now: clock.now(), prizeBudgetKobo: 1_000_000_000 });
});

async function transferOrder(options: { win?: boolean; phone?: string; client?: TestClient } = {}) {
  const orderId = await createTestOrder(options.client ?? buyer, t.database.db, {
    cycle,
    paymentMethod: 'transfer',
    ...(options.win === undefined ? {} : { win: options.win }),
    ...(options.phone ? { phone: options.phone } : {}),
  });
  const started = await (options.client ?? buyer).post(bankTransferPath(orderId), {});
  expect(started.statusCode).toBe(200);
  return { orderId, account: started.json().data as Record<string, unknown> & { account_number: string } };
}

async function orderRow(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function expectBooksClean() {
  const report = await checkBooks(t.database.db);
  expect(report.ledger.ok).toBe(true);
  expect(report.business?.ok).toBe(true);
}

describe('starting a transfer payment', () => {
  it('gives the order a one-time account for its amount, the same one on a second call', async () => {
    const calls = fake.callsOf('initiateDynamicAccount');
    const { orderId, account } = await transferOrder();
    expect(account).toEqual({
      order_id: orderId,
      account_number: expect.stringMatching(/^\d{10}$/),
      account_name: 'SQUAD_CHANCEPAY',
      bank_name: 'GTBank',
      amount: '250.00',
      expires_at: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
      status: 'waiting',
      attempts: [],
      message: expect.stringMatching(/^Transfer exactly ₦250\.00 to \d{10} \(GTBank\) before /),
    });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'initiateDynamicAccount',
      argument: { transactionReference: orderId, amountKobo: 25_000, durationSeconds: 1_800 },
    });
    const again = await buyer.post(bankTransferPath(orderId), {});
    expect(again.json().data.account_number).toBe(account.account_number);
    expect(fake.callsOf('initiateDynamicAccount')).toBe(calls + 1);
    expect((await buyer.get(bankTransferPath(orderId))).json().data.status).toBe('waiting');
  });

  it('refuses a card order (400), an unknown order and a reference that is no order id (404)', async () => {
    const cardOrder = await createTestOrder(buyer, t.database.db, { cycle });
    expect((await buyer.post(bankTransferPath(cardOrder), {})).statusCode).toBe(400);
    expect((await buyer.post(bankTransferPath(crypto.randomUUID()), {})).statusCode).toBe(404);
    expect((await buyer.post(bankTransferPath('not-an-order'), {})).statusCode).toBe(404);
    expect((await buyer.get(bankTransferPath(cardOrder))).statusCode).toBe(404);
    expect((await buyer.post(bankTransferPath(cardOrder), { extra: 1 })).statusCode).toBe(400);
  });

  it('answers 503 and lets a later call try again when the bank cannot be reached', async () => {
    const orderId = await createTestOrder(buyer, t.database.db, { cycle, paymentMethod: 'transfer' });
    fake.unavailable = true;
    try {
      expect((await buyer.post(bankTransferPath(orderId), {})).statusCode).toBe(503);
    } finally {
      fake.unavailable = false;
    }
    expect((await buyer.post(bankTransferPath(orderId), {})).statusCode).toBe(200);
  });
});

describe('an exact transfer in time', () => {
  it('settles the order once, drawn like a card payment, from the webhook; every later report changes nothing', async () => {
    const phone = '08035550001';
    const { orderId, account } = await transferOrder({ win: true, phone });
    const attempt = fake.sendToOneTimeAccount(account.account_number, 25_000);
    expect(attempt.status).toBe('SUCCESS');
    const response = await postMoneyInWebhook(t, fake, { kind: 'dynamic', attempt });
    expect(response.json()).toEqual({
      response_code: 200,
      transaction_reference: attempt.transactionReference,
      response_description: 'Success',
    });
    await t.app.background.settled();
    expect(await orderRow(orderId)).toMatchObject({
      status: 'winner_selected',
      outcome: 'won',
      paidAmountKobo: 25_000,
      gatewayStatus: 'success',
    });
    // Again from every side: the webhook, the job, the buyer's /thank-you.
    await postMoneyInWebhook(t, fake, { kind: 'dynamic', attempt });
    await t.app.background.settled();
    await runMoneyInSweep(t, clock.now());
    const verified = await verifyOrder(buyer, orderId);
    expect(verified.body).toMatchObject({ status: 'winner_selected', charged: true, outcome: 'won' });
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([
      `order:${orderId}:prize`,
      `order:${orderId}:settle`,
    ]);
    // The prize less the winner's 5% winnings tax (DOMAIN.md "Winnings tax").
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348035550001'))).toBe(
      cycle.winnableAmountKobo * 0.95,
    );
    expect((await buyer.get(bankTransferPath(orderId))).json().data).toMatchObject({
      status: 'paid',
      message: 'You won the raffle!',
    });
    const [row] = await t.database.db
      .select()
      .from(transferPaymentAccounts)
      .where(eq(transferPaymentAccounts.orderId, orderId));
    expect(row!.status).toBe('paid');
    await expectBooksClean();
  });

  it('trusts only what the gateway lists: a signed body whose unsigned status says SUCCESS for a returned transfer pays nothing', async () => {
    const { orderId, account } = await transferOrder();
    // Squad signs the references and the amount, not the status: a replay of a MISMATCH edited to SUCCESS.
    const returned = fake.sendToOneTimeAccount(account.account_number, 20_000);
    expect(returned.status).toBe('MISMATCH');
    const forged = { ...returned, status: 'SUCCESS' as const, refunded: false };
    expect((await postMoneyInWebhook(t, fake, { kind: 'dynamic', attempt: forged })).statusCode).toBe(200);
    await t.app.background.settled();
    expect(await orderRow(orderId)).toMatchObject({ status: 'verifying', outcome: null });
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([]);
    expect((await buyer.get(bankTransferPath(orderId))).json().data).toMatchObject({
      status: 'waiting',
      attempts: [{ amount: '200.00', status: 'MISMATCH', returned: true }],
    });
  });

  it('is found by /thank-you when the webhook never came (requery), and pays a signed-in customer', async () => {
    const customer = await signedInCustomer(t, { withPin: false });
    const { orderId, account } = await transferOrder({ win: false, client: customer.client });
    fake.sendToOneTimeAccount(account.account_number, 25_000);
    const verified = await verifyOrder(customer.client, orderId);
    expect(verified.body).toMatchObject({ status: 'entry_processed', charged: true, outcome: 'lost' });
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([`order:${orderId}:settle`]);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(0);
    await expectBooksClean();
  });

  it('is found by the minute job when nobody asks', async () => {
    const { orderId, account } = await transferOrder({ win: false });
    fake.sendToOneTimeAccount(account.account_number, 25_000);
    await runMoneyInSweep(t, clock.now());
    expect((await orderRow(orderId)).status).toBe('entry_processed');
  });
});

describe('a wrong amount, a late transfer, no transfer', () => {
  it('records a wrong amount and tells it plainly, never draws it; the order ends unpaid at expiry', async () => {
    const { orderId, account } = await transferOrder({ win: true });
    const wrong = fake.sendToOneTimeAccount(account.account_number, 24_000);
    expect(wrong.status).toBe('MISMATCH');
    expect((await postMoneyInWebhook(t, fake, { kind: 'dynamic', attempt: wrong })).statusCode).toBe(200);
    await t.app.background.settled();
    const waiting = (await buyer.get(bankTransferPath(orderId))).json().data;
    expect(waiting).toMatchObject({
      status: 'waiting',
      attempts: [
        {
          amount: '240.00',
          status: 'MISMATCH',
          returned: true,
          message:
            "₦240.00 arrived instead of ₦250.00: it is being returned to your bank by the bank's rules.",
        },
      ],
    });
    expect((await orderRow(orderId)).status).toBe('verifying');

    clock.advance(30 * 60_000 + TRANSFER_EXPIRY_GRACE_MS + 1_000);
    await runMoneyInSweep(t, clock.now());
    const ended = await verifyOrder(buyer, orderId);
    expect(ended.body).toMatchObject({ status: 'payment_failed', charged: false });
    expect(ended.body.message).toContain("returned to your bank by the bank's rules");
    expect(ended.body.message).toContain('nothing was taken');

    // The right amount, too late: the gateway calls it EXPIRED and returns it; recorded, never drawn.
    const late = fake.sendToOneTimeAccount(account.account_number, 25_000);
    expect(late.status).toBe('EXPIRED');
    await postMoneyInWebhook(t, fake, { kind: 'dynamic', attempt: late });
    await t.app.background.settled();
    await runMoneyInSweep(t, clock.now());
    await verifyOrder(buyer, orderId);
    const after = (await buyer.get(bankTransferPath(orderId))).json().data;
    expect(after.status).toBe('expired');
    expect(after.attempts.map((attempt: { status: string }) => attempt.status)).toEqual([
      'MISMATCH',
      'EXPIRED',
    ]);
    expect(after.attempts[1].message).toBe(
      "₦250.00 arrived after this account had expired or was already paid: it is being returned to your bank by the bank's rules.",
    );
    expect(await entryKeysOf(t.database.db, orderId)).toEqual([]);
    expect((await orderRow(orderId)).outcome).toBeNull();
    await expectBooksClean();
  });

  it('closes a transfer order whose account was never asked for, like an unstarted card checkout', async () => {
    const orderId = await createTestOrder(buyer, t.database.db, { cycle, paymentMethod: 'transfer' });
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    expect((await orderRow(orderId)).status).toBe('closed');
  });
});
