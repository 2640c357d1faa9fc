import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsAttempts } from '../db/schema';
import { signTermiiBody } from '../providers/sms/termii';
import { startFixtureServer, type FixtureServer } from '../providers/squad/fixture-server';
import { TERMII_EMULATOR_SECRET_KEY } from '../sandbox/sms/credentials';
import { TestClient } from '../testing/http-client';
import { createTestApp, useTestApp, type TestApp } from '../testing/test-app';

async function signUp(t: TestApp, phone: string, name: string) {
  const client = new TestClient(t.app);
  const response = await client.post('/api/user/register', {
    username: name,
    email: `${name}@example.com`,
    phone_number: phone,
    password: 'a long enough passphrase',
    age_confirmed: true,
  });
  return { client, response };
}

async function textsTo(t: TestApp, e164: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/sms/messages?to=${encodeURIComponent(e164)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().messages as { provider: string; text: string; status: string; to: string }[];
}

async function eventually<T>(read: () => Promise<T | undefined>, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('sign-up codes through the emulators', () => {
  const t = useTestApp({ smsReportDelayMs: 10 });

  it('texts the code through Termii; its signed delivery report marks the attempt delivered', async () => {
    const { client, response } = await signUp(t, '08090000001', 'ada');
    expect(response.statusCode).toBe(201);
    const [text] = await textsTo(t, '+2348090000001');
    expect(text).toMatchObject({ provider: 'termii', to: '+2348090000001' });
    const code = /\b(\d{6})\b/.exec(text!.text)![1];
    const verified = await client.post('/api/user/verify-phone', {
      verification_token: response.json().data.verification_token,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const attempt = await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(smsAttempts)
        .where(eq(smsAttempts.recipient, '+2348090000001'));
      return row?.status === 'delivered' ? row : undefined;
    });
    expect(attempt).toMatchObject({
      provider: 'termii',
      providerMessageId: expect.stringMatching(/^\d{25}$/),
    });
    // The outbox page shows it too.
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(page.body).toContain(`<strong data-code>${code}</strong>`);
    expect(page.body).toContain('via termii');
  });

  it("sends the code through Africa's Talking while Termii is down", async () => {
    const down = await t.app.inject({
      method: 'PUT',
      url: '/sandbox/termii/outage',
      payload: { down: true },
    });
    expect(down.json()).toEqual({ down: true });
    try {
      const { response } = await signUp(t, '08090000011', 'bola');
      expect(response.statusCode).toBe(201);
      const texts = await textsTo(t, '+2348090000011');
      expect(texts.map((text) => text.provider)).toEqual(['africastalking']);
      const attempts = await t.database.db
        .select()
        .from(smsAttempts)
        .where(eq(smsAttempts.recipient, '+2348090000011'));
      expect(attempts.map((attempt) => [attempt.provider, attempt.status])).toEqual(
        expect.arrayContaining([
          ['termii', 'send_failed'],
          ['africastalking', expect.stringMatching(/sent|delivered/)],
        ]),
      );
      await eventually(async () => {
        const [row] = await t.database.db
          .select()
          .from(smsAttempts)
          .where(eq(smsAttempts.provider, 'africastalking'));
        return row?.status === 'delivered' ? row : undefined;
      });
    } finally {
      await t.app.inject({ method: 'PUT', url: '/sandbox/termii/outage', payload: { down: false } });
    }
  });

  it('fails over for the documented test number too', async () => {
    const { response } = await signUp(t, '08090000004', 'chi');
    expect(response.statusCode).toBe(201);
    expect((await textsTo(t, '+2348090000004')).map((text) => text.provider)).toEqual(['africastalking']);
  });
});

describe('delivery report routes', () => {
  const t = useTestApp({ smsReportDelayMs: 60_000 });
  let messageId: string;

  beforeAll(async () => {
    await signUp(t, '08090000003', 'dayo');
    const [row] = await t.database.db
      .select()
      .from(smsAttempts)
      .where(eq(smsAttempts.recipient, '+2348090000003'));
    messageId = row!.providerMessageId!;
  });

  const termiiReport = (status: string) =>
    JSON.stringify({
      type: 'outbound',
      message_id: messageId,
      message_id_str: messageId,
      status,
      channel: 'DND',
    });
  const status = async () =>
    (await t.database.db.select().from(smsAttempts).where(eq(smsAttempts.providerMessageId, messageId)))[0]!
      .status;

  it('refuses a Termii report with a missing or wrong signature, and needs no CSRF token', async () => {
    const body = termiiReport('Delivered');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/sms/termii/dlr',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'The report signature is missing or wrong.',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/sms/termii/dlr',
      headers: {
        'content-type': 'application/json',
        'x-termii-signature': signTermiiBody(body, 'not the secret'),
      },
      payload: body,
    });
    expect(wrong.statusCode).toBe(401);
    expect(await status()).toBe('sent');
  });

  it('takes a signed report in upper-case hex, and never leaves a final status', async () => {
    const body = termiiReport('DND Active on Phone Number');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/sms/termii/dlr',
      headers: {
        'content-type': 'application/json',
        'x-termii-signature': signTermiiBody(body, TERMII_EMULATOR_SECRET_KEY).toUpperCase(),
      },
      payload: body,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await status()).toBe('rejected');
    const late = termiiReport('Delivered');
    await t.app.inject({
      method: 'POST',
      url: '/api/sms/termii/dlr',
      headers: {
        'content-type': 'application/json',
        'x-termii-signature': signTermiiBody(late, TERMII_EMULATOR_SECRET_KEY),
      },
      payload: late,
    });
    expect(await status()).toBe('rejected');
  });

  it("takes an Africa's Talking form report only for an id we sent", async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sms/africastalking/dlr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=ATXid_forged&status=Success&phoneNumber=%2B2348090000003',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    // An id Termii gave is not an Africa's Talking id.
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/sms/africastalking/dlr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${messageId}&status=Failed&failureReason=DeliveryFailure`,
    });
    expect(crossed.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/sms/africastalking/dlr',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it("moves an Africa's Talking attempt to failed with the reason", async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/termii/outage', payload: { down: true } });
    await signUp(t, '08090000012', 'efe');
    await t.app.inject({ method: 'PUT', url: '/sandbox/termii/outage', payload: { down: false } });
    const [sent] = await t.database.db
      .select()
      .from(smsAttempts)
      .where(eq(smsAttempts.provider, 'africastalking'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sms/africastalking/dlr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${sent!.providerMessageId}&status=Failed&phoneNumber=%2B2348090000012&failureReason=DeliveryFailure`,
    });
    expect(response.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(smsAttempts).where(eq(smsAttempts.id, sent!.id));
    expect(after).toMatchObject({ status: 'failed', error: 'Failed: DeliveryFailure' });
  });
});

