import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema';
import { createTestUser, createTestVendor, logIn, manualClock, testPassword } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { useTestApp } from '../testing/test-app';
import { LOGIN_FAILED_MESSAGE } from '../domain/users';

// Starts at the real time: the test client drops cookies whose expiry has passed by the wall clock.
const clock = manualClock();
const t = useTestApp({ clock: clock.now });

beforeAll(async () => {
  await createTestUser(t.database, { username: 'ada', email: 'ada@example.com', phone: '+2348031110001' });
  await createTestVendor(t.database, 'shop.owner');
  await createTestUser(t.database, { username: 'pending', phoneVerified: false });
});

function refreshCookieOf(client: TestClient): string | undefined {
  return client.cookie('cp_refresh');
}

/** The client's cookies with the refresh cookie swapped for `refresh` (a copied or stolen one). */
function withRefreshCookie(client: TestClient, refresh: string) {
  return { headers: { cookie: `cp_csrf=${client.cookie('cp_csrf')}; cp_refresh=${refresh}` } };
}

describe('login', () => {
  it('answers the spec shape with a 5-minute JWT and sets the refresh cookie, not the body', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/jwt-auth/v1/token', { username: 'ada', password: testPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Login successful.',
      data: {
        token: expect.any(String),
        displayName: 'ada',
        nicename: 'ada',
        phone_number: '+2348031110001',
        wallet_balance: '0.00',
        user_role: 'customer',
        email: 'ada@example.com',
        vendor_details: null,
      },
    });
    expect(body.data).not.toHaveProperty('refresh_token');
    const [, payload] = body.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(300);
    const cookie = response.cookies.find((c) => c.name === 'cp_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/jwt-auth' });
    // PUBLIC_URL defaults to http://localhost: the only case where Secure is left off.
    expect(cookie.secure).toBeUndefined();
  });

  it('accepts the email or the phone number in any accepted form, case-insensitively', async () => {
    for (const username of ['ADA@example.com', '0803 111 0001', 'Ada']) {
      const response = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
        username,
        password: testPassword,
      });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('gives a vendor their business details', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/jwt-auth/v1/token', {
      username: 'shop.owner',
      password: testPassword,
    });
    expect(response.json().data).toMatchObject({
      user_role: 'vendor',
      displayName: 'Bukka Hut',
      vendor_details: {
        business_name: 'Bukka Hut',
        business_address: '3 Adeola Odeku, Victoria Island, Lagos',
        bank_name: 'GTBank',
        bank_account_number: expect.stringMatching(/^\d{10}$/),
        cac_number: expect.stringMatching(/^RC \d{7}$/),
        qr_code: expect.stringMatching(/^\/api\/vendors\/[0-9a-f-]{36}\/qr\.svg$/),
      },
    });
  });

  it("serves the vendor's QR code at vendor_details.qr_code: their Scan2Pay4Me page, as SVG", async () => {
    const login = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: 'shop.owner',
      password: testPassword,
    });
    const source = login.json().data.vendor_details.qr_code as string;
    const vendorId = source.split('/')[3]!;
    const image = await t.app.inject({ method: 'GET', url: source });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    // The same library, given the URL DOMAIN.md says the code encodes, draws the same picture.
    const expected = await QRCode.toString(
      `${t.config.publicUrl}/scan2pay4me?raffle_type_id=2&vendor_id=${vendorId}`,
      { type: 'svg', errorCorrectionLevel: 'M', margin: 2 },
    );
    expect(image.body).toBe(expected);

    for (const url of [
      '/api/vendors/00000000-0000-4000-8000-000000000000/qr.svg',
      '/api/vendors/not-a-vendor/qr.svg',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: 'Vendor not found. Check the link or ask the shop for its code.',
      });
    }
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const unknown = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: 'nobody',
      password: 'whatever-password',
    });
    const wrong = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: 'ada',
      password: 'wrong-password!',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: LOGIN_FAILED_MESSAGE });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a body with missing or extra fields with 400', async () => {
    const missing = await new TestClient(t.app).post('/api/jwt-auth/v1/token', { username: 'ada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      errors: [{ field: 'password', message: 'Enter your password.' }],
    });
    const extra = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: 'ada',
      password: 'x',
      role: 'admin',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('stops an account whose phone is not verified and hands it a verification token', async () => {
    const response = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: 'pending',
      password: testPassword,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Verify your phone number'),
      verification: {
        verification_token: expect.any(String),
        phone: expect.stringMatching(/^\+234\d{3}\*{4}\d{3}$/),
      },
    });
    expect(response.cookies.find((c) => c.name === 'cp_refresh')).toBeUndefined();
  });
});

