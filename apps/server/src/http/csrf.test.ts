import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { useTestApp } from '../testing/test-app';
import { CROSS_SITE_MESSAGE, CSRF_FAILED_MESSAGE } from './csrf';

const t = useTestApp({
  extraRoutes: (app) => {
    app.post('/api/test-change', async () => ({ success: true }));
  },
});

describe('CSRF protection', () => {
  it('hands out a signed token and a matching HttpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/context-proxy/v1/csrf' });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token.length).toBeGreaterThanOrEqual(8);
    const cookie = response.cookies.find((c) => c.name === 'cp_csrf')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(token.split('.')[0]).toBe(cookie.value);
  });

  it('keeps the same token for a client that already has the cookie', async () => {
    const client = new TestClient(t.app);
    const first = await client.csrf();
    client.forgetCsrf();
    expect(await client.csrf()).toBe(first);
  });

  it('lets a state-changing call with the token through', async () => {
    const response = await new TestClient(t.app).post('/api/test-change', {});
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing token with 403 and says a reload fixes it', async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    const response = await client.post('/api/test-change', {}, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: CSRF_FAILED_MESSAGE });
    expect(response.headers['x-csrf-invalid']).toBe('1');
  });

  it('refuses a token that does not match the cookie or is not signed by us', async () => {
    const client = new TestClient(t.app);
    const token = (await client.csrf())!;
    const [value] = token.split('.');
    for (const wrong of [
      `${value}.${'0'.repeat(64)}`,
      'x'.repeat(43) + '.' + token.split('.')[1],
      token + 'x',
    ]) {
      const response = await client.post('/api/test-change', {}, { headers: { 'x-csrf-token': wrong } });
      expect(response.statusCode, wrong).toBe(403);
    }
    // The right token without its cookie (a forged cross-site form cannot send the cookie's value).
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/test-change',
      headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(bare.statusCode).toBe(403);
  });

  it('refuses a browser request that says it is cross-site, even with a valid token', async () => {
    const response = await new TestClient(t.app).post(
      '/api/test-change',
      {},
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE });
  });

  it('does not ask the signed gateway webhook for a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/context-proxy/v1/squad/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    // Not the CSRF refusal: the real webhook route answers, refusing only the missing signature.
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-csrf-invalid']).toBeUndefined();
    expect(response.json().message).toMatch(/signature/);
  });

  it('guards login and logout too', async () => {
    const login = await new TestClient(t.app).post(
      '/api/jwt-auth/v1/token',
      { username: 'a', password: 'b' },
      { csrf: false },
    );
    expect(login.statusCode).toBe(403);
    const logout = await new TestClient(t.app).post('/api/jwt-auth/v1/logout', {}, { csrf: false });
    expect(logout.statusCode).toBe(403);
  });
});