describe('Termii configured with a key, against the emulator', () => {
  const t = useTestApp({
    smsReportDelayMs: 10,
    env: {
      // A real key beside the sandboxes is refused unless a test deployment says so (issue #12).
      SANDBOX: 'on',
      SMS_PROVIDERS: 'termii',
      TERMII_API_KEY: 'a-configured-key',
      TERMII_SECRET_KEY: 'a-configured-secret',
      TERMII_BASE_URL: 'http://localhost:3000/sandbox/termii',
    },
  });

  it('sends with that key and checks reports with that secret', async () => {
    const { response } = await signUp(t, '08090000021', 'femi');
    expect(response.statusCode).toBe(201);
    expect((await textsTo(t, '+2348090000021'))[0]).toMatchObject({ provider: 'termii' });
    await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(smsAttempts)
        .where(eq(smsAttempts.recipient, '+2348090000021'));
      return row?.status === 'delivered' ? row : undefined;
    });
  });
});

describe('in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://chancepay.example',
    SQUAD_SECRET_KEY: 'sk',
    SQUAD_BASE_URL: 'https://sandbox-api-d.squadco.com',
    SMTP_URL: 'smtp://127.0.0.1:1',
    IDENTITY_BASE_URL: 'https://api.dojah.io',
    IDENTITY_APP_ID: 'app',
    IDENTITY_SECRET_KEY: 'prod_sk_not_used',
  };
  let termii: FixtureServer;
  beforeAll(async () => {
    termii = await startFixtureServer();
    termii.answer('POST /api/sms/send', {
      status: 200,
      body: {
        code: 'ok',
        message_id: '3017662654170730934523674',
        message_id_str: '3017662654170730934523674',
      },
    });
  });
  afterAll(async () => {
    await termii.close();
  });

  it('signs up through the configured Termii (no 503), and has no emulators', async () => {
    const t = await createTestApp({
      env: { ...production, TERMII_API_KEY: 'live-key', TERMII_BASE_URL: termii.baseUrl },
    });
    try {
      const { response } = await signUp(t, '08031234567', 'gozie');
      expect(response.statusCode).toBe(201);
      expect(JSON.parse(termii.requests.at(-1)!.body)).toMatchObject({
        api_key: 'live-key',
        to: '2348031234567',
        channel: 'dnd',
        sms: expect.stringMatching(/Your ChancePay code is \d{6}\./),
      });
      for (const url of [
        '/sandbox/sms/messages',
        '/sandbox/termii/api/sms/send',
        '/sandbox/africastalking/version1/messaging',
      ])
        expect(
          (await t.app.inject({ method: url.endsWith('messages') ? 'GET' : 'POST', url })).statusCode,
        ).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers 400 on the phone number when the provider refuses the number itself', async () => {
    termii.answer('POST /api/sms/send', {
      status: 400,
      body: { code: 400, message: 'Invalid phone number' },
    });
    const t = await createTestApp({
      env: { ...production, TERMII_API_KEY: 'live-key', TERMII_BASE_URL: termii.baseUrl },
    });
    try {
      const { response } = await signUp(t, '08031234569', 'ifeoma');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'We could not send a text to this phone number. Check it or use another.',
        errors: [{ field: 'phone_number' }],
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 with no SMS key, and refuses Termii reports without a secret key', async () => {
    const t = await createTestApp({ env: production });
    try {
      const { response } = await signUp(t, '08031234568', 'hauwa');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('We cannot send text messages right now. Please try again later.');
      const body = '{"message_id":"1","status":"Delivered"}';
      const report = await t.app.inject({
        method: 'POST',
        url: '/api/sms/termii/dlr',
        headers: {
          'content-type': 'application/json',
          'x-termii-signature': signTermiiBody(body, TERMII_EMULATOR_SECRET_KEY),
        },
        payload: body,
      });
      expect(report.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
