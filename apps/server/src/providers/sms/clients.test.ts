import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../squad/fixture-server';
import {
  africasTalkingClient,
  africasTalkingDeliveryStatus,
  interpretAfricasTalkingSend,
} from './africastalking';
import {
  interpretTermiiSend,
  parseTermiiReport,
  termiiClient,
  termiiDeliveryStatus,
  verifyTermiiSignature,
} from './termii';

// Recorded answers in the shapes of docs/research/sms-gateways.md, replayed by a real local HTTP server.
let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

// The real 5 s deadline: a loaded test machine can take a while over a first request.
const termii = (timeoutMs = 5_000) =>
  termiiClient({ baseUrl: server.baseUrl, apiKey: 'KEY', senderId: 'ChancePay', timeoutMs });
const at = () =>
  africasTalkingClient({
    baseUrl: server.baseUrl,
    username: 'chancepay',
    apiKey: 'AT-KEY',
    senderId: 'ChancePay',
  });

describe('the Termii client', () => {
  it('sends JSON on the dnd route to 234... without the plus, and keeps the 25-digit id as text', async () => {
    server.answer('POST /api/sms/send', {
      status: 200,
      body: {
        code: 'ok',
        message_id: '3017662654170730934523674',
        message_id_str: '3017662654170730934523674',
        message: 'Successfully Sent',
        balance: 2745.6,
        user: 'Peter Mcleish',
      },
    });
    const outcome = await termii().send('+2348031234567', 'Your ChancePay code is 123456.');
    expect(outcome).toEqual({ kind: 'accepted', messageId: '3017662654170730934523674' });
    const request = server.requests.at(-1)!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      api_key: 'KEY',
      to: '2348031234567',
      from: 'ChancePay',
      sms: 'Your ChancePay code is 123456.',
      type: 'plain',
      channel: 'dnd',
    });
  });

  it('reads a numeric message_id from the text, not through a float', () => {
    expect(
      interpretTermiiSend(
        200,
        '{"code":"ok","message_id":3017662654170730934523674,"message":"Successfully Sent"}',
      ),
    ).toEqual({
      kind: 'accepted',
      messageId: '3017662654170730934523674',
    });
  });

  it.each([
    [401, { code: 401, message: 'Invalid API key' }, 'auth_config'],
    [
      404,
      {
        code: 404,
        message: 'ApplicationSenderId not found for applicationId: 53060 and senderName: Movescrow',
      },
      'auth_config',
    ],
    [
      400,
      { code: 400, message: 'Country Inactive. Contact Administrator to activate country.' },
      'auth_config',
    ],
    [422, { code: 422, message: 'The to field is invalid' }, 'invalid_recipient'],
    [400, { code: 400, message: 'Invalid phone number' }, 'invalid_recipient'],
    [500, { message: 'Server Error' }, 'provider_transient'],
    [503, 'Service Unavailable', 'provider_transient'],
    [200, { message: 'Successfully Sent' }, 'provider_rejected'],
  ] as const)('maps HTTP %i %j to %s', async (status, body, errorClass) => {
    server.answer('POST /api/sms/send', { status, body });
    const outcome = await termii().send('+2348031234567', 'hi');
    expect(outcome).toMatchObject({ kind: 'error', errorClass });
  });

  it('gives up after its timeout as a retryable failure', async () => {
    server.answer('POST /api/sms/send', {
      status: 200,
      body: { code: 'ok', message_id: '1' },
      delayMs: 3_000,
    });
    const started = Date.now();
    expect(await termii(300).send('+2348031234567', 'hi')).toMatchObject({
      kind: 'error',
      errorClass: 'provider_transient',
      message: 'Termii did not answer in time.',
    });
    // Well before the answer would have come.
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('counts a refused connection as retryable', async () => {
    const client = termiiClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'K', senderId: 'ChancePay' });
    expect(await client.send('+2348031234567', 'hi')).toMatchObject({ errorClass: 'provider_transient' });
  });
});

