import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { writeOutboxMessage } from './store';

describe('the outbox page', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await writeOutboxMessage(t.database.db, {
      channel: 'email',
      recipient: 'ada@example.com',
      subject: 'Reset <your> password',
      bodyText: 'Open http://localhost:3000/reset-password?token=abc&x=<script>alert(1)</script> now',
    });
    await writeOutboxMessage(t.database.db, {
      channel: 'sms',
      recipient: '+2348031234567',
      subject: null,
      bodyText: 'Your ChancePay code is 123456. It expires in 10 minutes.',
    });
  });

  it('lists mail and SMS with clickable links and codes, escaped, with no inline script or style', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<a href="http://localhost:3000/reset-password?token=abc&#38;x=">');
    expect(html).toContain('Reset &#60;your&#62; password');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<style|style=/);
    expect(html).toContain('<strong data-code>123456</strong>');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const css = await t.app.inject({ method: 'GET', url: '/sandbox/outbox.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('serves the same messages as JSON for tests, filterable by recipient', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/outbox.json?to=%2B2348031234567' });
    expect(response.json().messages).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+2348031234567', code: '123456', links: [] }),
    ]);
  });
});

describe('in production', () => {
  it('has no outbox', async () => {
    const t = await createTestApp({
      env: {
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
      },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/outbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).statusCode).toBe(404);
      // Cookies there are Secure with the __Host-/__Secure- prefixes.
      const csrf = await t.app.inject({ method: 'GET', url: '/api/context-proxy/v1/csrf' });
      expect(csrf.cookies[0]).toMatchObject({ name: '__Host-cp_csrf', secure: true, path: '/' });
    } finally {
      await t.close();
    }
  });
});
