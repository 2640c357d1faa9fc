import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, transfers, users } from '../../db/schema';
import { sendNotificationsJobKind } from '../../jobs/notification-jobs';
import { createSquadClient } from '../../providers/squad/squad-client';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { TestClient } from '../../testing/http-client';
import { loopbackFetch } from '../../testing/loopback-fetch';
import {
  fundWallet,
  signedInCustomer,
  signedInVendor,
  testTransactionPin,
  transferContextFor,
} from '../../testing/money';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import type { TestApp } from '../../testing/test-app';
import { scheduleJobNoLaterThan } from '../jobs/queue';
import { verifyAndSettle } from '../raffle/settlement';
import type { SettlementContext } from '../raffle/settlement-context';
import { recordOutcome } from '../transfers/payout';
import { setAccountLanguage } from '../users/language';

/**
 * DOMAIN.md Notifications: one text per money event, also when the settlement is triggered three times at
 * once (verify, webhook, job). The races are real on PostgreSQL (DATABASE_URL); PGlite serialises them.
 */

const t = useRaffleTestApp({ smsReportDelayMs: 60_000 });
const client = new TestClient(() => t.app);
let settlement: SettlementContext;

beforeAll(() => {
  settlement = {
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
});

function signedWebhook(orderId: string, amountKobo: number) {
  const body = JSON.stringify({
    Event: 'charge_successful',
    TransactionRef: orderId,
    Body: { amount: amountKobo, transaction_ref: orderId, transaction_status: 'Success', currency: 'NGN' },
  });
  return {
    body,
    signature: createHmac('sha512', SQUAD_EMULATOR_SECRET_KEY).update(body).digest('hex').toUpperCase(),
  };
}

/** Verify, webhook and job, all at once, twice over. */
async function settleThreeWaysAtOnce(testApp: TestApp, orderId: string, amountKobo: number) {
  const webhook = signedWebhook(orderId, amountKobo);
  await Promise.all([
    verifyOrder(client, orderId),
    testApp.app.inject({
      method: 'POST',
      url: '/api/context-proxy/v1/squad/webhook',
      headers: { 'content-type': 'application/json', 'x-squad-encrypted-body': webhook.signature },
      payload: webhook.body,
    }),
    // A fresh context per racer: no in-process shortcut, only the database decides.
    verifyAndSettle({ ...settlement }, orderId, 'job'),
    verifyAndSettle({ ...settlement }, orderId, 'job'),
    verifyOrder(client, orderId),
  ]);
  await testApp.app.background.settled();
}

/** The sending job, run by three workers at once (as three server copies would). */
async function sendNotifications(testApp: TestApp) {
  const now = new Date();
  await scheduleJobNoLaterThan(testApp.database.db, {
    kind: sendNotificationsJobKind,
    key: 'all',
    runAt: now,
    now,
    revive: true,
  });
  await Promise.all([testApp.app.jobs.runDue(), testApp.app.jobs.runDue(), testApp.app.jobs.runDue()]);
}

async function textsTo(e164: string): Promise<{ provider: string; text: string }[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/sms/messages?to=${encodeURIComponent(e164)}`,
  });
  return response.json().messages;
}

async function rowsFor(subjectId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.subjectId, subjectId));
}

describe('a win', () => {
  it('texts the buyer once, though settlement ran three ways at once', async () => {
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 5_000_000 });
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08090000101', win: true });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    await settleThreeWaysAtOnce(t, orderId, 25_000);

    const rows = await rowsFor(orderId);
    // Bought with a phone alone: texts only (no mail row that could only be skipped).
    expect(rows.map((row) => [row.eventKey, row.channel]).sort()).toEqual([
      [`order:${orderId}:paid`, 'sms'],
      [`order:${orderId}:won`, 'sms'],
    ]);
    await sendNotifications(t);
    await sendNotifications(t);
    const texts = (await textsTo('+2348090000101')).map((text) => text.text).sort();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(`ChancePay: you paid NGN 250.00 for 1 ticket in Get Cash. Ref ${orderId}`);
    expect(texts[1]).toMatch(
      /^ChancePay: your ticket #\d+ in Get Cash won NGN 50,000\.00\. Tax NGN 2,500\.00 withheld; NGN 47,500\.00 is in your wallet\.$/,
    );
    const after = await rowsFor(orderId);
    expect(after.find((row) => row.channel === 'sms' && row.kind === 'order_won')).toMatchObject({
      status: 'sent',
      recipient: '+2348090000101',
      attempts: 1,
    });
  });

  it('mails the payment and the win too when the order gave an email', async () => {
    const cycle = await openTestCycle(t.database.db, { winnableAmountKobo: 5_000_000 });
    const orderId = await createTestOrder(client, t.database.db, {
      cycle,
      phone: '08090000108',
      email: 'Ada.Buyer@example.com',
      win: true,
    });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    await settleThreeWaysAtOnce(t, orderId, 25_000);
    expect((await rowsFor(orderId)).map((row) => [row.eventKey, row.channel]).sort()).toEqual([
      [`order:${orderId}:paid`, 'email'],
      [`order:${orderId}:paid`, 'sms'],
      [`order:${orderId}:won`, 'email'],
      [`order:${orderId}:won`, 'sms'],
    ]);
    await sendNotifications(t);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox.json?to=${encodeURIComponent('Ada.Buyer@example.com')}`,
    });
    expect(mail.json().messages).toHaveLength(2);
    expect((await rowsFor(orderId)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('records only the payment text for a losing Get Cash ticket, once though settled three ways', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08090000102', win: false });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    await settleThreeWaysAtOnce(t, orderId, 25_000);
    const rows = await rowsFor(orderId);
    expect(rows.map((row) => [row.eventKey, row.channel]).sort()).toEqual([[`order:${orderId}:paid`, 'sms']]);
    await sendNotifications(t);
    expect((await textsTo('+2348090000102')).map((text) => text.text)).toEqual([
      `ChancePay: you paid NGN 250.00 for 1 ticket in Get Cash. Ref ${orderId}`,
    ]);
  });
});

