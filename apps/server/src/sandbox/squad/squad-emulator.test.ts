import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../providers/payments';
import { createSquadClient, type SquadClient } from '../../providers/squad/squad-client';
import { isValidNuban } from '@chancepay/shared';
import { createTestDatabase } from '../../testing/test-database';
import { createDatabaseSquadEmulatorStore } from './database-store';
import { SANDBOX_PAYOUT_ACCOUNTS } from './sandbox-accounts';
import { squadEmulator, type SquadEmulatorOptions } from './squad-emulator';
import { createInMemorySquadEmulatorStore, type SquadEmulatorStore } from './store';

const SECRET_KEY = 'sandbox_sk_emulator_test_key';
const MERCHANT_ID = 'SBTESTMRCH';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Emulator {
  app: FastifyInstance;
  publicUrl: string;
  client: SquadClient;
}

/** A real Fastify app with the emulator under /sandbox/squad, listening on a free port. */
async function startEmulator(
  options: Partial<SquadEmulatorOptions> = {},
  store: SquadEmulatorStore = createInMemorySquadEmulatorStore(),
): Promise<Emulator> {
  const server = createServer();
  const publicUrl = await listenOnFreePort(server);
  const app = Fastify({
    serverFactory: (handler) => server.on('request', handler),
  });
  await app.register(squadEmulator, {
    prefix: '/sandbox/squad',
    store,
    secretKey: SECRET_KEY,
    merchantId: MERCHANT_ID,
    publicUrl,
    logger: app.log,
    ...options,
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const client = createSquadClient({
    baseUrl: `${publicUrl}/sandbox/squad`,
    secretKey: SECRET_KEY,
    merchantId: MERCHANT_ID,
    timeoutMs: 2_000,
  });
  return { app, publicUrl, client };
}

interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** The merchant's webhook endpoint: answers with `statuses` in turn (then 200) and records every call. */
async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 200).end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  const url = await listenOnFreePort(server);
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `${url}/api/squad/webhook`,
    received,
    async waitForCount(count: number): Promise<ReceivedWebhook[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
  };
}

let referenceCounter = 0;
function newReference(): string {
  referenceCounter += 1;
  return `order-${Date.now()}-${referenceCounter}`;
}

async function initiate(emulator: Emulator, amountKobo = 250_000, reference = newReference()) {
  const { checkoutUrl } = await emulator.client.initiate({
    amountKobo,
    email: 'buyer@example.com',
    reference,
    callbackUrl: `${emulator.publicUrl}/thank-you?source=squad`,
    customerName: 'Ada Buyer',
    metadata: { order_id: reference },
    paymentChannels: ['card'],
  });
  return { reference, checkoutUrl };
}

