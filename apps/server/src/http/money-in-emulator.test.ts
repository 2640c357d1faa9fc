import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboundCredits, orders } from '../db/schema';
import { checkBooks } from '../domain/finance/books-check';
import { balanceOf } from '../domain/ledger';
import type { CycleView } from '../domain/raffle/cycle-views';
import { SQUAD_EMULATOR_SECRET_KEY } from '../sandbox/squad/credentials';
import { TestClient } from '../testing/http-client';
import { customerWithAccount, runMoneyInSweep } from '../testing/money-in';
import { createTestOrder, openTestCycle, useRaffleTestApp, verifyOrder } from '../testing/raffle';
import { bankTransferPath } from './money-in';

// Issue #22 through the real parts: the Squad virtual-account client talking to the app's own emulator, whose
// signed webhooks come back to /api/money-in/squad/webhook (looped back in process). The domain's own tests
// (money-in.test.ts, transfer-payments.test.ts, the property and race tests) drive a fake of the port; this
// file proves the wire: both ends agree on the bodies, the signatures and the amounts.

const t = useRaffleTestApp();
let cycle: CycleView;
const buyer = new TestClient(() => t.app);

beforeAll(async () => {
  cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 1_000_000_000 });
});

async function emulator(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method,
    url: `/sandbox/squad${url}`,
    headers: { authorization: `Bearer ${SQUAD_EMULATOR_SECRET_KEY}` },
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as Record<string, unknown>;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectBooksClean() {
  const report = await checkBooks(t.database.db);
  expect(report.ledger.ok).toBe(true);
  expect(report.business?.ok).toBe(true);
}

describe('a customer’s own account number, over the wire', () => {
  it('a transfer to it reaches the wallet once, by the signed webhook, net of the gateway’s fee', async () => {
    const { wallet, client, accountNumber } = await customerWithAccount(t);
    expect(accountNumber).toMatch(/^\d{10}$/);
    const opened = (await client.get('/api/user/money-in/account')).json().data;
    expect(opened).toMatchObject({ status: 'open', account_number: accountNumber, bank_name: 'GTBank' });
    expect(opened.account_name).toMatch(/^CHANCEPAY\/ADA/);

    await emulator('POST', '/virtual-account/simulate/payment', {
      virtual_account_number: accountNumber,
      amount: '5000.00',
    });
    // 0.1% of ₦5,000.00 is the emulator's fee: ₦4,995.00 reaches the wallet.
    await eventually(
      () => balanceOf(t.database.db, wallet),
      (balance) => balance === 499_500,
      'wallet',
    );
    const reports = (await client.get('/api/user/reports')).json();
    expect(JSON.stringify(reports)).toContain('Top-up by bank transfer');
    const credits = (await client.get('/api/user/money-in/account')).json().data.credits;
    expect(credits).toMatchObject([{ amount: '5000.00', fee: '5.00', status: 'posted' }]);
    await expectBooksClean();
  });

  it('a webhook that never arrived is found in the missed-webhook log by the sweep, and posted once', async () => {
    const { wallet, accountNumber } = await customerWithAccount(t);
    await emulator('PUT', '/virtual-account/webhook-outage', { down: true });
    try {
      await emulator('POST', '/virtual-account/simulate/payment', {
        virtual_account_number: accountNumber,
        amount: '2000.00',
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await balanceOf(t.database.db, wallet)).toBe(0);
    } finally {
      await emulator('PUT', '/virtual-account/webhook-outage', { down: false });
    }
    await runMoneyInSweep(t, new Date());
    await runMoneyInSweep(t, new Date());
    expect(await balanceOf(t.database.db, wallet)).toBe(199_800);
    const rows = await t.database.db
      .select()
      .from(inboundCredits)
      .where(eq(inboundCredits.accountNumber, accountNumber));
    expect(rows).toMatchObject([{ firstReportedBy: 'sweep', settledKobo: 199_800 }]);
    await expectBooksClean();
  });
});

describe('an order paid by transfer to a one-time account, over the wire', () => {
  it('an exact transfer in time pays it, and the draw happens as for a card', async () => {
    const orderId = await createTestOrder(buyer, t.database.db, { cycle, paymentMethod: 'transfer' });
    const started = await buyer.post(bankTransferPath(orderId), {});
    expect(started.statusCode, started.body).toBe(200);
    const account = started.json().data as { account_number: string; amount: string; status: string };
    expect(account).toMatchObject({ amount: '250.00', status: 'waiting' });
    await emulator('POST', '/virtual-account/simulate/payment', {
      virtual_account_number: account.account_number,
      amount: account.amount,
      dva: true,
    });
    await eventually(
      async () => (await buyer.get(bankTransferPath(orderId))).json().data.status as string,
      (status) => status === 'paid',
      'transfer order',
    );
    const verified = await verifyOrder(buyer, orderId);
    expect(['winner_selected', 'entry_processed']).toContain(verified.body.status);
    await expectBooksClean();
  });

  it('another amount is returned by the gateway, told plainly, and never drawn', async () => {
    const orderId = await createTestOrder(buyer, t.database.db, { cycle, paymentMethod: 'transfer' });
    const account = (await buyer.post(bankTransferPath(orderId), {})).json().data as {
      account_number: string;
    };
    await emulator('POST', '/virtual-account/simulate/payment', {
      virtual_account_number: account.account_number,
      amount: '200.00',
      dva: true,
    });
    const state = await eventually(
      async () => (await buyer.get(bankTransferPath(orderId))).json().data,
      (data: { attempts: { message: string }[] }) => data.attempts.length === 1,
      'the returned attempt',
    );
    expect(state).toMatchObject({
      status: 'waiting',
      attempts: [{ amount: '200.00', status: 'MISMATCH', returned: true }],
    });
    expect(state.attempts[0]!.message).toMatch(
      /returned to your bank by the bank’s rules|returned to your bank by the bank's rules/,
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('verifying');
    expect(order!.outcome).toBeNull();
  });
});