describe('refresh', () => {
  it('rotates the refresh token with an empty body and returns a new access token', async () => {
    const client = await logIn(t.app, 'ada');
    const first = refreshCookieOf(client);
    clock.advance(60_000);
    const response = await client.post('/api/jwt-auth/v1/token', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { token: expect.any(String), user_role: 'customer' },
    });
    expect(refreshCookieOf(client)).toBeDefined();
    expect(refreshCookieOf(client)).not.toBe(first);
    // No body at all works the same.
    const again = await client.post('/api/jwt-auth/v1/token');
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const client = await logIn(t.app, 'ada');
    const stolen = refreshCookieOf(client)!;
    expect((await client.post('/api/jwt-auth/v1/token', {})).statusCode).toBe(200);
    const live = refreshCookieOf(client)!;

    const replay = await client.post('/api/jwt-auth/v1/token', {}, withRefreshCookie(client, stolen));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      success: false,
      message: 'Your session has ended. Please log in again.',
    });

    // The legitimate holder's newer token died with the family, and so did the access token.
    const owner = await client.post('/api/jwt-auth/v1/token', {}, withRefreshCookie(client, live));
    expect(owner.statusCode).toBe(401);
    expect((await client.get('/api/user/me')).statusCode).toBe(401);
    const sessions = await t.database.db.select().from(authSessions);
    expect(sessions.some((s) => s.revokedReason === 'refresh token reused')).toBe(true);
  });

  it('refuses a refresh without a cookie or after the idle expiry', async () => {
    expect((await new TestClient(t.app).post('/api/jwt-auth/v1/token', {})).statusCode).toBe(401);
    const client = await logIn(t.app, 'ada');
    clock.advance(31 * 60_000);
    const response = await client.post('/api/jwt-auth/v1/token', {});
    expect(response.statusCode).toBe(401);
  });

  it('expires the access token after 5 minutes', async () => {
    const client = await logIn(t.app, 'ada');
    expect((await client.get('/api/user/me')).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 1000);
    const response = await client.get('/api/user/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });
});

describe('logout', () => {
  it('revokes the session, clears the cookie, and a later refresh fails', async () => {
    const client = await logIn(t.app, 'ada');
    const cookie = refreshCookieOf(client)!;
    const response = await client.post('/api/jwt-auth/v1/logout', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You have been logged out.' });
    const cleared = response.cookies.find((c) => c.name === 'cp_refresh')!;
    expect(cleared.value).toBe('');
    const refresh = await client.post('/api/jwt-auth/v1/token', {}, withRefreshCookie(client, cookie));
    expect(refresh.statusCode).toBe(401);
    // The 5-minute access token dies with the session, not 5 minutes later.
    expect((await client.get('/api/user/me')).statusCode).toBe(401);
  });

  it('is a success when already logged out', async () => {
    const response = await new TestClient(t.app).post('/api/jwt-auth/v1/logout', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });
});

describe('requireUser', () => {
  it('refuses a forged or tampered token', async () => {
    const client = await logIn(t.app, 'ada');
    const [header, payload, signature] = client.accessToken!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    client.accessToken = `${header}.${forged}.${signature}`;
    expect((await client.get('/api/user/me')).statusCode).toBe(401);
  });
});

describe('failed-login back-off over time', () => {
  it('lets the real owner in once the wait is over, and doubles the wait for an attacker who keeps going', async () => {
    await createTestUser(t.database, { username: 'owner.backoff', email: 'owner.backoff@example.com' });
    const client = new TestClient(t.app);
    const attempt = (password: string) =>
      client.post('/api/jwt-auth/v1/token', { username: 'owner.backoff', password });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}-password`)).statusCode).toBe(401);
    expect((await attempt(testPassword)).statusCode).toBe(429);
    clock.advance(31_000);
    expect((await attempt('wrong-again-password')).statusCode).toBe(401);
    const doubled = await attempt(testPassword);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe('60');
    clock.advance(61_000);
    expect((await attempt(testPassword)).statusCode).toBe(200);
    // Success forgives the account's failures.
    expect((await attempt('one-more-wrong-password')).statusCode).toBe(401);
    expect((await attempt(testPassword)).statusCode).toBe(200);
  });
});
