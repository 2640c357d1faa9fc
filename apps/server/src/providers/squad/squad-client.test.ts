import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../payments';
import * as fixtures from './fixtures';
import { startFixtureServer, type FixtureServer } from './fixture-server';
import { createSquadClient, type SquadClient } from './squad-client';

let server: FixtureServer;
let client: SquadClient;

beforeAll(async () => {
  server = await startFixtureServer();
  client = createSquadClient({
    baseUrl: `${server.baseUrl}/`,
    secretKey: fixtures.SECRET_KEY,
    merchantId: fixtures.MERCHANT_ID,
    // Generous: a loaded CI machine can take a while to answer even on loopback.
    timeoutMs: 2000,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const initiateInput = {
  amountKobo: 43000,
  email: 'henimastic@gmail.com',
  reference: '4678388588350909090AH',
  callbackUrl: 'http://squadco.com',
  metadata: { order_id: '4678388588350909090AH' },
  paymentChannels: ['card' as const, 'transfer' as const],
};

function lastRequest() {
  const request = server.requests.at(-1);
  if (request === undefined) throw new Error('no request reached the fixture server');
  return {
    ...request,
    json: (request.body === '' ? {} : JSON.parse(request.body)) as Record<string, unknown>,
  };
}

describe('initiate', () => {
  it('sends the documented body with the bearer secret key and returns checkout_url', async () => {
    server.answer('POST /transaction/initiate', { status: 200, body: fixtures.initiateSuccess });

    await expect(client.initiate(initiateInput)).resolves.toEqual({
      checkoutUrl: 'https://sandbox-pay.squadco.com/4678388588350909090AH',
    });
    const request = lastRequest();
    expect(request.headers.authorization).toBe(`Bearer ${fixtures.SECRET_KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({
      email: 'henimastic@gmail.com',
      amount: 43000,
      currency: 'NGN',
      initiate_type: 'inline',
      transaction_ref: '4678388588350909090AH',
      callback_url: 'http://squadco.com',
      payment_channels: ['card', 'transfer'],
      metadata: { order_id: '4678388588350909090AH' },
    });
  });

  it.each([
    ['current message shape', fixtures.badRequestMessageShape, '"email" is required'],
    ['ProblemDetails shape', fixtures.badRequestProblemDetailsShape, 'The email field is required.'],
  ])('reads the 400 %s', async (_shape, body, message) => {
    server.answer('POST /transaction/initiate', { status: 400, body });

    const error = await client.initiate(initiateInput).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect((error as Error).message).toContain(message);
  });

  it('reports a 401 as rejected and a 5xx as unavailable', async () => {
    server.answer('POST /transaction/initiate', { status: 401, body: fixtures.initiateUnauthorized });
    await expect(client.initiate(initiateInput)).rejects.toMatchObject({ kind: 'rejected', httpStatus: 401 });

    server.answer('POST /transaction/initiate', { status: 502, body: '<html>Bad gateway</html>' });
    await expect(client.initiate(initiateInput)).rejects.toMatchObject({
      kind: 'unavailable',
      httpStatus: 502,
    });
  });

  it('refuses a fractional amount before calling Squad', async () => {
    await expect(client.initiate({ ...initiateInput, amountKobo: 100.5 })).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('verify', () => {
  const reference = 'SQCHIZ3634573076082';
  const route = `GET /transaction/verify/${reference}`;

  it.each([
    ['Success', 'success'],
    ['success', 'success'],
    ['SUCCESS', 'success'],
    ['FAILED', 'failed'],
    ['Failed', 'failed'],
    ['Abandoned', 'abandoned'],
    ['pending', 'pending'],
    ['Something new', 'pending'],
  ] as const)('maps transaction_status %j to %s', async (squadStatus, status) => {
    server.answer(route, { status: 200, body: fixtures.verifySuccess(squadStatus) });

    await expect(client.verify(reference)).resolves.toMatchObject({
      reference,
      status,
      amountKobo: 5000,
      currency: 'NGN',
    });
    expect(lastRequest().headers.authorization).toBe(`Bearer ${fixtures.SECRET_KEY}`);
  });

  it('treats "Invalid transaction reference" as not_found', async () => {
    server.answer(route, { status: 400, body: fixtures.verifyInvalidReference });
    await expect(client.verify(reference)).resolves.toMatchObject({ status: 'not_found', amountKobo: null });
  });

  it('throws on a 403 and refuses an answer about another transaction', async () => {
    server.answer(route, { status: 403, body: fixtures.verifyInvalidKey });
    await expect(client.verify(reference)).rejects.toMatchObject({ kind: 'rejected', httpStatus: 403 });

    server.answer(route, { status: 200, body: fixtures.verifySuccess('Success', 'SOMEONE-ELSE') });
    await expect(client.verify(reference)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('throws unavailable when Squad does not answer in time', async () => {
    server.answer(route, { status: 200, body: fixtures.verifySuccess('Success'), delayMs: 4000 });
    await expect(client.verify(reference)).rejects.toMatchObject({ kind: 'unavailable', httpStatus: null });
  });
});

describe('webhooks', () => {
  const body = fixtures.chargeSuccessfulWebhookBody;
  const signature = createHmac('sha512', fixtures.SECRET_KEY).update(body).digest('hex');

  it('accepts the signature in upper or lower case, from a string or a Buffer', () => {
    expect(client.verifyWebhookSignature(body, { 'x-squad-encrypted-body': signature.toUpperCase() })).toBe(
      true,
    );
    expect(client.verifyWebhookSignature(Buffer.from(body), { 'x-squad-encrypted-body': signature })).toBe(
      true,
    );
    expect(client.verifyWebhookSignature(body, { 'X-Squad-Encrypted-Body': signature })).toBe(true);
  });

  it('rejects a wrong, truncated, missing or other-key signature', () => {
    const flipped = (signature.startsWith('0') ? '1' : '0') + signature.slice(1);
    const otherKey = createHmac('sha512', 'sandbox_sk_other').update(body).digest('hex');
    expect(client.verifyWebhookSignature(body, { 'x-squad-encrypted-body': flipped })).toBe(false);
    expect(client.verifyWebhookSignature(body, { 'x-squad-encrypted-body': signature.slice(0, 64) })).toBe(
      false,
    );
    expect(
      client.verifyWebhookSignature(body, { 'x-squad-encrypted-body': `${signature.slice(0, 127)}z` }),
    ).toBe(false);
    expect(client.verifyWebhookSignature(body, { 'x-squad-encrypted-body': otherKey })).toBe(false);
    expect(client.verifyWebhookSignature(body, {})).toBe(false);
    expect(client.verifyWebhookSignature(`${body} `, { 'x-squad-encrypted-body': flipped })).toBe(false);
  });

  it("also accepts a signature over JSON.stringify of the body, as Squad's Node sample computes it", () => {
    const prettyBody = JSON.stringify(JSON.parse(body), null, 2);
    expect(
      client.verifyWebhookSignature(prettyBody, { 'x-squad-encrypted-body': signature.toUpperCase() }),
    ).toBe(true);
  });

  it('parses the event and reference', () => {
    expect(client.parseWebhook(body)).toEqual({
      reference: 'SQTEST6389164239897900003',
      event: 'charge_successful',
    });
    expect(() => client.parseWebhook('not json')).toThrow(PaymentGatewayError);
    expect(() => client.parseWebhook('{"event":"x"}')).toThrow(PaymentGatewayError);
  });
});

describe('payouts', () => {
  const account = { nipBankCode: '000013', accountNumber: '0933384111' };
  const transferInput = {
    ...account,
    reference: 'Test222',
    accountName: 'EZE SUNDAY',
    amountKobo: 10000,
    remark: 'tEST013',
  };
  const squadReference = `${fixtures.MERCHANT_ID}_Test222`;

  it('looks up an account name with the NIP bank code', async () => {
    server.answer('POST /payout/account/lookup', { status: 200, body: fixtures.accountLookupSuccess });

    await expect(client.lookupAccount(account)).resolves.toEqual({ accountName: 'JENNY SQUAD' });
    expect(lastRequest().json).toEqual({ bank_code: '000013', account_number: '0933384111' });
  });

  it('returns an error for a refused or unreachable lookup and for malformed input', async () => {
    server.answer('POST /payout/account/lookup', {
      status: 403,
      body: fixtures.merchantAuthenticationFailed,
    });
    await expect(client.lookupAccount(account)).resolves.toEqual({ error: 'Merchant authentication failed' });

    server.answer('POST /payout/account/lookup', {
      status: 200,
      body: fixtures.accountLookupSuccess,
      delayMs: 4000,
    });
    await expect(client.lookupAccount(account)).resolves.toHaveProperty('error');

    await expect(
      client.lookupAccount({ nipBankCode: '058', accountNumber: '0933384111' }),
    ).resolves.toHaveProperty('error');
  });

  it('sends the amount as a kobo string and prefixes the reference with the merchant id', async () => {
    server.answer('POST /payout/transfer', { status: 200, body: fixtures.transferSuccess(squadReference) });

    await expect(client.transfer(transferInput)).resolves.toMatchObject({
      status: 'success',
      message: 'Approved or completed successfully',
    });
    expect(lastRequest().json).toEqual({
      transaction_reference: squadReference,
      amount: '10000',
      bank_code: '000013',
      account_number: '0933384111',
      account_name: 'EZE SUNDAY',
      currency_id: 'NGN',
      remark: 'tEST013',
    });

    await client.transfer({ ...transferInput, reference: squadReference });
    expect(lastRequest().json.transaction_reference).toBe(squadReference);
  });

  it.each([
    ['400 Bad ref format', 'failed', 400, fixtures.transferBadRefFormat],
    ['400 ProblemDetails', 'failed', 400, fixtures.badRequestProblemDetailsShape],
    ['403 merchant authentication failed', 'failed', 403, fixtures.merchantAuthenticationFailed],
    ['412 reversed', 'failed', 412, { status: 412, success: false, message: 'Reversed', data: {} }],
    [
      '400 duplicate reference',
      'unknown',
      400,
      { status: 400, success: false, message: 'Duplicate transaction reference', data: {} },
    ],
    ['424 should re-query', 'unknown', 424, { status: 424, success: false, message: 'Timeout', data: {} }],
    ['500', 'unknown', 500, 'Internal Server Error'],
    ['200 without a NIP session id', 'unknown', 200, fixtures.requeryDocumentedEcho(squadReference)],
  ] as const)('maps a transfer answer of %s to %s', async (_name, outcome, status, body) => {
    server.answer('POST /payout/transfer', { status, body });
    await expect(client.transfer(transferInput)).resolves.toMatchObject({ status: outcome });
  });

  it('reports a timed-out transfer as unknown, never failed', async () => {
    server.answer('POST /payout/transfer', {
      status: 200,
      body: fixtures.transferSuccess(squadReference),
      delayMs: 4000,
    });
    await expect(client.transfer(transferInput)).resolves.toEqual({
      status: 'unknown',
      message: 'Squad did not answer in time',
    });
  });

  it('requeries with the prefixed reference; only a definite answer is final', async () => {
    server.answer('POST /payout/requery', { status: 200, body: fixtures.transferSuccess(squadReference) });
    await expect(client.requery('Test222')).resolves.toMatchObject({ status: 'success' });
    expect(lastRequest().json).toEqual({ transaction_reference: squadReference });

    server.answer('POST /payout/requery', {
      status: 200,
      body: fixtures.requeryDocumentedEcho(squadReference),
    });
    await expect(client.requery('Test222')).resolves.toMatchObject({ status: 'unknown' });

    server.answer('POST /payout/requery', { status: 404, body: fixtures.transferNotFound });
    await expect(client.requery('Test222')).resolves.toMatchObject({
      status: 'unknown',
      message: 'Transaction not found',
      notFound: true,
    });

    const failed = fixtures.transferSuccess(squadReference);
    server.answer('POST /payout/requery', {
      status: 200,
      body: { ...failed, data: { ...failed.data, transaction_status: 'FAILED' } },
    });
    await expect(client.requery('Test222')).resolves.toMatchObject({ status: 'failed' });
  });

  it('tells a reversal (412, or transaction_status "reversed") and an answer that shows Squad holds the transfer', async () => {
    server.answer('POST /payout/requery', {
      status: 412,
      body: { status: 412, success: false, message: 'Reversed', data: {} },
    });
    await expect(client.requery('Test222')).resolves.toMatchObject({ status: 'failed', reversed: true });
    const paid = fixtures.transferSuccess(squadReference);
    server.answer('POST /payout/requery', {
      status: 200,
      body: { ...paid, data: { ...paid.data, transaction_status: 'Reversed' } },
    });
    await expect(client.requery('Test222')).resolves.toMatchObject({ status: 'failed', reversed: true });
    server.answer('POST /payout/requery', { status: 200, body: paid });
    const found = await client.requery('Test222');
    expect(found).toMatchObject({ status: 'success', known: true });
    expect(found.reversed).toBeUndefined();

    server.answer('POST /payout/requery', { status: 404, body: fixtures.transferNotFound });
    expect((await client.requery('Test222')).known).toBeUndefined();
    for (const [status, message] of [
      [424, 'Timeout'],
      [400, 'Duplicate transaction reference'],
    ] as const) {
      server.answer('POST /payout/transfer', { status, body: { status, success: false, message, data: {} } });
      await expect(client.transfer(transferInput)).resolves.toMatchObject({ status: 'unknown', known: true });
    }
    server.answer('POST /payout/transfer', { status: 500, body: 'Internal Server Error' });
    expect((await client.transfer(transferInput)).known).toBeUndefined();
  });
});

describe('refunds', () => {
  const refundInput = {
    transactionReference: 'order-1',
    gatewayTransactionReference: 'order-1_1_1_1',
    reason: 'Buyer disputes the charge',
  };
  const squadAnswer = (status: number, message: string) => ({
    status,
    body: { status, success: false, message, data: {} },
  });

  it('16: only a 400 or 422 is a refused refund', async () => {
    for (const status of [400, 422]) {
      server.answer('POST /transaction/refund', squadAnswer(status, 'Transaction is not eligible'));
      await expect(client.refund(refundInput)).resolves.toMatchObject({ status: 'failed' });
    }
  });

  it('16: a 408, 409, 429 or any other 4xx is unknown, so the refund is never sent again', async () => {
    for (const status of [401, 403, 404, 408, 409, 429]) {
      server.answer('POST /transaction/refund', squadAnswer(status, 'Try again later'));
      await expect(client.refund(refundInput)).resolves.toMatchObject({ status: 'unknown' });
    }
  });
});