describe('Scan2Pay4Me', () => {
  it('texts the vendor once when a customer’s payment lands, and mails them too', async () => {
    const { vendor } = await signedInVendor(t);
    const cycle = await openTestCycle(t.database.db, { typeIds: [1, 2] });
    const orderId = await createTestOrder(client, t.database.db, {
      cycle,
      typeId: 2,
      vendorId: vendor.id,
      amountDueKobo: 250_000,
      phone: '08090000103',
      win: false,
    });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 275_000), 'pay');
    await settleThreeWaysAtOnce(t, orderId, 275_000);
    await sendNotifications(t);

    const texts = await textsTo(vendor.phoneNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(
      /^ChancePay: \+234809\*\*\*\*103 paid you NGN 2,500\.00 with Scan2Pay4Me \(ticket #\d+\)\. It is in your wallet\.$/,
    );
    // The buyer gets the payment's own text, naming the shop and the reference (ux-walk finding 22).
    expect((await textsTo('+2348090000103')).map((text) => text.text)).toEqual([
      `ChancePay: you paid NGN 2,750.00 to ${vendor.businessName} with Scan2Pay4Me (1 ticket). Ref ${orderId}`,
    ]);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox.json?to=${encodeURIComponent(vendor.email)}`,
    });
    expect(mail.json().messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: 'Payment received: ₦2,500.00'.replace('₦', 'NGN '),
      }),
    ]);
  });
});

describe('bank transfers', () => {
  const AMBIGUOUS = '3333333334';

  async function pendingTransfer(testApp: TestApp) {
    const customer = await signedInCustomer(testApp);
    await fundWallet(testApp, customer.wallet, 1_000_000);
    const response = await customer.client.post(
      '/api/user/transfer',
      {
        bank: '058',
        recipientAccount: AMBIGUOUS,
        amount: '1500.00',
        description: 'Rent',
        pin: testTransactionPin,
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(response.statusCode).toBe(202);
    const [row] = await testApp.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.walletAccount, customer.wallet));
    expect(row!.status).toBe('pending');
    return { ...customer, transferId: row!.id };
  }

  it.each([
    [
      'success',
      'successful',
      /^ChancePay: your transfer of NGN 1,500\.00 to .+ \(\*\*\*\*3334\) was successful\.$/,
    ],
    [
      'failed',
      'failed',
      /^ChancePay: your transfer of NGN 1,500\.00 to .+ failed\. NGN 1,500\.00 is back in your wallet\.$/,
    ],
  ] as const)(
    'texts the customer once when a transfer ends %s, though three workers record it at once',
    async (status, final, text) => {
      const { user, transferId } = await pendingTransfer(t);
      const context = transferContextFor(t);
      const results = await Promise.all(
        [1, 2, 3].map(() => recordOutcome(context, transferId, { status, message: 'from the bank' }, null)),
      );
      expect(results.map((row) => row.status)).toEqual([final, final, final]);
      await sendNotifications(t);
      const texts = await textsTo(user.phone!);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.text).toMatch(text);
      // The customer has an email and never said no: the mail goes too.
      const mail = await t.app.inject({
        method: 'GET',
        url: `/sandbox/outbox.json?to=${encodeURIComponent(user.email)}`,
      });
      expect(mail.json().messages).toHaveLength(1);
    },
  );

  it('texts the customer in the language their account chose', async () => {
    const { user, transferId } = await pendingTransfer(t);
    await setAccountLanguage(t.database.db, user.id, 'ha');
    await recordOutcome(transferContextFor(t), transferId, { status: 'failed', message: 'no' }, null);
    await sendNotifications(t);
    const texts = await textsTo(user.phone!);
    expect(texts.map((text) => text.text)).toEqual([
      expect.stringMatching(
        /^ChancePay: turar kudinka na NGN 1,500\.00 zuwa .+ ba ta yi nasara ba\. NGN 1,500\.00 ya dawo walat dinka\.$/,
      ),
    ]);
  });

  it('sends no mail to a customer who turned it off on the Profile page', async () => {
    const { user, client: customer, transferId } = await pendingTransfer(t);
    const turnedOff = await customer.post('/api/user/notification-preferences', { money_by_email: false });
    expect(turnedOff.statusCode).toBe(200);
    await recordOutcome(transferContextFor(t), transferId, { status: 'success', message: 'ok' }, null);
    await sendNotifications(t);
    expect(await textsTo(user.phone!)).toHaveLength(1);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox.json?to=${encodeURIComponent(user.email)}`,
    });
    expect(mail.json().messages).toEqual([]);
  });
});

