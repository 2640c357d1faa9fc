import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../providers/payments';
import { createSquadVirtualAccounts } from '../../providers/squad/virtual-accounts';
import type { CustomerAccountRequest, VirtualAccountGateway } from '../../providers/virtual-accounts';
import { loopbackFetch } from '../../testing/loopback-fetch';
import { createTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { SQUAD_EMULATOR_SECRET_KEY } from './credentials';
import { createDatabaseSquadEmulatorStore } from './database-store';
import { squadEmulator, type SquadEmulatorOptions } from './squad-emulator';
import { createInMemorySquadEmulatorStore } from './store';

/**
 * The emulator's virtual accounts driven over HTTP through the real client; its webhooks loop back into a
 * small receiver in the same Fastify app, standing where the app's /api/money-in/squad/webhook will be.
 */

const database = useTestDatabase();
const stores = [
  ['in memory', () => createInMemorySquadEmulatorStore()],
  ['in the database', () => createDatabaseSquadEmulatorStore(database.db)],
] as const;

const SECRET_KEY = 'sandbox_sk_virtual_account_test_key';
const PUBLIC_URL = 'http://emulator.test';
const WEBHOOK_PATH = '/api/money-in/squad/webhook';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

async function startEmulator(options: Partial<SquadEmulatorOptions> = {}) {
  const app: FastifyInstance = Fastify();
  const received: ReceivedWebhook[] = [];
  /** What the receiver answers, in turn; 200 once these run out. */
  const statuses: number[] = [];
  const clock = { now: new Date('2025-06-02T10:00:00.000Z') };
  await app.register(async (receiver) => {
    // The raw bytes, as the app's webhook route will check them.
    receiver.removeAllContentTypeParsers();
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    receiver.post(WEBHOOK_PATH, async (request, reply) => {
      received.push({ headers: request.headers, rawBody: String(request.body) });
      return reply.code(statuses.shift() ?? 200).send({ response_code: 200 });
    });
  });
  const fetchImpl = loopbackFetch(() => app, PUBLIC_URL);
  await app.register(squadEmulator, {
    prefix: '/sandbox/squad',
    store: createInMemorySquadEmulatorStore(),
    secretKey: SECRET_KEY,
    merchantId: 'SBTESTMRCH',
    merchantName: 'ChancePay',
    publicUrl: PUBLIC_URL,
    logger: app.log,
    fetchImpl,
    virtualAccountWebhookUrl: `${PUBLIC_URL}${WEBHOOK_PATH}`,
    virtualAccountWebhookDelayMs: 0,
    clock: () => clock.now,
    ...options,
  });
  await app.ready();
  cleanups.push(() => app.close());
  const gateway: VirtualAccountGateway = createSquadVirtualAccounts({
    baseUrl: `${PUBLIC_URL}/sandbox/squad`,
    secretKey: SECRET_KEY,
    timeoutMs: 5_000,
    fetchImpl,
    accountNamePrefix: 'CHANCEPAY',
  });

  return {
    app,
    gateway,
    received,
    statuses,
    clock,
    async simulate(body: Record<string, unknown>) {
      return app.inject({
        method: 'POST',
        url: '/sandbox/squad/virtual-account/simulate/payment',
        headers: { authorization: `Bearer ${SECRET_KEY}` },
        payload: body,
      });
    },
    async setOutage(down: boolean) {
      const response = await app.inject({
        method: 'PUT',
        url: '/sandbox/squad/virtual-account/webhook-outage',
        payload: { down },
      });
      expect(response.json()).toEqual({ down });
    },
    /** Waits for the n-th webhook and gives it parsed, after checking its signature. */
    async webhook(count: number) {
      await eventually(() => received.length >= count);
      const webhook = received[count - 1]!;
      expect(gateway.verifyWebhookSignature(webhook.rawBody, webhook.headers)).toBe(true);
      return { ...webhook, parsed: gateway.parseWebhook(webhook.rawBody) };
    },
  };
}

async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const ada: CustomerAccountRequest = {
  customerIdentifier: 'user0001',
  firstName: 'Ada',
  middleName: 'Ngozi',
  lastName: 'Okafor',
  mobileNumber: '08012345678',
  dateOfBirth: '1990-10-30',
  bvn: '22212345678',
  gender: 'female',
  address: '12 Allen Avenue, Ikeja',
  email: 'ada@example.ng',
};

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

async function openWithoutBvn(emulator: Emulator, customerIdentifier: string) {
  const response = await emulator.app.inject({
    method: 'POST',
    url: '/sandbox/squad/virtual-account/sandbox/create-without-bvn',
    headers: { authorization: `Bearer ${SECRET_KEY}` },
    payload: {
      customer_identifier: customerIdentifier,
      first_name: 'Emeka',
      last_name: 'Obi',
      mobile_num: '08098765432',
      dob: '01/15/1988',
      gender: '1',
      address: '3 Broad Street, Lagos',
    },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { virtual_account_number: string } }).data.virtual_account_number;
}

describe('static accounts', () => {
  it('opens, finds and names an account in the customer name; a repeated identifier gives it back', async () => {
    const { gateway } = await startEmulator();
    const account = await gateway.createCustomerAccount(ada);
    expect(account).toEqual({
      customerIdentifier: 'user0001',
      accountNumber: expect.stringMatching(/^0\d{9}$/),
      bankCode: '058',
      bankName: 'GTBank',
      accountName: 'CHANCEPAY/ADA OKAFOR',
      hasBvn: true,
    });
    await expect(gateway.findCustomerAccount('user0001')).resolves.toEqual(account);
    await expect(gateway.createCustomerAccount(ada)).resolves.toEqual(account);
    await expect(gateway.findCustomerAccount('nobody')).resolves.toBeNull();
  });

  it('refuses a BVN that does not verify and a missing field, in Squad words', async () => {
    const { app, gateway } = await startEmulator();
    const refused = await gateway
      .createCustomerAccount({ ...ada, bvn: '12345678901' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect(refused).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect((refused as Error).message).toContain('BVN verification failed');

    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/squad/virtual-account',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
      payload: { customer_identifier: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      success: false,
      message: '"first_name" is required',
      data: {},
    });

    const unauthorized = await app.inject({ method: 'GET', url: '/sandbox/squad/virtual-account/user0001' });
    expect(unauthorized.statusCode).toBe(401);
  });

  it('attaches a BVN only with the phone number on the account', async () => {
    const emulator = await startEmulator();
    await openWithoutBvn(emulator, 'user0002');
    await expect(emulator.gateway.findCustomerAccount('user0002')).resolves.toMatchObject({ hasBvn: false });
    await expect(
      emulator.gateway.attachBvn({
        customerIdentifier: 'user0002',
        bvn: '22299988877',
        mobileNumber: '08000000000',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', httpStatus: 409 });
    await expect(
      emulator.gateway.attachBvn({
        customerIdentifier: 'user0002',
        bvn: '12299988877',
        mobileNumber: '08098765432',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', httpStatus: 400 });
    await emulator.gateway.attachBvn({
      customerIdentifier: 'user0002',
      bvn: '22299988877',
      mobileNumber: '08098765432',
    });
    await expect(emulator.gateway.findCustomerAccount('user0002')).resolves.toMatchObject({ hasBvn: true });
  });
});

describe('credits', () => {
  it('sends a credit as a v1 webhook signed over the body, and lists it for the customer and the day', async () => {
    const emulator = await startEmulator();
    const { accountNumber } = await emulator.gateway.createCustomerAccount(ada);
    const response = await emulator.simulate({
      virtual_account_number: accountNumber,
      amount: '1250.50',
      sender_name: 'Bola Adeyemi',
    });
    expect(response.json()).toEqual({ status: 200, success: true, message: 'Success', data: {} });

    const webhook = await emulator.webhook(1);
    expect(webhook.headers['x-squad-signature']).toMatch(/^[0-9A-F]{128}$/);
    expect(JSON.parse(webhook.rawBody)).not.toHaveProperty('version');
    const credit = {
      transactionReference: expect.stringMatching(/^REF\d{20}_1$/),
      accountNumber,
      customerIdentifier: 'user0001',
      principalKobo: 125_050,
      // 0.1% of ₦1,250.50 is ₦1.2505: ₦1.25.
      feeKobo: 125,
      settledKobo: 124_925,
      transactionDate: '2025-06-02T10:00:00.000Z',
      senderName: 'BOLA ADEYEMI',
      sessionId: null,
      frozen: null,
    };
    expect(webhook.parsed).toEqual({ kind: 'static', credit });

    const [listed] = await emulator.gateway.customerCredits('user0001');
    expect(listed).toEqual({ ...credit, sessionId: expect.stringMatching(/^\d{30}$/) });
    await expect(
      emulator.gateway.merchantCredits({
        startDate: '2025-06-02',
        endDate: '2025-06-02',
        page: 1,
        perPage: 50,
      }),
    ).resolves.toEqual([listed]);
    await expect(
      emulator.gateway.merchantCredits({
        startDate: '2025-06-03',
        endDate: '2025-06-03',
        page: 1,
        perPage: 50,
      }),
    ).resolves.toEqual([]);
  });

  it('sends v2 webhooks signed over the pipe-joined fields when told to', async () => {
    const emulator = await startEmulator({ virtualAccountWebhookVersion: 'v2', signatureCase: 'lower' });
    const { accountNumber } = await emulator.gateway.createCustomerAccount(ada);
    await emulator.simulate({ virtual_account_number: accountNumber, amount: 45_000 });

    const webhook = await emulator.webhook(1);
    expect(webhook.headers['x-squad-signature']).toMatch(/^[0-9a-f]{128}$/);
    expect(JSON.parse(webhook.rawBody)).toMatchObject({
      version: 'v2',
      prefix: 'CHANCEPAY',
      first_name: 'Ada',
    });
    expect(webhook.parsed).toMatchObject({
      kind: 'static',
      credit: {
        principalKobo: 4_500_000,
        feeKobo: 4_500,
        settledKobo: 4_495_500,
        sessionId: expect.stringMatching(/^\d{30}$/),
      },
    });
  });

  it('refuses a transfer to no account and a malformed amount', async () => {
    const emulator = await startEmulator();
    expect(
      (await emulator.simulate({ virtual_account_number: '0123456789', amount: '10.00' })).statusCode,
    ).toBe(404);
    const { accountNumber } = await emulator.gateway.createCustomerAccount(ada);
    const malformed = await emulator.simulate({ virtual_account_number: accountNumber, amount: '1,000.00' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('missed webhooks', () => {
  it('logs webhooks during an outage, and ones not answered 200, until they are deleted', async () => {
    const emulator = await startEmulator();
    const { accountNumber } = await emulator.gateway.createCustomerAccount(ada);

    await emulator.setOutage(true);
    await emulator.simulate({ virtual_account_number: accountNumber, amount: '100.00' });
    await eventually(
      async () => (await emulator.gateway.missedWebhooks({ page: 1, perPage: 100 })).length === 1,
    );
    expect(emulator.received).toHaveLength(0);

    await emulator.setOutage(false);
    emulator.statuses.push(500);
    await emulator.simulate({ virtual_account_number: accountNumber, amount: '200.00' });
    await eventually(
      async () => (await emulator.gateway.missedWebhooks({ page: 1, perPage: 100 })).length === 2,
    );
    // The second is in the log from the start; it stays there once its delivery is answered 500.
    await eventually(async () => emulator.received.length === 1);

    const missed = await emulator.gateway.missedWebhooks({ page: 1, perPage: 100 });
    expect(missed.map((credit) => credit.principalKobo).sort()).toEqual([10_000, 20_000]);
    const credits = await emulator.gateway.customerCredits('user0001');
    expect(missed.map((credit) => credit.transactionReference).sort()).toEqual(
      credits.map((credit) => credit.transactionReference).sort(),
    );

    for (const credit of missed) await emulator.gateway.clearMissedWebhook(credit.transactionReference);
    await expect(emulator.gateway.missedWebhooks({ page: 1, perPage: 100 })).resolves.toEqual([]);

    await emulator.simulate({ virtual_account_number: accountNumber, amount: '300.00' });
    expect((await emulator.webhook(2)).parsed).toMatchObject({ credit: { principalKobo: 30_000 } });
    // Logged until answered 200 (a process dying before it is sent leaves it there), cleared once answered.
    await expect.poll(() => emulator.gateway.missedWebhooks({ page: 1, perPage: 100 })).toEqual([]);
  });
});

describe.each(stores)('the ₦20,000 hold on an account without BVN, %s', (_name, createStore) => {
  it('holds a credit above ₦20,000 until a BVN is attached, then announces it released', async () => {
    const emulator = await startEmulator({ store: createStore() });
    const accountNumber = await openWithoutBvn(emulator, 'user0003');

    await emulator.simulate({ virtual_account_number: accountNumber, amount: '20000.00' });
    expect((await emulator.webhook(1)).parsed).toMatchObject({
      credit: { principalKobo: 2_000_000, frozen: null },
    });

    await emulator.simulate({ virtual_account_number: accountNumber, amount: '20000.01' });
    const held = await emulator.webhook(2);
    expect(held.parsed).toMatchObject({
      kind: 'static',
      credit: {
        principalKobo: 2_000_001,
        frozen: {
          freezeReference: expect.stringMatching(/^FRZ/),
          reason: 'Amount above 20000 when BVN not set',
        },
      },
    });
    const heldReference = held.parsed.kind === 'static' ? held.parsed.credit.transactionReference : '';
    const listed = await emulator.gateway.customerCredits('user0003');
    expect(listed.find((credit) => credit.transactionReference === heldReference)?.frozen).not.toBeNull();

    await emulator.gateway.attachBvn({
      customerIdentifier: 'user0003',
      bvn: '22211122233',
      mobileNumber: '08098765432',
    });
    const released = await emulator.webhook(3);
    expect(released.parsed).toMatchObject({ credit: { transactionReference: heldReference, frozen: null } });
    const after = await emulator.gateway.customerCredits('user0003');
    expect(after.every((credit) => credit.frozen === null)).toBe(true);

    // Released once: attaching again announces nothing more.
    await emulator.gateway.attachBvn({
      customerIdentifier: 'user0003',
      bvn: '22211122233',
      mobileNumber: '08098765432',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emulator.received).toHaveLength(3);
  });
});

describe.each(stores)('one-time accounts, %s', (_name, createStore) => {
  it('takes the first exact transfer in time; returns other amounts, later ones and late ones', async () => {
    const emulator = await startEmulator({ store: createStore() });
    const { gateway, clock } = emulator;
    const account = await gateway.initiateDynamicAccount({
      transactionReference: 'order-1',
      amountKobo: 150_000,
      durationSeconds: 600,
      email: 'buyer@example.ng',
    });
    expect(account).toEqual({
      transactionReference: 'order-1',
      accountNumber: expect.stringMatching(/^9\d{9}$/),
      accountName: 'SQUAD_CHANCEPAY',
      bankName: 'GTBank',
      expectedAmountKobo: 150_000,
      expiresAt: '2025-06-02T10:10:00.000Z',
    });
    await expect(gateway.dynamicAttempts('order-1')).resolves.toEqual([]);

    await emulator.simulate({ virtual_account_number: account.accountNumber, amount: '1400.00', dva: true });
    expect((await emulator.webhook(1)).parsed).toMatchObject({
      kind: 'dynamic',
      attempt: {
        merchantReference: 'order-1',
        status: 'MISMATCH',
        amountReceivedKobo: 140_000,
        expectedAmountKobo: 150_000,
        refunded: true,
      },
    });
    // A second apart, as transfers are: the listing is in the order they arrived (by date).
    clock.now = new Date(clock.now.getTime() + 1_000);
    await emulator.simulate({ virtual_account_number: account.accountNumber, amount: '1500.00', dva: true });
    expect((await emulator.webhook(2)).parsed).toMatchObject({
      attempt: { status: 'SUCCESS', refunded: false },
    });
    clock.now = new Date(clock.now.getTime() + 1_000);
    await emulator.simulate({ virtual_account_number: account.accountNumber, amount: '1500.00', dva: true });
    expect((await emulator.webhook(3)).parsed).toMatchObject({
      attempt: { status: 'EXPIRED', refunded: true },
    });
    expect(emulator.received[1]!.headers['x-squad-encrypted-body']).toMatch(/^[0-9A-F]{128}$/);

    const late = await gateway.initiateDynamicAccount({
      transactionReference: 'order-2',
      amountKobo: 150_000,
      durationSeconds: 60,
      email: 'buyer@example.ng',
    });
    clock.now = new Date(new Date(late.expiresAt).getTime() + 1);
    await emulator.simulate({ virtual_account_number: late.accountNumber, amount: '1500.00', dva: true });
    expect((await emulator.webhook(4)).parsed).toMatchObject({
      attempt: { merchantReference: 'order-2', status: 'EXPIRED', refunded: true },
    });

    const attempts = await gateway.dynamicAttempts('order-1');
    expect(attempts.map(({ status, refunded }) => ({ status, refunded }))).toEqual([
      { status: 'MISMATCH', refunded: true },
      { status: 'SUCCESS', refunded: false },
      { status: 'EXPIRED', refunded: true },
    ]);
    await expect(gateway.dynamicAttempts('never-initiated')).resolves.toEqual([]);
    await expect(
      gateway.initiateDynamicAccount({
        transactionReference: 'order-1',
        amountKobo: 100,
        durationSeconds: 60,
        email: 'b@c.ng',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', httpStatus: 400 });
  });
});

describe('the transfer page', () => {
  it('is plain HTML forms with no script or inline style', async () => {
    const { app } = await startEmulator();
    const page = await app.inject({ method: 'GET', url: '/sandbox/squad/transfer' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Send transfer');
    expect(page.body).not.toMatch(/<script|style=|<style/i);
    expect(page.body).toContain('href="/sandbox/squad/checkout.css"');
  });

  it('says what happened to a transfer to a static account, a one-time account and no account', async () => {
    const emulator = await startEmulator();
    const { accountNumber } = await emulator.gateway.createCustomerAccount(ada);
    const heldNumber = await openWithoutBvn(emulator, 'user0004');
    const order = await emulator.gateway.initiateDynamicAccount({
      transactionReference: 'order-3',
      amountKobo: 50_000,
      durationSeconds: 600,
      email: 'buyer@example.ng',
    });
    const send = (account_number: string, amount: string) =>
      emulator.app.inject({
        method: 'POST',
        url: '/sandbox/squad/transfer',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account_number, amount, sender_name: '' }).toString(),
      });

    expect((await send(accountNumber, '2,500')).body).toContain('₦2,500.00 credited to CHANCEPAY/ADA OKAFOR');
    expect((await send(heldNumber, '25000')).body).toContain('and frozen');
    expect((await send(order.accountNumber, '400')).body).toContain('MISMATCH');
    expect((await send(order.accountNumber, '500')).body).toContain('SUCCESS');
    expect((await send(order.accountNumber, '500')).body).toMatch(/EXPIRED.*returned to the sender/);
    const missing = await send('0000000001', '10');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No such account');
    expect((await send(accountNumber, '12.345')).statusCode).toBe(400);
    await eventually(() => emulator.received.length === 5);
  });
});

describe('in the app', () => {
  it('serves the transfer page under the app CSP and credits an account it opened', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const page = await testApp.app.inject({ method: 'GET', url: '/sandbox/squad/transfer' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    const gateway = createSquadVirtualAccounts({
      baseUrl: `${testApp.config.publicUrl}/sandbox/squad`,
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      fetchImpl: loopbackFetch(() => testApp.app, testApp.config.publicUrl),
      accountNamePrefix: 'CHANCEPAY',
    });
    const { accountNumber } = await gateway.createCustomerAccount(ada);
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/squad/transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account_number: accountNumber, amount: '750.25' }).toString(),
    });
    expect(sent.body).toContain('credited to');
    await expect(gateway.customerCredits(ada.customerIdentifier)).resolves.toMatchObject([
      { principalKobo: 75_025, feeKobo: 75, settledKobo: 74_950 },
    ]);
  });
});
