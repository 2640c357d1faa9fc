import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// The address every per-address limit counts by (issue #12, item 3).
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addressSeen(env: Record<string, string>, headers: Record<string, string>, remote: string) {
  t = await createTestApp({
    env,
    extraRoutes: (app) => app.get('/whoami', async (request) => ({ ip: request.ip })),
  });
  const response = await t.app.inject({ method: 'GET', url: '/whoami', headers, remoteAddress: remote });
  return response.json().ip as string;
}

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says which proxy may send it', async () => {
    expect(await addressSeen({}, { 'x-forwarded-for': '198.51.100.9' }, '203.0.113.5')).toBe('203.0.113.5');
  });

  it('even in production', async () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://chancepay.example',
      SQUAD_SECRET_KEY: 'sk_live_not_used',
      SQUAD_BASE_URL: 'https://api-d.squadco.com',
      SMTP_URL: 'smtp://localhost:2525',
      IDENTITY_BASE_URL: 'https://api.dojah.io',
      IDENTITY_APP_ID: 'app',
      IDENTITY_SECRET_KEY: 'prod_sk_not_used',
    };
    expect(await addressSeen(production, { 'x-forwarded-for': '198.51.100.9' }, '203.0.113.5')).toBe(
      '203.0.113.5',
    );
  });

  it('takes the forwarded address from a trusted proxy, by address range or hop count', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.9' };
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.0/8' }, forwarded, '10.1.2.3')).toBe('198.51.100.9');
    await t!.close();
    // A client outside the trusted range cannot spoof it.
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.0/8' }, forwarded, '203.0.113.5')).toBe('203.0.113.5');
    await t!.close();
    expect(
      await addressSeen({ TRUST_PROXY: '1' }, { 'x-forwarded-for': '192.0.2.1, 198.51.100.9' }, '10.1.2.3'),
    ).toBe('198.51.100.9');
  });
});