describe('sending', () => {
  const outage = (provider: 'termii' | 'africastalking', down: boolean) =>
    t.app.inject({ method: 'PUT', url: `/sandbox/${provider}/outage`, payload: { down } });

  it('keeps a text no provider takes, tries again after a back-off, then sends it once', async () => {
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08090000104', win: true });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    await verifyOrder(client, orderId);
    const smsRow = async () =>
      (await rowsFor(orderId)).find((row) => row.channel === 'sms' && row.kind === 'order_won')!;
    await outage('termii', true);
    await outage('africastalking', true);
    try {
      const before = Date.now();
      await sendNotifications(t);
      const waiting = await smsRow();
      expect(waiting).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringContaining('Every SMS provider failed'),
      });
      expect(waiting.dueAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
      await sendNotifications(t);
      expect((await smsRow()).attempts).toBe(1); // not due yet
    } finally {
      await outage('termii', false);
      await outage('africastalking', false);
    }
    // The back-off has passed.
    await t.database.db
      .update(notifications)
      .set({ dueAt: new Date() })
      .where(eq(notifications.subjectId, orderId));
    await sendNotifications(t);
    expect(await smsRow()).toMatchObject({ status: 'sent', attempts: 2 });
    // The win's text and the payment's, each once.
    expect(await textsTo('+2348090000104')).toHaveLength(2);
  });
});

