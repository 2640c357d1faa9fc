import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../providers/squad/fixture-server';
import { africasTalkingClient } from '../../providers/sms/africastalking';
import type { AttemptRecord } from '../../providers/sms/attempts';
import { failoverSmsSender, SmsRefusedError } from '../../providers/sms/failover';
import { termiiClient, verifyTermiiSignature } from '../../providers/sms/termii';
import { SmsUnavailableError } from '../../providers/sms/types';
import { useTestDatabase } from '../../testing/test-database';
import { smsEmulator } from './emulator';
import { SMS_TEST_NUMBERS } from './test-numbers';

// The real clients over real HTTP against the emulators, which post their delivery reports to a recorder.
const database = useTestDatabase();
let emulator: FastifyInstance;
let reports: FixtureServer;
let baseUrl: string;

beforeAll(async () => {
  reports = await startFixtureServer();
  reports.answer('POST /termii', { status: 200, body: { ok: true } });
  reports.answer('POST /at', { status: 200, body: { ok: true } });
  emulator = Fastify({ logger: false });
  await emulator.register(smsEmulator, {
    db: database.db,
    termii: { apiKey: 'tk', secretKey: 'ts' },
    africastalking: { username: 'sandbox', apiKey: 'ak' },
    termiiReportUrl: `${reports.baseUrl}/termii`,
    africasTalkingReportUrl: `${reports.baseUrl}/at`,
    reportDelayMs: 10,
    hangMs: 2_000,
    logger: emulator.log,
    clock: () => new Date(),
  });
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await emulator.close();
  await reports.close();
});

const termii = (overrides: { apiKey?: string; senderId?: string; timeoutMs?: number } = {}) =>
  termiiClient({ baseUrl: `${baseUrl}/sandbox/termii`, apiKey: 'tk', senderId: 'ChancePay', ...overrides });
const at = (apiKey = 'ak') =>
  africasTalkingClient({ baseUrl: `${baseUrl}/sandbox/africastalking`, username: 'sandbox', apiKey });

async function until<T>(read: () => T | undefined, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function received(to: string) {
  const response = await fetch(`${baseUrl}/sandbox/sms/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { messages: Record<string, unknown>[] };
}

describe('the Termii emulator', () => {
  it('takes a message, lists it, and posts a signed delivery report a moment later', async () => {
    const outcome = await termii().send(SMS_TEST_NUMBERS.delivers, 'Your ChancePay code is 111111.');
    expect(outcome).toMatchObject({ kind: 'accepted', messageId: expect.stringMatching(/^\d{25}$/) });
    const messageId = (outcome as { messageId: string }).messageId;
    const report = await until(() => reports.requests.find((request) => request.body.includes(messageId)));
    expect(report.path).toBe('/termii');
    expect(verifyTermiiSignature(report.body, report.headers['x-termii-signature'], 'ts')).toBe(true);
    expect(JSON.parse(report.body)).toMatchObject({
      type: 'outbound',
      message_id_str: messageId,
      receiver: '2348090000001',
      status: 'DELIVERED | Message delivered to handset',
      channel: 'DND',
    });
    const { messages } = await received(SMS_TEST_NUMBERS.delivers);
    expect(messages[0]).toMatchObject({
      provider: 'termii',
      message_id: messageId,
      to: '+2348090000001',
      text: 'Your ChancePay code is 111111.',
      channel: 'dnd',
      status: 'DELIVERED | Message delivered to handset',
      received_at: expect.any(String),
    });
  });

  it('answers a bad key 401, an unknown sender 404 and a bad number 400, as the real one does', async () => {
    expect(await termii({ apiKey: 'wrong' }).send(SMS_TEST_NUMBERS.delivers, 'x')).toMatchObject({
      errorClass: 'auth_config',
    });
    expect(await termii({ senderId: 'X' }).send(SMS_TEST_NUMBERS.delivers, 'x')).toMatchObject({
      errorClass: 'auth_config',
      message: expect.stringContaining('ApplicationSenderId not found'),
    });
    expect(await termii().send('+2341234', 'x')).toMatchObject({ errorClass: 'invalid_recipient' });
  });

  it('reaches the DND number only on the dnd channel: on generic its report says DND Active', async () => {
    const send = async (channel: 'dnd' | 'generic') => {
      const response = await fetch(`${baseUrl}/sandbox/termii/api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          api_key: 'tk',
          to: '2348090000002',
          from: 'ChancePay',
          sms: `On ${channel}`,
          type: 'plain',
          channel,
        }),
      });
      return ((await response.json()) as { message_id: string }).message_id;
    };
    const viaGeneric = await send('generic');
    const viaDnd = await send('dnd');
    const statusOf = async (messageId: string) =>
      JSON.parse(
        (await until(() => reports.requests.find((request) => request.body.includes(messageId)))).body,
      ).status;
    expect(await statusOf(viaGeneric)).toBe('DND Active on Phone Number');
    expect(await statusOf(viaDnd)).toBe('DELIVERED | Message delivered to handset');
  });

  it('sends no report for the no-report number', async () => {
    const outcome = await termii().send(SMS_TEST_NUMBERS.noReport, 'No report for me.');
    const messageId = (outcome as { messageId: string }).messageId;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reports.requests.some((request) => request.body.includes(messageId))).toBe(false);
    expect((await received(SMS_TEST_NUMBERS.noReport)).messages[0]).toMatchObject({ status: 'Message Sent' });
  });
});

