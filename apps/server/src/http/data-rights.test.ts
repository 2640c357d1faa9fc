import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authSessions,
  dataRequests,
  identityChecks,
  notifications,
  orders,
  retainedRecords,
  users,
} from '../db/schema';
import { eraseClosedAccounts } from '../domain/data-protection';
import { checkLedger } from '../domain/ledger';
import { ACCOUNT_CLOSED_MESSAGE, findUserById } from '../domain/users';
import { createTestUser, manualClock, testPassword } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { fundWallet, signedInCustomer, signedInVendor } from '../testing/money';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../testing/raffle';
import { logIn } from '../testing/accounts';

const clock = manualClock(new Date('2031-06-01T09:00:00Z'));
const t = useRaffleTestApp({ clock: clock.now });
const DAY = 86_400_000;

/** create_order the way the web app sends it: through the proxy, which carries the signed-in customer. */
async function createOrder(client: TestClient, parameters: Record<string, unknown>) {
  return client.post('/api/context-proxy/v1/proxy', {
    path: '/context-proxy/v1/action',
    method: 'POST',
    body: { action_type: 'create_order', parameters },
  });
}

async function buyFromWallet(client: TestClient, tickets: number) {
  const cycle = await openTestCycle(t.database.db, { now: clock.now() });
  const parameters = await createOrderParameters(t.database.db, {
    cycle,
    typeId: 1,
    tickets,
    paymentMethod: 'wallet',
    win: false,
  });
  const response = await createOrder(client, parameters);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { order_id: string } }).data.order_id;
}

/** A customer at tier 1 (BVN last four 0000) who bought 2 tickets from a wallet that had exactly their price. */
async function customerWithAnOrder() {
  const customer = await signedInCustomer(t);
  await fundWallet(t, customer.wallet, 50_000);
  const orderId = await buyFromWallet(customer.client, 2);
  return { ...customer, orderId };
}