describe('vendor settlement', () => {
  it('texts the vendor once when the settlement is paid', async () => {
    const { client: vendorClient, vendor, wallet } = await signedInVendor(t);
    await fundWallet(t, wallet, 1_250_000);
    const response = await vendorClient.post(
      '/api/user/settlement',
      {},
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(response.statusCode).toBe(200);
    await sendNotifications(t);
    const texts = await textsTo(vendor.phoneNumber);
    expect(texts.map((text) => text.text)).toEqual([
      `ChancePay: your settlement of NGN 12,500.00 was paid to your bank account ****${vendor.bankAccountNumber.slice(-4)}.`,
    ]);
  });
});

describe('responsible play', () => {
  async function customerWithPhone(phone: string) {
    const customer = await signedInCustomer(t);
    await t.database.db.execute(sql`update users set phone = ${phone} where id = ${customer.user.id}`);
    return customer;
  }

  it('texts when a self-exclusion starts', async () => {
    const { client: customer } = await customerWithPhone('+2348090000105');
    const response = await customer.post('/api/user/self-exclusion', { period: '6_months' });
    expect(response.statusCode).toBe(200);
    await sendNotifications(t);
    const texts = await textsTo('+2348090000105');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(
      /^ChancePay: your self-exclusion has started\. You cannot buy tickets until \d{1,2} \w{3} \d{4}\. Your wallet and transfers still work\.$/,
    );
    // Asked again while it runs: it is extended, and the text says so.
    expect((await customer.post('/api/user/self-exclusion', { period: '1_year' })).statusCode).toBe(200);
    await sendNotifications(t);
    const again = await textsTo('+2348090000105');
    expect(again).toHaveLength(2);
    expect(again[0]!.text).toMatch(
      /^ChancePay: your self-exclusion is extended\. You cannot buy tickets until /,
    );
  });

  it('texts when a limit increase takes effect, 24 hours later, and not for one called off', async () => {
    const { user, client: customer } = await customerWithPhone('+2348090000106');
    expect(
      (await customer.post('/api/user/play-limits', { daily_limit: '1000', monthly_limit: '20000' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await customer.post('/api/user/play-limits', { daily_limit: '5000', monthly_limit: '30000' }))
        .statusCode,
    ).toBe(200);
    // The monthly increase is called off: asking for the limit in force drops it.
    expect((await customer.post('/api/user/play-limits', { monthly_limit: '20000' })).statusCode).toBe(200);
    await sendNotifications(t);
    expect(await textsTo('+2348090000106')).toEqual([]);
    const rows = await rowsFor(user.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['limit_increase', 'limit_increase']);
    for (const row of rows) expect(row.dueAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // A day passes (the rows' due time is moved, not the clock: the increase itself is checked unchanged).
    await t.database.db
      .update(notifications)
      .set({ dueAt: new Date() })
      .where(eq(notifications.subjectId, user.id));
    await sendNotifications(t);
    expect((await textsTo('+2348090000106')).map((text) => text.text)).toEqual([
      'ChancePay: as you asked 24 hours ago, your daily ticket spend limit is now NGN 5,000.00.',
    ]);
    expect((await rowsFor(user.id)).map((row) => [row.details.period, row.status]).sort()).toEqual([
      ['daily', 'sent'],
      ['monthly', 'skipped'],
    ]);
  });
});

describe('languages (DOMAIN.md "Channels and languages")', () => {
  it('texts a ticket bought signed out in the language of the account that holds the phone', async () => {
    const owner = await signedInCustomer(t);
    await t.database.db.update(users).set({ phone: '+2348090000107' }).where(eq(users.id, owner.user.id));
    await setAccountLanguage(t.database.db, owner.user.id, 'yo');
    const cycle = await openTestCycle(t.database.db);
    const orderId = await createTestOrder(client, t.database.db, { cycle, phone: '08090000107', win: false });
    await pressCheckoutButton(client, await initiateCheckout(client, orderId, 25_000), 'pay');
    await verifyOrder(client, orderId);
    await sendNotifications(t);
    expect((await textsTo('+2348090000107')).map((text) => text.text)).toEqual([
      `ChancePay: o san NGN 250.00 fun tikeeti 1 ninu Get Cash. Ref ${orderId}`,
    ]);
  });

  it('texts and mails a vendor in the language their account chose', async () => {
    const { user: vendorUser, client: vendorClient, vendor, wallet: vendorWallet } = await signedInVendor(t);
    await setAccountLanguage(t.database.db, vendorUser.id, 'ig');
    await fundWallet(t, vendorWallet, 1_250_000);
    const response = await vendorClient.post(
      '/api/user/settlement',
      {},
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(response.statusCode).toBe(200);
    await sendNotifications(t);
    expect((await textsTo(vendor.phoneNumber)).map((text) => text.text)).toEqual([
      `ChancePay: e kwuola settlement gi nke NGN 12,500.00 na akauntu ulo aku gi ****${vendor.bankAccountNumber.slice(-4)}.`,
    ]);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox.json?to=${encodeURIComponent(vendor.email)}`,
    });
    expect(mail.json().messages).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'E kwuola settlement NGN 12,500.00' }),
    ]);
  });
});