describe("Termii's delivery reports", () => {
  // The research's reference vector (Mane-Olawale/termii tests/WebhookTest.php): secret "termii".
  const body =
    '{"type":"outbound","message_id":"902022080211300900000078460","message_id_str":"902022080211300900000078460","receiver":"2348147386362","sender":"MAlert","message":"Hi there, testing Gotrade","sent_at":"2022-08-02 11:30:11","cost":"3.9","pages":"1","command":"deliver","status":"DELIVERED | Message delivered to handset","channel":"DND","msgtype":5,"origid":"902022080211300900000078460","messagestate":"Delivered","notify_id":"902022080211300900000078460"}';
  const lower = createHmac('sha512', 'termii').update(body).digest('hex');

  it('accepts the HMAC-SHA512 of the raw body in lower and upper case hex', () => {
    expect(verifyTermiiSignature(body, lower, 'termii')).toBe(true);
    expect(verifyTermiiSignature(body, lower.toUpperCase(), 'termii')).toBe(true);
  });

  it('refuses another secret, a changed body, a truncated or missing signature', () => {
    expect(verifyTermiiSignature(body, lower, 'other')).toBe(false);
    expect(verifyTermiiSignature(body.replace('3.9', '0.1'), lower, 'termii')).toBe(false);
    expect(verifyTermiiSignature(body, lower.slice(0, 64), 'termii')).toBe(false);
    expect(verifyTermiiSignature(body, undefined, 'termii')).toBe(false);
  });

  it('reads the id and status, and maps the statuses', () => {
    expect(parseTermiiReport(body)).toEqual({
      messageId: '902022080211300900000078460',
      status: 'DELIVERED | Message delivered to handset',
    });
    expect(parseTermiiReport('{"type":"inbound","message_id":"1","status":"Received"}')).toBeNull();
    expect(termiiDeliveryStatus('DELIVERED | Message delivered to handset')).toBe('delivered');
    expect(termiiDeliveryStatus('Delivered')).toBe('delivered');
    expect(termiiDeliveryStatus('DND Active on Phone Number')).toBe('rejected');
    expect(termiiDeliveryStatus('Rejected')).toBe('rejected');
    expect(termiiDeliveryStatus('Message Failed')).toBe('failed');
    expect(termiiDeliveryStatus('Expired')).toBe('failed');
    expect(termiiDeliveryStatus('Message Sent')).toBe('sent');
  });
});

describe("the Africa's Talking client", () => {
  it('posts a form with the apiKey header and the plus kept; 201 with 101 is accepted', async () => {
    server.answer('POST /version1/messaging', {
      status: 201,
      body: {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [
            {
              statusCode: 101,
              number: '+2348031234567',
              status: 'Success',
              cost: 'KES 0.8000',
              messageId: 'ATPid_SampleTxnId123',
            },
          ],
        },
      },
    });
    expect(await at().send('+2348031234567', 'Your code is 482913')).toEqual({
      kind: 'accepted',
      messageId: 'ATPid_SampleTxnId123',
    });
    const request = server.requests.at(-1)!;
    expect(request.headers.apikey).toBe('AT-KEY');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      username: 'chancepay',
      to: '+2348031234567',
      message: 'Your code is 482913',
      bulkSMSMode: '1',
      from: 'ChancePay',
    });
  });

  const recipient = (statusCode: number, status: string) =>
    JSON.stringify({
      SMSMessageData: {
        Message: 'Sent to 0/1 Total Cost: 0',
        Recipients: [{ cost: '0', messageId: 'None', number: '+2348031234567', status, statusCode }],
      },
    });

  it.each([
    [100, 'Processed', 'accepted'],
    [102, 'Queued', 'accepted'],
    [401, 'RiskHold', 'risk_hold'],
    [402, 'InvalidSenderId', 'auth_config'],
    [403, 'InvalidPhoneNumber', 'invalid_recipient'],
    [404, 'UnsupportedNumberType', 'invalid_recipient'],
    [405, 'InsufficientBalance', 'insufficient_funds'],
    [406, 'UserInBlacklist', 'blocked_recipient'],
    [407, 'CouldNotRoute', 'invalid_recipient'],
    [409, 'DoNotDisturbRejection', 'blocked_recipient'],
    [500, 'InternalServerError', 'provider_transient'],
    [501, 'GatewayError', 'provider_transient'],
    [502, 'RejectedByGateway', 'provider_rejected'],
  ])('maps recipient status %i %s', (code, status, expected) => {
    const text = recipient(code, status).replace('"None"', code < 200 ? '"ATXid_1"' : '"None"');
    const outcome = interpretAfricasTalkingSend(201, text);
    if (expected === 'accepted') expect(outcome).toEqual({ kind: 'accepted', messageId: 'ATXid_1' });
    else expect(outcome).toMatchObject({ kind: 'error', errorClass: expected });
  });

  it('reads a 409 DND answer sent as HTTP 409 too', () => {
    expect(interpretAfricasTalkingSend(409, recipient(409, 'DoNotDisturbRejection'))).toMatchObject({
      errorClass: 'blocked_recipient',
    });
  });

  it('maps the plain-text 401 to a configuration error and a 5xx to retryable', async () => {
    server.answer('POST /version1/messaging', {
      status: 401,
      body: 'The supplied authentication is invalid',
    });
    expect(await at().send('+2348031234567', 'hi')).toMatchObject({
      errorClass: 'auth_config',
      message: 'HTTP 401: The supplied authentication is invalid',
    });
    server.answer('POST /version1/messaging', { status: 502, body: 'Bad Gateway' });
    expect(await at().send('+2348031234567', 'hi')).toMatchObject({ errorClass: 'provider_transient' });
  });

  it('maps report statuses', () => {
    expect(africasTalkingDeliveryStatus('Success')).toBe('delivered');
    expect(africasTalkingDeliveryStatus('Rejected')).toBe('rejected');
    expect(africasTalkingDeliveryStatus('Failed')).toBe('failed');
    expect(africasTalkingDeliveryStatus('AbsentSubscriber')).toBe('failed');
    expect(africasTalkingDeliveryStatus('Buffered')).toBe('sent');
  });
});
