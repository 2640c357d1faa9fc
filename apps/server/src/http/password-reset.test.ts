import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, logIn, manualClock, testPassword } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { createTestApp, useTestApp } from '../testing/test-app';
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_SENT_MESSAGE } from '../domain/users';
import { RESET_GET_REFUSED_MESSAGE } from './password-reset';

const clock = manualClock();
const t = useTestApp({ clock: clock.now });
beforeAll(async () => {
  await createTestUser(t.database, { username: 'bola', email: 'bola@example.com' });
});

async function resetLinkFor(email: string): Promise<string> {
  await t.app.inject({ method: 'GET', url: `/api/send-reset-link?email=${encodeURIComponent(email)}` });
  await t.app.background.settled();
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/sandbox/outbox.json?to=${encodeURIComponent(email)}`,
  });
  const link = outbox.json().messages[0]?.links[0];
  if (!link) throw new Error('no reset mail');
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const real = await t.app.inject({ method: 'GET', url: '/api/send-reset-link?email=bola@example.com' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/send-reset-link?email=nobody@example.com',
    });
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(real.json()).toEqual({ success: true, message: RESET_LINK_SENT_MESSAGE });
    expect(unknown.body).toBe(real.body);
    await t.app.background.settled();
    const outbox = (await t.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).json().messages;
    expect(outbox.filter((m: { to: string }) => m.to === 'nobody@example.com')).toEqual([]);
    const mail = outbox.find((m: { to: string }) => m.to === 'bola@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your ChancePay password' });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('validates, resets once, signs out every device, and the new password works', async () => {
    const session = await logIn(t.app, 'bola');
    const link = await resetLinkFor('bola@example.com');
    const token = tokenOf(link);
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-token?token=${token}` })).json()).toEqual({
      valid: true,
    });

    const client = new TestClient(t.app);
    const reset = await client.post('/api/reset-password', { token, password: 'my brand new passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: 'Password reset successful! You can now log in.',
    });

    expect((await t.app.inject({ method: 'GET', url: `/api/verify-token?token=${token}` })).json()).toEqual({
      valid: false,
    });
    const again = await client.post('/api/reset-password', { token, password: 'another new passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: RESET_LINK_INVALID_MESSAGE });

    expect((await session.get('/api/user/me')).statusCode).toBe(401);
    expect(
      (await client.post('/api/jwt-auth/v1/token', { username: 'bola', password: testPassword })).statusCode,
    ).toBe(401);
    expect(
      (await client.post('/api/jwt-auth/v1/token', { username: 'bola', password: 'my brand new passphrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('expires a link after 30 minutes', async () => {
    await createTestUser(t.database, { username: 'late', email: 'late@example.com' });
    const token = tokenOf(await resetLinkFor('late@example.com'));
    clock.advance(30 * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-token?token=${token}` })).json()).toEqual({
      valid: false,
    });
    const response = await new TestClient(t.app).post('/api/reset-password', {
      token,
      password: 'too late passphrase',
    });
    expect(response.statusCode).toBe(400);
  });

  it('checks the new password against the rules', async () => {
    await createTestUser(t.database, { username: 'rules', email: 'rules@example.com' });
    const token = tokenOf(await resetLinkFor('rules@example.com'));
    const response = await new TestClient(t.app).post('/api/reset-password', { token, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('password');
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-token?token=${token}` })).json()).toEqual({
      valid: true,
    });
  });

  it('refuses the spec GET form with 405, since it would put the password in the address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reset-password?token=a&password=b' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ success: false, message: RESET_GET_REFUSED_MESSAGE });
  });

  it('refuses a malformed email or missing token with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/send-reset-link?email=nope' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/verify-token' })).statusCode).toBe(400);
  });

  it('sends at most 3 links an hour per email, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await t.app.inject({ method: 'GET', url: '/api/send-reset-link?email=flood@example.com' });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/send-reset-link?email=FLOOD@example.com',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many reset links were requested. Try again in 60 minutes.',
    });
  });
});

describe('mail over SMTP', () => {
  it('delivers the reset mail to a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const smtp = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://chancepay.example',
        SANDBOX: 'on',
        JWT_SECRET: 'a test deployment secret of 32+ characters',
      },
    });
    try {
      await createTestUser(smtp.database, { username: 'mailme', email: 'mailme@example.com' });
      const response = await smtp.app.inject({
        method: 'GET',
        url: '/api/send-reset-link?email=mailme@example.com',
      });
      expect(response.statusCode).toBe(200);
      await smtp.app.background.settled();
      expect(received).toHaveLength(1);
      const message = received[0]!.replace(/=\r\n/g, '');
      expect(message).toContain('To: mailme@example.com');
      expect(message).toContain('Subject: Reset your ChancePay password');
      expect(message).toMatch(
        /https:\/\/chancepay\.example\/reset-password\?token=3D[A-Za-z0-9_-]{43}|https:\/\/chancepay\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/,
      );
      // Nothing went to the outbox: with SMTP configured, real mail is the only mail.
      const outbox = await smtp.app.inject({ method: 'GET', url: '/sandbox/outbox.json' });
      expect(outbox.json().messages).toEqual([]);
    } finally {
      await smtp.close();
      server.close();
    }
  });
});