describe('Download my data', () => {
  it('is one JSON file with the orders, the identity numbers masked and no hash of a password or PIN', async () => {
    const { user, client, orderId } = await customerWithAnOrder();
    const response = await client.get('/api/user/data-export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="chancepay-data-2031-06-01.json"/,
    );
    expect(response.headers['cache-control']).toBe('no-store, private');
    const document = response.json();
    expect(document.profile).toMatchObject({ username: user.username, email: user.email, phone: user.phone });
    expect(document.identity).toMatchObject({ tier: 1, bvn: '*******0000', nin: null });
    expect(document.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
    expect(document.wallet).toMatchObject({ balance: '0.00', statement_lines: 2 });
    expect(document.transaction_pin).toEqual({ set: true, set_at: expect.any(String), locked: false });
    expect(document.sessions).toHaveLength(1);
    expect(document.consents).toMatchObject({ money_by_email: true });
    // The keyed hash of the BVN, the password's and PIN's argon2 strings never leave the server.
    expect(response.body).not.toContain('test:bvn:');
    expect(response.body).not.toContain('$argon2');
    // The download is an access request, answered at once, in compliance's register.
    const register = await t.database.db.select().from(dataRequests).where(eq(dataRequests.userId, user.id));
    expect(register).toMatchObject([{ kind: 'access', source: 'profile', answeredAt: clock.now() }]);
  });

  it('gives the wallet statement as CSV with a running balance', async () => {
    const { client } = await customerWithAnOrder();
    const response = await client.get('/api/user/data-export/statement.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('date (Lagos),kind,reference,money in (NGN),money out (NGN),balance (NGN)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,500\.00,,500\.00$/);
    expect(lines[2]).toMatch(/,,500\.00,0\.00$/);
    expect((await client.get('/api/user/data-export/statement.csv?account=savings')).statusCode).toBe(400);
  });

  it('allows ten downloads a day, then says when to come back', async () => {
    const { client } = await signedInCustomer(t);
    for (let i = 0; i < 10; i++) expect((await client.get('/api/user/data-export')).statusCode).toBe(200);
    const refused = await client.get('/api/user/data-export/statement.csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Try again tomorrow');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is for a signed-in customer only', async () => {
    expect((await new TestClient(t.app).get('/api/user/data-export')).statusCode).toBe(401);
    const { client } = await signedInVendor(t);
    expect((await client.get('/api/user/data-export')).statusCode).toBe(403);
    expect((await client.post('/api/user/close-account', { password: testPassword })).statusCode).toBe(403);
  });
});

describe('Close my account', () => {
  it('is refused while the wallet holds money, naming the balance and the way to empty it', async () => {
    const { user, client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 123_456);
    const response = await client.post('/api/user/close-account', { password: testPassword });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Your wallet holds ₦1,234.56. Send it to your bank account first (Dashboard, Transfer), then close your account.',
    );
    expect((await findUserById(t.database.db, user.id))!.closedAt).toBeNull();
  });

  it('needs the right password, and a wrong one changes nothing', async () => {
    const { user, client } = await signedInCustomer(t);
    const wrong = await client.post('/api/user/close-account', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The password is incorrect. Your account is still open.');
    expect((await client.post('/api/user/close-account', {})).statusCode).toBe(400);
    expect((await findUserById(t.database.db, user.id))!.closedAt).toBeNull();
  });

  it('waits for an order still waiting for its card payment', async () => {
    const { client } = await signedInCustomer(t);
    const cycle = await openTestCycle(t.database.db, { now: clock.now() });
    const parameters = await createOrderParameters(t.database.db, {
      cycle,
      typeId: 1,
      paymentMethod: 'card',
    });
    expect((await createOrder(client, parameters)).statusCode).toBe(200);
    const response = await client.post('/api/user/close-account', { password: testPassword });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('still waiting for its payment');
  });

  it('with an empty wallet ends every session at once; the username, email and phone no longer sign in', async () => {
    const { user, client, orderId } = await customerWithAnOrder();
    const otherDevice = await logIn(t.app, user.email);
    const closed = await client.post('/api/user/close-account', { password: testPassword });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().message).toContain('Your account is closed and you are signed out everywhere');
    expect(closed.json().data.erasure_due_at).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());
    // Both devices' access tokens die with their sessions, and the other device cannot refresh.
    expect((await client.get('/api/user/data-export')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/user/data-export')).statusCode).toBe(401);
    expect((await otherDevice.post('/api/jwt-auth/v1/token', {})).statusCode).toBe(401);
    for (const name of [user.username, user.email, user.phone!]) {
      const login = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
        username: name,
        password: testPassword,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(ACCOUNT_CLOSED_MESSAGE);
    }
    // No reset link opens it again: none is mailed to a closed account.
    await t.app.inject({
      method: 'GET',
      url: `/api/send-reset-link?email=${encodeURIComponent(user.email)}`,
    });
    await t.app.background.settled();
    const mailed = (await t.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).json().messages;
    expect(mailed.filter((message: { to: string }) => message.to === user.email)).toEqual([]);
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.every((session) => session.revokedReason === 'account closed')).toBe(true);
    const [request] = await t.database.db.select().from(dataRequests).where(eq(dataRequests.kind, 'erasure'));
    expect(request).toMatchObject({ userId: user.id, source: 'profile', answeredAt: null });
    expect(request!.dueAt).toEqual(new Date(clock.now().getTime() + 30 * DAY));

    // The phone is free at once: a returning owner may prove it for a new account (the email waits for erasure).
    const returning = await createTestUser(t.database, {
      phone: user.phone!,
      email: 'returning@example.com',
    });
    expect(returning.phone).toBe(user.phone);

    // 14 days later the job erases the personal data and keeps the law's records apart; the books stay whole.
    await t.database.db.insert(notifications).values({
      eventKey: `test:${orderId}`,
      channel: 'sms',
      kind: 'order_paid',
      subjectId: orderId,
      status: 'sent',
      dueAt: clock.now(),
      recipient: user.phone,
      body: 'ChancePay: your order is paid',
      createdAt: clock.now(),
    });
    await t.database.db.insert(identityChecks).values({
      userId: user.id,
      kind: 'bvn',
      outcome: 'verified',
      provider: 'dojah',
      providerReference: 'ref-123',
      numberLast4: '0000',
      returnedName: 'TEST CUSTOMER',
      returnedDateOfBirth: '1990-01-01',
      tierBefore: 0,
      tierAfter: 1,
    });
    clock.advance(14 * DAY - 60_000);
    expect(await eraseClosedAccounts(t.database.db, { now: clock.now(), afterDays: 14 })).toEqual([]);
    clock.advance(60_000);
    expect(await eraseClosedAccounts(t.database.db, { now: clock.now(), afterDays: 14 })).toEqual([user.id]);

    const [erased] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(erased).toMatchObject({
      username: `closed-${user.id}`,
      displayName: 'Closed account',
      email: `closed-${user.id}@closed.invalid`,
      phone: null,
      erasedAt: clock.now(),
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ customerUserId: user.id, customerPhone: 'erased', customerEmail: null });
    const [text] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `test:${orderId}`));
    expect(text).toMatchObject({ body: null, recipient: null, status: 'sent' });
    const [check] = await t.database.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.userId, user.id));
    expect(check).toMatchObject({ outcome: 'verified', returnedName: null, numberLast4: null });
    const [kept] = await t.database.db
      .select()
      .from(retainedRecords)
      .where(eq(retainedRecords.userId, user.id));
    expect(kept!.identity).toMatchObject({
      username: user.username,
      email: user.email,
      phone: user.phone,
      verified_name: 'TEST CUSTOMER',
      bvn_last4: '0000',
      order_count: 1,
    });
    expect(kept!.identityChecks).toMatchObject([
      { provider_reference: 'ref-123', returned_name: 'TEST CUSTOMER' },
    ]);
    expect(kept!.keepUntil.getTime() - kept!.closedAt.getTime()).toBeGreaterThanOrEqual(5 * 365 * DAY);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual(
      [],
    );
    // The email is free now too, and the old name signs nobody in.
    await createTestUser(t.database, { email: user.email });
    const old = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: user.username,
      password: testPassword,
    });
    expect(old.statusCode).toBe(401);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
    // A second run finds nothing more to do.
    expect(await eraseClosedAccounts(t.database.db, { now: clock.now(), afterDays: 14 })).toEqual([]);
  });
  it('keeps a closed account whose wallet received money after closing until that money is returned', async () => {
    const { user, client, wallet } = await signedInCustomer(t);
    expect((await client.post('/api/user/close-account', { password: testPassword })).statusCode).toBe(200);
    // A transfer to the customer's dedicated account lands after closing: the money is still theirs.
    await fundWallet(t, wallet, 70_000);
    clock.advance(15 * DAY);
    expect(await eraseClosedAccounts(t.database.db, { now: clock.now(), afterDays: 14 })).toEqual([]);
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ username: user.username, phone: user.phone, erasedAt: null });
  });
});
