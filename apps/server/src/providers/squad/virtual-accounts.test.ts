import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../payments';
import type { CustomerAccountRequest, VirtualAccountGateway } from '../virtual-accounts';
import { startFixtureServer, type FixtureServer } from './fixture-server';
import { SECRET_KEY } from './fixtures';
import { koboFromSquadNaira } from './naira-amount';
import * as documented from './virtual-account-fixtures';
import { createSquadVirtualAccounts } from './virtual-accounts';

/** The client against Squad's documented bodies, replayed by a local HTTP server. */

let server: FixtureServer;
let gateway: VirtualAccountGateway;

beforeAll(async () => {
  server = await startFixtureServer();
  gateway = createSquadVirtualAccounts({
    baseUrl: `${server.baseUrl}/`,
    secretKey: SECRET_KEY,
    timeoutMs: 2_000,
    accountNamePrefix: 'CHANCEPAY',
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function lastRequest() {
  const request = server.requests.at(-1);
  if (request === undefined) throw new Error('no request reached the fixture server');
  return {
    ...request,
    json: (request.body === '' ? {} : JSON.parse(request.body)) as Record<string, unknown>,
  };
}

async function failure(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

const hmac = (text: string) => createHmac('sha512', SECRET_KEY).update(text, 'utf8').digest('hex');

const adaOkafor: CustomerAccountRequest = {
  customerIdentifier: 'Tech910260',
  firstName: 'Ada',
  middleName: null,
  lastName: 'Okafor',
  mobileNumber: '08012345678',
  dateOfBirth: '1990-10-30',
  bvn: '22212345678',
  gender: 'female',
  address: '12 Allen Avenue, Ikeja',
  email: null,
};

describe('naira strings to kobo', () => {
  it.each([
    ['0.20', 20],
    ['45000.00', 4_500_000],
    ['50', 5_000],
    ['1250.5', 125_050],
    ['0.00', 0],
    [0.2, 20],
    [1250, 125_000],
  ] as const)('reads %j as %d kobo', (naira, kobo) => {
    expect(koboFromSquadNaira(naira)).toBe(kobo);
  });

  it.each([
    ['1,000.00'],
    ['12.345'],
    ['-5.00'],
    ['₦5.00'],
    [''],
    ['1e3'],
    ['.5'],
    [null],
    [0.1 + 0.2],
    [undefined],
  ])('refuses %j', (naira) => {
    expect(koboFromSquadNaira(naira)).toBeNull();
  });
});

describe('static accounts', () => {
  it('opens an account with the documented fields and names it <prefix>/<FIRST> <LAST>', async () => {
    server.answer('POST /virtual-account', { status: 200, body: documented.accountCreated });

    await expect(gateway.createCustomerAccount(adaOkafor)).resolves.toEqual({
      customerIdentifier: 'Tech910260',
      accountNumber: '2474681469',
      bankCode: '058',
      bankName: 'GTBank',
      // The documented answer's names are the account's: Squad names it after what it verified.
      accountName: 'CHANCEPAY/TECHZILLA-WILL OKOYE',
      hasBvn: true,
    });
    const request = lastRequest();
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.json).toEqual({
      customer_identifier: 'Tech910260',
      first_name: 'Ada',
      last_name: 'Okafor',
      mobile_num: '08012345678',
      dob: '10/30/1990',
      bvn: '22212345678',
      gender: '2',
      address: '12 Allen Avenue, Ikeja',
    });
  });

  it('reads a refusal (400, 401, 403) as rejected with Squad message, and a 5xx as unavailable', async () => {
    server.answer('POST /virtual-account', { status: 400, body: documented.customerIdentifierRequired });
    const refused = await failure(gateway.createCustomerAccount(adaOkafor));
    expect(refused).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect(refused.message).toContain('"customer_identifier" is required');

    server.answer('POST /virtual-account', { status: 403, body: documented.merchantAuthenticationFailed });
    expect(await failure(gateway.createCustomerAccount(adaOkafor))).toMatchObject({
      kind: 'rejected',
      httpStatus: 403,
    });

    server.answer('POST /virtual-account', { status: 502, body: '<html>Bad gateway</html>' });
    expect(await failure(gateway.createCustomerAccount(adaOkafor))).toMatchObject({ kind: 'unavailable' });
  });

  it('gives the existing account when Squad says the identifier is taken (409)', async () => {
    server.answer('POST /virtual-account', {
      status: 409,
      body: { status: 409, success: false, message: 'Customer identifier already exists', data: {} },
    });
    server.answer('GET /virtual-account/Tech910260', { status: 200, body: documented.accountCreated });

    await expect(gateway.createCustomerAccount(adaOkafor)).resolves.toMatchObject({
      accountNumber: '2474681469',
    });
  });

  it('finds an account, null on 404, and knows one opened without a BVN', async () => {
    server.answer('GET /virtual-account/Tech910260', {
      status: 200,
      body: { ...documented.accountCreated, data: { ...documented.accountCreated.data, bvn: null } },
    });
    await expect(gateway.findCustomerAccount('Tech910260')).resolves.toMatchObject({ hasBvn: false });

    server.answer('GET /virtual-account/nobody', {
      status: 404,
      body: { status: 404, success: false, message: 'Virtual account not found', data: {} },
    });
    await expect(gateway.findCustomerAccount('nobody')).resolves.toBeNull();
  });

  it('attaches a BVN with PATCH and reports a mismatch as rejected', async () => {
    server.answer('PATCH /virtual-account/update/bvn', { status: 200, body: documented.accountCreated });
    await gateway.attachBvn({
      customerIdentifier: 'Tech910260',
      bvn: '22212345678',
      mobileNumber: '08012345678',
    });
    expect(lastRequest()).toMatchObject({
      method: 'PATCH',
      json: { customer_bvn: '22212345678', customer_identifier: 'Tech910260', phone_number: '08012345678' },
    });

    server.answer('PATCH /virtual-account/update/bvn', {
      status: 409,
      body: { status: 409, success: false, message: 'Name mismatch', data: {} },
    });
    expect(
      await failure(
        gateway.attachBvn({
          customerIdentifier: 'Tech910260',
          bvn: '22212345678',
          mobileNumber: '08012345678',
        }),
      ),
    ).toMatchObject({ kind: 'rejected', httpStatus: 409 });
  });
});

describe('credits', () => {
  const listing =
    '/virtual-account/merchant/transactions/all?page=1&perPage=20&startDate=10-01-2022&endDate=10-31-2022&dir=ASC';

  it('lists the merchant credits of a date range in kobo, the sender read from the remarks', async () => {
    server.answer(`GET ${listing}`, { status: 200, body: documented.merchantTransactions });

    const credits = await gateway.merchantCredits({
      startDate: '2022-10-01',
      endDate: '2022-10-31',
      page: 1,
      perPage: 20,
    });
    expect(credits).toEqual([
      {
        transactionReference: 'REF20221007130357_1',
        accountNumber: '0713810881',
        customerIdentifier: 'CCC1234334',
        principalKobo: 5_000,
        settledKobo: 5_000,
        feeKobo: 0,
        transactionDate: '2022-10-07T00:00:00.000Z',
        senderName: 'Sample',
        sessionId: null,
        frozen: null,
      },
      expect.objectContaining({
        transactionReference: 'REF20221004191517_1',
        settledKobo: 4_975,
        feeKobo: 25,
      }),
    ]);
  });

  it('refuses the whole page when one amount is malformed, rather than reading it as zero', async () => {
    const [first, second] = documented.merchantTransactions.data.rows;
    server.answer(`GET ${listing}`, {
      status: 200,
      body: {
        ...documented.merchantTransactions,
        data: { count: 2, rows: [first, { ...second, principal_amount: '1,000.00' }] },
      },
    });
    expect(
      await failure(
        gateway.merchantCredits({ startDate: '2022-10-01', endDate: '2022-10-31', page: 1, perPage: 20 }),
      ),
    ).toMatchObject({ kind: 'unavailable' });
  });

  it('reads a held credit in a customer listing, newest first; an unknown customer has none', async () => {
    const [first, second] = documented.merchantTransactions.data.rows;
    server.answer('GET /virtual-account/customer/transactions/OPPO', {
      status: 200,
      body: {
        status: 200,
        success: true,
        message: 'Success',
        data: [
          first,
          {
            ...second,
            frozen_transaction: {
              freeze_transaction_ref: 'FRZ1',
              reason: 'Amount above 20000 when BVN not set',
            },
          },
        ],
      },
    });
    const credits = await gateway.customerCredits('OPPO');
    expect(credits.map((credit) => credit.transactionReference)).toEqual([
      'REF20221007130357_1',
      'REF20221004191517_1',
    ]);
    expect(credits[1]?.frozen).toEqual({
      freezeReference: 'FRZ1',
      reason: 'Amount above 20000 when BVN not set',
    });

    server.answer('GET /virtual-account/customer/transactions/nobody', {
      status: 404,
      body: { status: 404, success: false, message: 'Virtual account not found', data: {} },
    });
    await expect(gateway.customerCredits('nobody')).resolves.toEqual([]);
  });

  it('reads the missed-webhook log and clears an entry (gone already is fine)', async () => {
    server.answer('GET /virtual-account/webhook/logs?page=1&perPage=100', {
      status: 200,
      body: documented.webhookLogs,
    });
    await expect(gateway.missedWebhooks({ page: 1, perPage: 100 })).resolves.toEqual([
      {
        transactionReference: 'REF20230901162737156459_1',
        accountNumber: '0760640237',
        customerIdentifier: 'CCtyttytC',
        principalKobo: 5_000,
        settledKobo: 4_995,
        feeKobo: 5,
        transactionDate: '2023-09-01T00:00:00.000Z',
        senderName: 'OKOYE, CHIZOBA ANTHONY',
        sessionId: null,
        frozen: null,
      },
    ]);

    server.answer('DELETE /virtual-account/webhook/logs/REF20230901162737156459_1', {
      status: 200,
      body: documented.webhookLogDeleted,
    });
    await gateway.clearMissedWebhook('REF20230901162737156459_1');
    expect(lastRequest().method).toBe('DELETE');

    server.answer('DELETE /virtual-account/webhook/logs/gone', { status: 404, body: 'not found' });
    await gateway.clearMissedWebhook('gone');
    server.answer('DELETE /virtual-account/webhook/logs/locked', {
      status: 401,
      body: { success: false, message: '', data: {} },
    });
    expect(await failure(gateway.clearMissedWebhook('locked'))).toMatchObject({
      kind: 'rejected',
      httpStatus: 401,
    });
  });
});

describe('one-time accounts', () => {
  it('initiates with the amount in kobo and the duration in seconds', async () => {
    server.answer('POST /virtual-account/initiate-dynamic-virtual-account', {
      status: 200,
      body: {
        status: 200,
        success: true,
        message: 'Success',
        data: {
          account_name: 'SQUAD_CHANCEPAY',
          account_number: '9279755518',
          expected_amount: '1500.00',
          expires_at: '2025-03-21T09:02:42.729',
          transaction_reference: 'order-1',
          bank: 'GTBank',
          currency: 'NGN',
          is_blocked: false,
        },
      },
    });
    await expect(
      gateway.initiateDynamicAccount({
        transactionReference: 'order-1',
        amountKobo: 150_000,
        durationSeconds: 600,
        email: 'a@b.ng',
      }),
    ).resolves.toEqual({
      transactionReference: 'order-1',
      accountNumber: '9279755518',
      accountName: 'SQUAD_CHANCEPAY',
      bankName: 'GTBank',
      expectedAmountKobo: 150_000,
      expiresAt: '2025-03-21T09:02:42.729Z',
    });
    expect(lastRequest().json).toEqual({
      amount: 150_000,
      duration: 600,
      email: 'a@b.ng',
      transaction_ref: 'order-1',
    });
  });

  it('refuses a fractional amount before calling Squad', async () => {
    expect(
      await failure(
        gateway.initiateDynamicAccount({
          transactionReference: 'o',
          amountKobo: 10.5,
          durationSeconds: 600,
          email: 'a@b.ng',
        }),
      ),
    ).toMatchObject({ kind: 'rejected' });
    expect(server.requests).toHaveLength(0);
  });

  it('lists the attempts with their statuses and refunds; none for an unknown order', async () => {
    const row = { ...documented.dynamicAttemptWebhook, created_at: documented.dynamicAttemptWebhook.date };
    server.answer('GET /virtual-account/get-dynamic-virtual-account-transactions/test55', {
      status: 200,
      body: {
        status: 200,
        success: true,
        message: 'Success',
        data: {
          count: 2,
          rows: [
            {
              ...row,
              transaction_status: 'MISMATCH',
              amount_received: '90.00',
              transaction_reference: 'REF_A',
              refund: true,
            },
            { ...row, refund: false },
          ],
        },
      },
    });
    const attempts = await gateway.dynamicAttempts('test55');
    expect(
      attempts.map(({ status, amountReceivedKobo, refunded }) => ({ status, amountReceivedKobo, refunded })),
    ).toEqual([
      { status: 'MISMATCH', amountReceivedKobo: 9_000, refunded: true },
      { status: 'SUCCESS', amountReceivedKobo: 10_000, refunded: false },
    ]);

    server.answer('GET /virtual-account/get-dynamic-virtual-account-transactions/other', {
      status: 200,
      body: { status: 200, success: true, message: 'Success', data: { count: 1, rows: [row] } },
    });
    // A row about another order must not count for this one.
    expect(await failure(gateway.dynamicAttempts('other'))).toMatchObject({ kind: 'unavailable' });

    server.answer('GET /virtual-account/get-dynamic-virtual-account-transactions/none', {
      status: 404,
      body: 'not found',
    });
    await expect(gateway.dynamicAttempts('none')).resolves.toEqual([]);
  });
});

describe('webhook signatures', () => {
  const v1Body = JSON.stringify(documented.staticCreditWebhook);
  const v2Body = JSON.stringify(documented.staticCreditWebhookV2);
  const pipeJoined = (body: Record<string, unknown>) =>
    [
      body.transaction_reference,
      body.virtual_account_number,
      body.currency,
      body.principal_amount,
      body.settled_amount,
      body.customer_identifier,
    ].join('|');
  const dynamicBody = JSON.stringify(documented.dynamicAttemptWebhook);
  const dynamicSigned = (body: typeof documented.dynamicAttemptWebhook) =>
    JSON.stringify({
      transaction_reference: body.transaction_reference,
      amount_received: body.amount_received,
      merchant_reference: body.merchant_reference,
    });

  it('v1: accepts the whole-body HMAC in x-squad-signature in either hex case, and a tampered amount fails', () => {
    expect(gateway.verifyWebhookSignature(v1Body, { 'x-squad-signature': hmac(v1Body).toUpperCase() })).toBe(
      true,
    );
    expect(gateway.verifyWebhookSignature(v1Body, { 'X-Squad-Signature': hmac(v1Body) })).toBe(true);
    const tampered = v1Body.replace('"principal_amount":"0.20"', '"principal_amount":"20000.00"');
    expect(tampered).not.toBe(v1Body);
    expect(gateway.verifyWebhookSignature(tampered, { 'x-squad-signature': hmac(v1Body) })).toBe(false);
  });

  it('v2: accepts the HMAC of the pipe-joined fields, not of the body, and a tampered amount fails', () => {
    const signature = hmac(pipeJoined(documented.staticCreditWebhookV2));
    expect(gateway.verifyWebhookSignature(v2Body, { 'x-squad-signature': signature })).toBe(true);
    expect(gateway.verifyWebhookSignature(v2Body, { 'x-squad-signature': hmac(v2Body) })).toBe(false);
    const tampered = JSON.stringify({ ...documented.staticCreditWebhookV2, settled_amount: '45000.00' });
    expect(gateway.verifyWebhookSignature(tampered, { 'x-squad-signature': signature })).toBe(false);
  });

  it('dynamic: accepts the HMAC of the three-field JSON in x-squad-encrypted-body, compact or spaced', () => {
    const signed = dynamicSigned(documented.dynamicAttemptWebhook);
    expect(gateway.verifyWebhookSignature(dynamicBody, { 'x-squad-encrypted-body': hmac(signed) })).toBe(
      true,
    );
    const spaced = signed.replaceAll('":"', '": "').replaceAll('","', '", "');
    expect(gateway.verifyWebhookSignature(dynamicBody, { 'x-squad-encrypted-body': hmac(spaced) })).toBe(
      true,
    );
    const tampered = JSON.stringify({ ...documented.dynamicAttemptWebhook, amount_received: '1000.00' });
    expect(gateway.verifyWebhookSignature(tampered, { 'x-squad-encrypted-body': hmac(signed) })).toBe(false);
    // The static header does not sign a dynamic body.
    expect(gateway.verifyWebhookSignature(dynamicBody, { 'x-squad-signature': hmac(signed) })).toBe(false);
  });

  it.each([
    ['no header', {}],
    ['a short header', { 'x-squad-signature': 'abc123' }],
    ['a repeated header', { 'x-squad-signature': [hmac(v1Body), hmac(v1Body)] }],
    ['the other scheme’s header', { 'x-squad-encrypted-body': hmac(v1Body) }],
    ['another key', { 'x-squad-signature': createHmac('sha512', 'other').update(v1Body).digest('hex') }],
  ])('is false, never a throw, with %s', (_case, headers) => {
    expect(gateway.verifyWebhookSignature(v1Body, headers)).toBe(false);
  });

  it('is false for a body that is not JSON', () => {
    expect(gateway.verifyWebhookSignature('not json', { 'x-squad-signature': hmac('not json') })).toBe(false);
  });
});

describe('parseWebhook', () => {
  it('reads a static credit and a held one', () => {
    expect(gateway.parseWebhook(JSON.stringify(documented.staticCreditWebhookV2))).toEqual({
      kind: 'static',
      credit: {
        transactionReference: 'REF2023022815174720339_1',
        accountNumber: '0733848693',
        customerIdentifier: '5UMKKK3R',
        principalKobo: 4_500_000,
        settledKobo: 4_495_500,
        feeKobo: 4_500,
        transactionDate: '2023-02-28T00:00:00.000Z',
        senderName: 'WILLIAM JAMES',
        sessionId: '100004230228151747123456789012',
        frozen: null,
      },
    });
    const held = {
      ...documented.staticCreditWebhook,
      meta: {
        freeze_transaction_ref: 'FRZ9',
        reason_for_frozen_transaction: 'Amount above 20000 when BVN not set',
      },
    };
    expect(gateway.parseWebhook(JSON.stringify(held))).toMatchObject({
      kind: 'static',
      credit: { frozen: { freezeReference: 'FRZ9', reason: 'Amount above 20000 when BVN not set' } },
    });
  });

  it('reads a dynamic attempt; MISMATCH and EXPIRED money is returned', () => {
    expect(gateway.parseWebhook(JSON.stringify(documented.dynamicAttemptWebhook))).toEqual({
      kind: 'dynamic',
      attempt: {
        merchantReference: 'test55',
        transactionReference: 'REF20250321085242729_1',
        status: 'SUCCESS',
        amountReceivedKobo: 10_000,
        expectedAmountKobo: 10_000,
        refunded: false,
        senderName: 'WILLIAM JOSEPH UDOUSORO',
        date: '2025-03-21T08:52:42.729Z',
      },
    });
    const late = { ...documented.dynamicAttemptWebhook, transaction_status: 'EXPIRED' };
    expect(gateway.parseWebhook(JSON.stringify(late))).toMatchObject({
      attempt: { status: 'EXPIRED', refunded: true },
    });
  });

  it.each([
    ['not JSON', 'nope'],
    ['a card webhook', JSON.stringify({ Event: 'charge_successful', TransactionRef: 'x', Body: {} })],
    ['a malformed amount', JSON.stringify({ ...documented.staticCreditWebhook, principal_amount: '12.345' })],
    [
      'settled above principal',
      JSON.stringify({ ...documented.staticCreditWebhook, settled_amount: '0.21' }),
    ],
    [
      'an unknown status',
      JSON.stringify({ ...documented.dynamicAttemptWebhook, transaction_status: 'PENDING' }),
    ],
  ])('refuses %s', (_case, body) => {
    expect(() => gateway.parseWebhook(body)).toThrow(PaymentGatewayError);
  });
});