/** Submits the checkout form whose button has exactly this label, as a browser would. */
async function clickCheckoutButton(checkoutUrl: string, label: string, fields: Record<string, string> = {}) {
  const html = await (await fetch(checkoutUrl)).text();
  const form = html.split('<form').find((chunk) => chunk.includes(`>${label}</button>`));
  const action = form === undefined ? undefined : /action="([^"]+)"/.exec(form)?.[1];
  if (action === undefined) throw new Error(`no form with a "${label}" button`);
  return fetch(new URL(action, checkoutUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('hosted checkout', () => {
  it('serves a script-free, style-attribute-free page with the amount, reference and four exact buttons', async () => {
    const emulator = await startEmulator();
    const { reference, checkoutUrl } = await initiate(emulator);
    expect(checkoutUrl).toBe(`${emulator.publicUrl}/sandbox/squad/checkout/${reference}`);

    const response = await fetch(checkoutUrl);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('ChancePay');
    expect(html).toContain('₦2,500.00');
    expect(html).toContain(reference);
    expect(html).toContain('name="viewport"');
    const labels = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(labels).toEqual(['Pay', 'Pay a different amount', 'Decline card', 'Cancel payment']);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);

    const cssHref = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const css = await fetch(new URL(cssHref, checkoutUrl));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('Pay: redirects to the callback with the reference, verifies as paid and sends a signed webhook', async () => {
    const receiver = await startWebhookReceiver();
    const emulator = await startEmulator({ webhookUrl: receiver.url });
    const { reference, checkoutUrl } = await initiate(emulator);

    const redirect = await clickCheckoutButton(checkoutUrl, 'Pay');
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(
      `${emulator.publicUrl}/thank-you?source=squad&reference=${reference}`,
    );
    await expect(emulator.client.verify(reference)).resolves.toMatchObject({
      reference,
      status: 'success',
      amountKobo: 250_000,
      currency: 'NGN',
    });

    const [webhook] = await receiver.waitForCount(1);
    const signature = String(webhook?.headers['x-squad-encrypted-body']);
    expect(signature).toMatch(/^[0-9A-F]{128}$/);
    expect(emulator.client.verifyWebhookSignature(webhook?.rawBody ?? '', webhook?.headers ?? {})).toBe(true);
    expect(
      emulator.client.verifyWebhookSignature(
        `${webhook?.rawBody} `.replace('250000', '250001'),
        webhook?.headers ?? {},
      ),
    ).toBe(false);
    expect(emulator.client.parseWebhook(webhook?.rawBody ?? '')).toEqual({
      reference,
      event: 'charge_successful',
    });
    expect(JSON.parse(webhook?.rawBody ?? '')).toMatchObject({
      Event: 'charge_successful',
      TransactionRef: reference,
      Body: {
        amount: 250_000,
        merchant_amount: 250_000,
        transaction_ref: reference,
        transaction_status: 'Success',
        merchant_id: MERCHANT_ID,
        currency: 'NGN',
        meta: { order_id: reference },
      },
    });

    // A finished checkout stays finished: clicking again only redirects.
    const again = await fetch(new URL(`${checkoutUrl}/decline`), { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    await expect(emulator.client.verify(reference)).resolves.toMatchObject({ status: 'success' });
    expect(await (await fetch(checkoutUrl)).text()).toContain('This payment is paid.');
  });

  it('Pay a different amount: success with ₦50.00 less by default, or the amount typed in', async () => {
    const receiver = await startWebhookReceiver();
    const emulator = await startEmulator({ webhookUrl: receiver.url });

    const first = await initiate(emulator);
    expect((await clickCheckoutButton(first.checkoutUrl, 'Pay a different amount')).status).toBe(303);
    await expect(emulator.client.verify(first.reference)).resolves.toMatchObject({
      status: 'success',
      amountKobo: 245_000,
    });
    const [webhook] = await receiver.waitForCount(1);
    expect(JSON.parse(webhook?.rawBody ?? '')).toMatchObject({ Body: { amount: 245_000 } });

    const second = await initiate(emulator, 100);
    const emptyForm = await fetch(`${second.checkoutUrl}/pay-different-amount`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(emptyForm.status).toBe(303);
    await expect(emulator.client.verify(second.reference)).resolves.toMatchObject({
      status: 'success',
      amountKobo: 5_100,
    });

    const third = await initiate(emulator);
    const refused = await clickCheckoutButton(third.checkoutUrl, 'Pay a different amount', {
      amount_naira: '0.50',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('role="alert"');
    await expect(emulator.client.verify(third.reference)).resolves.toMatchObject({ status: 'pending' });
    await clickCheckoutButton(third.checkoutUrl, 'Pay a different amount', { amount_naira: '1,234.5' });
    await expect(emulator.client.verify(third.reference)).resolves.toMatchObject({
      status: 'success',
      amountKobo: 123_450,
    });
  });

  it.each([
    ['Decline card', 'failed'],
    ['Cancel payment', 'abandoned'],
  ] as const)(
    '%s: verifies as %s, still returns to the callback, sends no webhook',
    async (label, status) => {
      const receiver = await startWebhookReceiver();
      const emulator = await startEmulator({ webhookUrl: receiver.url });
      const { reference, checkoutUrl } = await initiate(emulator);

      const redirect = await clickCheckoutButton(checkoutUrl, label);
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get('location')).toBe(
        `${emulator.publicUrl}/thank-you?source=squad&reference=${reference}`,
      );
      await expect(emulator.client.verify(reference)).resolves.toMatchObject({ status, amountKobo: 250_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.received).toHaveLength(0);
    },
  );

  it('retries a refused webhook', async () => {
    const receiver = await startWebhookReceiver([500]);
    const emulator = await startEmulator({ webhookUrl: receiver.url, webhookRetryDelaysMs: [10, 10] });
    const { checkoutUrl } = await initiate(emulator);
    await clickCheckoutButton(checkoutUrl, 'Pay');
    const deliveries = await receiver.waitForCount(2);
    expect(deliveries[1]?.rawBody).toBe(deliveries[0]?.rawBody);
  });

  it('the client copes with lower/upper-case statuses and a lower-case signature', async () => {
    const receiver = await startWebhookReceiver();
    const emulator = await startEmulator({
      webhookUrl: receiver.url,
      transactionStatusCase: 'upper',
      signatureCase: 'lower',
    });
    const { reference, checkoutUrl } = await initiate(emulator);
    await clickCheckoutButton(checkoutUrl, 'Pay');
    await expect(emulator.client.verify(reference)).resolves.toMatchObject({ status: 'success' });
    const [webhook] = await receiver.waitForCount(1);
    expect(String(webhook?.headers['x-squad-encrypted-body'])).toMatch(/^[0-9a-f]{128}$/);
    expect(emulator.client.verifyWebhookSignature(webhook?.rawBody ?? '', webhook?.headers ?? {})).toBe(true);
  });

  it('with the database store, a checkout paid before a restart verifies after it', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const before = await startEmulator({}, createDatabaseSquadEmulatorStore(database.db));
    const { reference, checkoutUrl } = await initiate(before);
    await clickCheckoutButton(checkoutUrl, 'Pay');
    await before.app.close();

    const after = await startEmulator({}, createDatabaseSquadEmulatorStore(database.db));
    await expect(after.client.verify(reference)).resolves.toMatchObject({
      status: 'success',
      amountKobo: 250_000,
    });
  });
});

describe('transaction API', () => {
  it('answers like Squad for unknown references, bad keys, invalid bodies and duplicate references', async () => {
    const emulator = await startEmulator();
    await expect(emulator.client.verify('never-initiated')).resolves.toMatchObject({ status: 'not_found' });

    const wrongKey = createSquadClient({
      baseUrl: `${emulator.publicUrl}/sandbox/squad`,
      secretKey: 'sandbox_sk_wrong',
      merchantId: MERCHANT_ID,
      timeoutMs: 2_000,
    });
    await expect(wrongKey.verify('never-initiated')).rejects.toMatchObject({
      kind: 'rejected',
      httpStatus: 403,
    });

    const noKey = await fetch(`${emulator.publicUrl}/sandbox/squad/transaction/initiate`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      status: 401,
      message: 'Initiate transaction Unauthorized',
      data: null,
    });

    const missingEmail = await fetch(`${emulator.publicUrl}/sandbox/squad/transaction/initiate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 43000, currency: 'NGN', initiate_type: 'inline' }),
    });
    expect(missingEmail.status).toBe(400);
    expect(await missingEmail.json()).toEqual({
      status: 400,
      success: false,
      message: '"email" is required',
      data: {},
    });

    const { reference } = await initiate(emulator);
    const duplicate = await initiate(emulator, 100, reference).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(PaymentGatewayError);
    expect(duplicate).toMatchObject({ kind: 'rejected', httpStatus: 400 });
  });

  it('is refused in production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startEmulator()).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('payout API', () => {
  const { transferSucceeds, transferFails, transferIsAmbiguous } = SANDBOX_PAYOUT_ACCOUNTS;
  const transfer = (
    account: { nipBankCode: string; accountNumber: string; accountName: string },
    reference = newReference(),
  ) => ({
    ...account,
    reference,
    amountKobo: 1_500_000,
    remark: 'ChancePay withdrawal',
  });

  it('the test accounts are valid GTBank NUBANs', () => {
    for (const account of Object.values(SANDBOX_PAYOUT_ACCOUNTS))
      expect(isValidNuban('058', account.accountNumber)).toBe(true);
  });

  it('looks up the test accounts, names any other valid NUBAN and refuses a bad check digit', async () => {
    const { client } = await startEmulator();
    await expect(client.lookupAccount(transferSucceeds)).resolves.toEqual({ accountName: 'ADAEZE OKAFOR' });
    await expect(client.lookupAccount(transferFails)).resolves.toEqual({ accountName: 'EMEKA OBI' });
    const other = { nipBankCode: '000015', accountNumber: '0000000018' };
    const first = await client.lookupAccount({ nipBankCode: '000013', accountNumber: '0000000018' });
    expect(first).toHaveProperty('accountName');
    await expect(
      client.lookupAccount({ nipBankCode: '000013', accountNumber: '0000000018' }),
    ).resolves.toEqual(first);
    await expect(client.lookupAccount(other)).resolves.toHaveProperty('error');
    await expect(
      client.lookupAccount({ nipBankCode: '000013', accountNumber: '1111111111' }),
    ).resolves.toEqual({ error: 'Account number is invalid for this bank' });
  });

  it('transfers: success, failure, and an ambiguous answer that requery settles as success', async () => {
    const { client } = await startEmulator();
    await expect(client.transfer(transfer(transferSucceeds))).resolves.toMatchObject({ status: 'success' });
    await expect(client.transfer(transfer(transferFails))).resolves.toMatchObject({ status: 'failed' });

    const ambiguous = transfer(transferIsAmbiguous);
    await expect(client.transfer(ambiguous)).resolves.toMatchObject({ status: 'unknown' });
    await expect(client.requery(ambiguous.reference)).resolves.toMatchObject({ status: 'success' });
  });

  it('requery: final answers for known transfers, unknown for one it never saw', async () => {
    const { client } = await startEmulator();
    const paid = transfer(transferSucceeds);
    const declined = transfer(transferFails);
    await client.transfer(paid);
    await client.transfer(declined);
    await expect(client.requery(paid.reference)).resolves.toMatchObject({ status: 'success' });
    await expect(client.requery(declined.reference)).resolves.toMatchObject({ status: 'failed' });
    await expect(client.requery('never-sent')).resolves.toMatchObject({ status: 'unknown' });
  });

  it('F8: GET /payout/list pages through every transfer, newest first, failed ones included', async () => {
    const { client } = await startEmulator();
    const paid = transfer(transferSucceeds);
    const declined = transfer(transferFails);
    await client.transfer(paid);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.transfer(declined);
    const first = await client.listTransfers({ page: 1, perPage: 1 });
    expect(first).toEqual([
      expect.objectContaining({ reference: declined.reference, status: 'failed', amountKobo: 1_500_000 }),
    ]);
    const second = await client.listTransfers({ page: 2, perPage: 1 });
    expect(second).toEqual([
      expect.objectContaining({ reference: paid.reference, status: 'success', amountKobo: 1_500_000 }),
    ]);
    expect(second[0]!.gatewayReference).toMatch(/_/);
    await expect(client.listTransfers({ page: 3, perPage: 1 })).resolves.toEqual([]);
  });

  it('a repeated reference is never reported as failed (the first attempt paid)', async () => {
    const { client } = await startEmulator();
    const paid = transfer(transferSucceeds);
    await client.transfer(paid);
    await expect(client.transfer(paid)).resolves.toMatchObject({ status: 'unknown' });
  });

  it('enforces the merchant-id prefix and the kobo string on the wire', async () => {
    const { publicUrl } = await startEmulator();
    const post = (body: object) =>
      fetch(`${publicUrl}/sandbox/squad/payout/transfer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const body = {
      transaction_reference: 'no-prefix',
      amount: '10000',
      bank_code: transferSucceeds.nipBankCode,
      account_number: transferSucceeds.accountNumber,
      account_name: transferSucceeds.accountName,
      currency_id: 'NGN',
      remark: 'test',
    };
    const badRef = await post(body);
    expect(badRef.status).toBe(400);
    expect(await badRef.json()).toEqual({ status: 400, success: false, message: 'Bad ref format', data: {} });
    expect((await post({ ...body, transaction_reference: `${MERCHANT_ID}_x`, amount: 10000 })).status).toBe(
      400,
    );
  });
});

describe('transaction listing and refunds', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('lists the day’s transactions page by page with Squad’s row shape, and refuses a bad date range', async () => {
    const emulator = await startEmulator();
    const references: string[] = [];
    for (let index = 0; index < 5; index++) {
      const { reference, checkoutUrl } = await initiate(emulator, 100_000 + index);
      references.push(reference);
      if (index % 2 === 0) await clickCheckoutButton(checkoutUrl, 'Pay');
    }
    const page = (number: number) =>
      emulator.client.listTransactions({ startDate: today(), endDate: today(), page: number, perPage: 2 });
    const rows = [...(await page(1)), ...(await page(2)), ...(await page(3))];
    expect(await page(4)).toEqual([]);
    expect(rows.map((row) => row.reference)).toEqual(references);
    expect(rows[0]).toMatchObject({
      status: 'success',
      amountKobo: 100_000,
      currency: 'NGN',
      isRefund: false,
    });
    expect(rows[1]).toMatchObject({ status: 'pending', amountKobo: 100_001 });
    expect(Date.parse(rows[0]!.createdAt)).not.toBeNaN();

    const one = await emulator.client.listTransactions({
      startDate: today(),
      endDate: today(),
      page: 1,
      perPage: 50,
      reference: references[2]!,
    });
    expect(one.map((row) => row.reference)).toEqual([references[2]]);

    // Squad: dates compulsory, at most a month apart.
    const raw = (query: string) =>
      fetch(`${emulator.publicUrl}/sandbox/squad/transaction?${query}`, {
        headers: { Authorization: `Bearer ${SECRET_KEY}` },
      });
    expect((await raw('page=1&perpage=10')).status).toBe(400);
    expect((await raw('start_date=2031-01-01&end_date=2031-03-01&page=1&perpage=10')).status).toBe(400);
    expect((await raw('start_date=2031-01-02&end_date=2031-01-01')).status).toBe(400);
    expect(
      (
        await fetch(
          `${emulator.publicUrl}/sandbox/squad/transaction?start_date=2031-01-01&end_date=2031-01-01`,
        )
      ).status,
    ).toBe(401);
    await expect(
      emulator.client.listTransactions({
        startDate: '2031-01-01',
        endDate: '2031-03-01',
        page: 1,
        perPage: 10,
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('refunds a paid charge in full or in part, never beyond what was charged, and lists it as refunded', async () => {
    const emulator = await startEmulator();
    const { reference, checkoutUrl } = await initiate(emulator, 300_000);
    await clickCheckoutButton(checkoutUrl, 'Pay');
    const verified = await emulator.client.verify(reference);
    expect(verified.gatewayReference).toBe(`${reference}_1_1_1`);
    const refund = (partialAmountKobo?: number, gatewayTransactionReference = verified.gatewayReference!) =>
      emulator.client.refund({
        transactionReference: reference,
        gatewayTransactionReference,
        reason: 'Buyer disputes the order',
        ...(partialAmountKobo === undefined ? {} : { partialAmountKobo }),
      });

    await expect(refund(100_000, 'not-the-gateway-ref')).resolves.toMatchObject({ status: 'failed' });
    const partial = await refund(100_000);
    expect(partial).toMatchObject({ status: 'pending' });
    expect(partial.refundReference).toMatch(/^REFUND-/);
    await expect(refund(200_001)).resolves.toMatchObject({
      status: 'failed',
      message: 'Transaction is not eligible for this refund',
    });
    await expect(refund()).resolves.toMatchObject({ status: 'pending' });
    await expect(refund()).resolves.toMatchObject({ status: 'failed' });
    const [row] = await emulator.client.listTransactions({
      startDate: today(),
      endDate: today(),
      page: 1,
      perPage: 10,
      reference,
    });
    expect(row).toMatchObject({ isRefund: true, amountKobo: 300_000 });

    const unpaid = await initiate(emulator, 50_000);
    await expect(
      emulator.client.refund({
        transactionReference: unpaid.reference,
        gatewayTransactionReference: `${unpaid.reference}_1_1_1`,
        reason: 'never paid',
      }),
    ).resolves.toMatchObject({ status: 'failed' });
  });

  it('a refund the gateway cannot be asked about is unknown, never failed', async () => {
    const client = createSquadClient({
      baseUrl: 'http://127.0.0.1:9/sandbox/squad',
      secretKey: SECRET_KEY,
      merchantId: MERCHANT_ID,
      timeoutMs: 500,
    });
    await expect(
      client.refund({ transactionReference: 'x', gatewayTransactionReference: 'y', reason: 'test' }),
    ).resolves.toMatchObject({ status: 'unknown' });
  });
});