describe("the Africa's Talking emulator", () => {
  it('answers 201 with status 101 and posts a form report', async () => {
    const outcome = await at().send(SMS_TEST_NUMBERS.delivers, 'Hello from AT.');
    expect(outcome).toMatchObject({ kind: 'accepted', messageId: expect.stringMatching(/^ATXid_/) });
    const messageId = (outcome as { messageId: string }).messageId;
    const report = await until(() => reports.requests.find((request) => request.body.includes(messageId)));
    expect(report.path).toBe('/at');
    expect(Object.fromEntries(new URLSearchParams(report.body))).toEqual({
      id: messageId,
      status: 'Success',
      phoneNumber: '+2348090000001',
      networkCode: '99999',
    });
  });

  it('answers a bad key with the plain-text 401 and a bad number with 403 InvalidPhoneNumber', async () => {
    expect(await at('wrong').send(SMS_TEST_NUMBERS.delivers, 'x')).toMatchObject({
      errorClass: 'auth_config',
    });
    expect(await at().send('+2341234', 'x')).toMatchObject({ errorClass: 'invalid_recipient' });
  });
});

describe('failover between the emulators', () => {
  function recorder() {
    const attempts: AttemptRecord[] = [];
    return { attempts, record: async (attempt: AttemptRecord) => void attempts.push(attempt) };
  }

  it('sends through Termii when it works, recording one attempt', async () => {
    const log = recorder();
    const sender = failoverSmsSender([termii(), at()], log);
    expect(await sender.send({ to: SMS_TEST_NUMBERS.dnd, text: 'DND, but on the dnd route.' })).toMatchObject(
      {
        provider: 'termii',
      },
    );
    expect(log.attempts).toEqual([expect.objectContaining({ provider: 'termii', status: 'sent' })]);
  });

  it("goes to Africa's Talking when Termii fails, recording both attempts under one key", async () => {
    const log = recorder();
    const sender = failoverSmsSender([termii(), at()], log);
    const delivery = await sender.send({ to: SMS_TEST_NUMBERS.termiiFails, text: 'Failover.', key: 'k1' });
    expect(delivery.provider).toBe('africastalking');
    expect(log.attempts).toEqual([
      expect.objectContaining({
        messageKey: 'k1',
        provider: 'termii',
        status: 'send_failed',
        error: expect.stringContaining('provider_transient'),
      }),
      expect.objectContaining({ messageKey: 'k1', provider: 'africastalking', status: 'sent' }),
    ]);
    const { messages } = await received(SMS_TEST_NUMBERS.termiiFails);
    expect(messages.map((message) => message.provider)).toEqual(['africastalking']);
  });

  it("goes to Africa's Talking when Termii hangs past the timeout", async () => {
    const log = recorder();
    const sender = failoverSmsSender([termii({ timeoutMs: 300 }), at()], log);
    const delivery = await sender.send({ to: SMS_TEST_NUMBERS.termiiHangs, text: 'Too slow.' });
    expect(delivery.provider).toBe('africastalking');
    expect(log.attempts[0]).toMatchObject({ provider: 'termii', error: expect.stringContaining('in time') });
  });

  it('stops at a refusal about the recipient: the next provider would refuse it too', async () => {
    const log = recorder();
    const sender = failoverSmsSender([termii(), at()], log);
    await expect(sender.send({ to: '+2341234', text: 'x' })).rejects.toBeInstanceOf(SmsRefusedError);
    expect(log.attempts.map((attempt) => attempt.provider)).toEqual(['termii']);
  });

  it('throws SmsUnavailableError when every provider fails, and with no provider at all', async () => {
    const log = recorder();
    await expect(
      failoverSmsSender([termii({ apiKey: 'wrong' }), at('wrong')], log).send({
        to: SMS_TEST_NUMBERS.delivers,
        text: 'x',
      }),
    ).rejects.toBeInstanceOf(SmsUnavailableError);
    expect(log.attempts).toHaveLength(2);
    await expect(
      failoverSmsSender([], log).send({ to: SMS_TEST_NUMBERS.delivers, text: 'x' }),
    ).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});
