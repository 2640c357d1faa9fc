import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { createTestUser, createTestVendor, giveTier, logIn, testPassword } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { useTestApp } from '../testing/test-app';
import { PASSWORD_TOO_SHORT_MESSAGE } from '../domain/users';
import { accountKeys, balanceOf, post } from '../domain/ledger';
import { afterTierRaised } from '../domain/wallet-limits';

const t = useTestApp();

async function userNamed(username: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  return user!;
}

async function latestCodeFor(phone: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/outbox.json?to=${encodeURIComponent(phone)}`,
  });
  const code = response.json().messages[0]?.code;
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const signUp = (client: TestClient, overrides: Record<string, unknown> = {}) =>
  client.post('/api/user/register', {
    username: 'chidi',
    email: 'chidi@example.com',
    phone_number: '0803 222 0001',
    password: 'a long enough passphrase',
    age_confirmed: true,
    ...overrides,
  });

describe('sign-up with a phone check', () => {
  it('creates the account, texts a code, verifies it, and then the login works', async () => {
    const client = new TestClient(t.app);
    const response = await signUp(client);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'We sent a 6-digit code to +234803****001. Enter it to verify your phone number.',
      data: { verification_token: expect.any(String), phone: '+234803****001' },
    });
    const verificationToken = response.json().data.verification_token;

    const blocked = await client.post('/api/jwt-auth/v1/token', {
      username: 'chidi',
      password: 'a long enough passphrase',
    });
    expect(blocked.statusCode).toBe(403);

    const code = await latestCodeFor('+2348032220001');
    const verified = await client.post('/api/user/verify-phone', {
      verification_token: verificationToken,
      code,
    });
    expect(verified.statusCode).toBe(200);
    // Signed in at once, as after a login: the access token, the user fields and the refresh cookie.
    expect(verified.json()).toEqual({
      success: true,
      message: 'Your phone number is verified. Welcome to ChancePay!',
      data: expect.objectContaining({
        claimed_amount: '0.00',
        token: expect.any(String),
        nicename: 'chidi',
        user_role: 'customer',
        wallet_balance: '0.00',
      }),
    });
    expect(verified.cookies.map((cookie) => cookie.name)).toContain('cp_refresh');
    client.accessToken = verified.json().data.token;
    expect((await client.get('/api/user/me')).json().data.nicename).toBe('chidi');
    expect((await client.post('/api/jwt-auth/v1/token', {})).statusCode).toBe(200);
    const again = await client.post('/api/user/verify-phone', {
      verification_token: verificationToken,
      code,
    });
    expect(again.statusCode).toBe(409);

    const login = await client.post('/api/jwt-auth/v1/token', {
      username: '08032220001',
      password: 'a long enough passphrase',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      user_role: 'customer',
      nicename: 'chidi',
      phone_number: '+2348032220001',
    });
  });

  it('names each bad field', async () => {
    const response = await signUp(new TestClient(t.app), {
      username: 'x',
      email: 'not-an-email',
      phone_number: '12345',
      password: 'short',
      age_confirmed: false,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phone_number', 'age_confirmed']));
    const weak = await signUp(new TestClient(t.app), {
      username: 'weakling',
      email: 'weak@example.com',
      phone_number: '08032220009',
      password: 'short',
    });
    expect(weak.json()).toMatchObject({
      success: false,
      message: PASSWORD_TOO_SHORT_MESSAGE,
      errors: [{ field: 'password' }],
    });
    const common = await signUp(new TestClient(t.app), {
      username: 'common',
      email: 'common@example.com',
      phone_number: '08032220008',
      password: 'password1234',
    });
    expect(common.statusCode).toBe(400);
  });

  it('refuses a taken username, email or verified phone with 409', async () => {
    await createTestUser(t.database, {
      username: 'taken',
      email: 'taken@example.com',
      phone: '+2348032220002',
    });
    const name = await signUp(new TestClient(t.app), {
      username: 'TAKEN',
      email: 'new1@example.com',
      phone_number: '08032220003',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().errors[0].field).toBe('username');
    const email = await signUp(new TestClient(t.app), {
      username: 'fresh1',
      email: 'Taken@Example.com',
      phone_number: '08032220004',
    });
    expect(email.json().errors[0].field).toBe('email');
    const phone = await signUp(new TestClient(t.app), {
      username: 'fresh2',
      email: 'fresh2@example.com',
      phone_number: '+2348032220002',
    });
    expect(phone.json().errors[0].field).toBe('phone');
  });

  it('allows 5 tries per code and then asks for a new one', async () => {
    const client = new TestClient(t.app);
    const response = await signUp(client, {
      username: 'tries',
      email: 'tries@example.com',
      phone_number: '08032220010',
    });
    const token = response.json().data.verification_token;
    const code = await latestCodeFor('+2348032220010');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const attempt = await client.post('/api/user/verify-phone', { verification_token: token, code: wrong });
      expect(attempt.statusCode).toBe(400);
      messages.push(attempt.json().message);
    }
    expect(messages[0]).toBe('That code is not right. You have 4 tries left.');
    expect(messages[4]).toBe('Too many wrong tries for this code. Request a new code.');
    const right = await client.post('/api/user/verify-phone', { verification_token: token, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries for this code. Request a new code.');
    // A new code works, and the old one no longer does.
    expect((await client.post('/api/user/resend-code', { verification_token: token })).statusCode).toBe(200);
    const fresh = await latestCodeFor('+2348032220010');
    expect(
      (await client.post('/api/user/verify-phone', { verification_token: token, code: fresh })).statusCode,
    ).toBe(200);
  });

  it('sends at most 3 codes an hour to one phone, then 429 with Retry-After', async () => {
    const client = new TestClient(t.app);
    const response = await signUp(client, {
      username: 'resender',
      email: 'resender@example.com',
      phone_number: '08032220011',
    });
    const token = response.json().data.verification_token;
    expect((await client.post('/api/user/resend-code', { verification_token: token })).statusCode).toBe(200);
    expect((await client.post('/api/user/resend-code', { verification_token: token })).statusCode).toBe(200);
    const fourth = await client.post('/api/user/resend-code', { verification_token: token });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(fourth.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^You have asked for 3 codes in the last hour\. Try again in \d+ minutes\.$/,
      ),
    });
  });

  it('refuses the code routes without a valid verification token', async () => {
    const response = await new TestClient(t.app).post('/api/user/verify-phone', {
      verification_token: 'forged',
      code: '123456',
    });
    expect(response.statusCode).toBe(401);
    const resend = await new TestClient(t.app).post('/api/user/resend-code', {
      verification_token: 'forged',
    });
    expect(resend.statusCode).toBe(401);
  });
});

describe('a sign-up interrupted before its code (issue #27 item 9)', () => {
  it('resumes the pending sign-up when the same details are sent again, without a new SMS', async () => {
    const first = await signUp(new TestClient(t.app), {
      username: 'reloader',
      email: 'reloader@example.com',
      phone_number: '08032220060',
    });
    expect(first.statusCode).toBe(201);
    const code = await latestCodeFor('+2348032220060');
    const again = await signUp(new TestClient(t.app), {
      username: 'Reloader',
      email: 'RELOADER@example.com',
      phone_number: '+234 803 222 0060',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message:
        'You already started signing up with these details. Enter the code we sent to +234803****060, or ask for a new one.',
      data: { verification_token: expect.any(String), phone: '+234803****060' },
    });
    const client = new TestClient(t.app);
    const verified = await client.post('/api/user/verify-phone', {
      verification_token: again.json().data.verification_token,
      code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.token).toEqual(expect.any(String));
  });

  it('still refuses the username with a wrong password or other details, telling nothing more', async () => {
    await signUp(new TestClient(t.app), {
      username: 'pending2',
      email: 'pending2@example.com',
      phone_number: '08032220061',
    });
    for (const overrides of [
      { password: 'a different long passphrase' },
      { email: 'someone.else@example.com' },
      { phone_number: '08032220062' },
    ]) {
      const response = await signUp(new TestClient(t.app), {
        username: 'pending2',
        email: 'pending2@example.com',
        phone_number: '08032220061',
        ...overrides,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('That username is taken. Choose another.');
    }
  });

  it('leads a login with the phone number of an unverified sign-up to its code step', async () => {
    await signUp(new TestClient(t.app), {
      username: 'byphone',
      email: 'byphone@example.com',
      phone_number: '08032220063',
    });
    const client = new TestClient(t.app);
    const login = await client.post('/api/jwt-auth/v1/token', {
      username: '0803 222 0063',
      password: 'a long enough passphrase',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().verification).toEqual({
      verification_token: expect.any(String),
      phone: '+234803****063',
    });
    const wrong = await client.post('/api/jwt-auth/v1/token', {
      username: '08032220063',
      password: 'not the passphrase at all',
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('winnings held for a phone before sign-up', () => {
  it('wait for a verified identity at tier 0, then move in with the tier rise and show in wallet_balance', async () => {
    await post(t.database.db, {
      idempotencyKey: 'test:prize-for-phone',
      kind: 'prize',
      postings: [
        { account: accountKeys.phoneWallet('+2348032220050'), amountKobo: 5_000_000 },
        { account: accountKeys.prizeExpense, amountKobo: -5_000_000 },
      ],
    });
    const client = new TestClient(t.app);
    const response = await signUp(client, {
      username: 'winner',
      email: 'winner@example.com',
      phone_number: '08032220050',
    });
    const code = await latestCodeFor('+2348032220050');
    const verified = await client.post('/api/user/verify-phone', {
      verification_token: response.json().data.verification_token,
      code,
    });
    // DOMAIN.md "Identity and wallet tiers": phone-wallet money moves in only at tier 1 or above.
    expect(verified.json()).toMatchObject({
      success: true,
      message:
        'Your phone number is verified. Welcome to ChancePay! ₦50,000.00 held for this number is waiting for you: verify your BVN or NIN to receive it.',
      data: { claimed_amount: '0.00', waiting_amount: '50000.00', wallet_balance: '0.00' },
    });
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348032220050'))).toBe(5_000_000);

    const [winner] = await t.database.db.select().from(users).where(eq(users.username, 'winner'));
    await giveTier(t.database, winner!.id, 1);
    await t.database.db.transaction(async (tx) => {
      expect(await afterTierRaised(tx, { userId: winner!.id, tierBefore: 0, tierAfter: 1 })).toEqual({
        releasedKobo: 0,
        claimedKobo: 5_000_000,
      });
    });
    const login = await client.post('/api/jwt-auth/v1/token', {
      username: 'winner',
      password: 'a long enough passphrase',
    });
    expect(login.json().data.wallet_balance).toBe('50000.00');
    expect(await balanceOf(t.database.db, accountKeys.phoneWallet('+2348032220050'))).toBe(0);
  });

  it('say "returned" rather than "won" when the money held for the phone was a refund (finding 23)', async () => {
    await post(t.database.db, {
      idempotencyKey: 'test:refund-for-phone',
      kind: 'ticket_payment_refund',
      postings: [
        { account: accountKeys.phoneWallet('+2348032220051'), amountKobo: 45_000 },
        { account: accountKeys.gatewayClearing, amountKobo: -45_000 },
      ],
    });
    const client = new TestClient(t.app);
    const response = await signUp(client, {
      username: 'refunded',
      email: 'refunded@example.com',
      phone_number: '08032220051',
    });
    const code = await latestCodeFor('+2348032220051');
    // A customer already at tier 1 when the phone is proved: the claim happens at once.
    await giveTier(t.database, (await userNamed('refunded')).id, 1);
    const verified = await client.post('/api/user/verify-phone', {
      verification_token: response.json().data.verification_token,
      code,
    });
    expect(verified.json().message).toBe(
      'Your phone number is verified. Welcome to ChancePay! We moved ₦450.00 returned to this number (a refund) into your wallet.',
    );
    expect(verified.json().data.claimed_amount).toBe('450.00');
  });

  it('names both parts when the phone held a prize and a refund', async () => {
    const phone = accountKeys.phoneWallet('+2348032220052');
    await post(t.database.db, {
      idempotencyKey: 'test:mixed-prize',
      kind: 'prize',
      postings: [
        { account: phone, amountKobo: 100_000 },
        { account: accountKeys.prizeExpense, amountKobo: -100_000 },
      ],
    });
    await post(t.database.db, {
      idempotencyKey: 'test:mixed-refund',
      kind: 'ticket_payment_refund',
      postings: [
        { account: phone, amountKobo: 45_000 },
        { account: accountKeys.gatewayClearing, amountKobo: -45_000 },
      ],
    });
    const client = new TestClient(t.app);
    const response = await signUp(client, {
      username: 'mixedmoney',
      email: 'mixed@example.com',
      phone_number: '08032220052',
    });
    // A customer already at tier 1 when the phone is proved: the claim happens at once.
    await giveTier(t.database, (await userNamed('mixedmoney')).id, 1);
    const verified = await client.post('/api/user/verify-phone', {
      verification_token: response.json().data.verification_token,
      code: await latestCodeFor('+2348032220052'),
    });
    expect(verified.json().message).toContain(
      'We moved ₦1450.00 held for this number (₦1000.00 won and ₦450.00 returned to you) into your wallet.',
    );
  });

  it("shows a vendor the vendor wallet's balance", async () => {
    const { vendor } = await createTestVendor(t.database, 'richvendor');
    await post(t.database.db, {
      idempotencyKey: 'test:vendor-payment',
      kind: 'settlement',
      postings: [
        { account: accountKeys.vendorWallet(vendor.id), amountKobo: 123_456 },
        { account: accountKeys.gatewayClearing, amountKobo: -123_456 },
      ],
    });
    const client = await logIn(t.app, 'richvendor');
    expect((await client.get('/api/user/me')).json().data.wallet_balance).toBe('1234.56');
  });
});

describe('profile and user data', () => {
  it('gives a customer their own profile and nothing for anyone else', async () => {
    const mine = await createTestUser(t.database, { username: 'owner1', email: 'owner1@example.com' });
    const other = await createTestUser(t.database, { username: 'other1', email: 'other1@example.com' });
    const client = await logIn(t.app, 'owner1');
    const response = await client.get('/api/user/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        username: 'owner1',
        displayName: 'owner1',
        nicename: 'owner1',
        email: 'owner1@example.com',
        phone_number: mine.phone,
        phone_verified: true,
        wallet_balance: '0.00',
        user_role: 'customer',
        vendor_details: null,
        vendor: null,
      },
    });
    expect(response.body).not.toContain('password');
    // There is no way to name another user: the parameter is refused, not quietly ignored.
    const sneaky = await client.get(`/api/user/profile?user_id=${other.id}`);
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.body).not.toContain('other1');
  });

  it('gives a vendor the business record', async () => {
    const { vendor } = await createTestVendor(t.database, 'vendorprofile');
    const client = await logIn(t.app, 'vendorprofile');
    const response = await client.get('/api/user/profile');
    expect(response.json().data.vendor).toMatchObject({
      vendor_id: vendor.id,
      business_name: 'Bukka Hut',
      industry: 'Food and drinks',
      cac_number: vendor.cacNumber,
      contact_name: 'Tunde Bakare',
      bank_name: 'GTBank',
    });
  });

  it('serves the wallet refresh at /api/user/me and refuses both routes when signed out', async () => {
    await createTestUser(t.database, { username: 'meuser', email: 'me@example.com' });
    const client = await logIn(t.app, 'meuser');
    const me = await client.get('/api/user/me');
    expect(me.json()).toMatchObject({
      success: true,
      data: { wallet_balance: '0.00', user_role: 'customer', nicename: 'meuser' },
    });
    for (const url of ['/api/user/me', '/api/user/profile']) {
      const response = await new TestClient(t.app).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    }
  });

  it('uses the role in the database, not the one in an older token', async () => {
    const user = await createTestUser(t.database, {
      username: 'demoted',
      email: 'demoted@example.com',
      role: 'customer',
    });
    const client = await logIn(t.app, 'demoted');
    await t.database.db.update(users).set({ role: 'vendor' }).where(eq(users.id, user.id));
    expect((await client.get('/api/user/me')).json().data.user_role).toBe('vendor');
  });
});

describe('failed-login back-off', () => {
  it('answers 429 with Retry-After after 5 failures on one account, the same for unknown accounts', async () => {
    await createTestUser(t.database, { username: 'target', email: 'target@example.com' });
    const attacker = new TestClient(t.app);
    for (let i = 0; i < 5; i++) {
      const response = await attacker.post('/api/jwt-auth/v1/token', {
        username: 'target',
        password: `guess-${i}-password`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attacker.post('/api/jwt-auth/v1/token', {
      username: 'target',
      password: testPassword,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts. Try again in 30 seconds.',
    });
    // The same for an account that does not exist: throttling does not reveal who has an account.
    for (let i = 0; i < 5; i++)
      await attacker.post('/api/jwt-auth/v1/token', { username: 'ghost', password: `guess-${i}-password` });
    const ghost = await attacker.post('/api/jwt-auth/v1/token', { username: 'ghost', password: 'x' });
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json()).toEqual(blocked.json());
  });

  it('backs off one address that sprays passwords across many accounts', async () => {
    const sprayer = new TestClient(t.app);
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 30; i++) {
      const response = await sprayer.post(
        '/api/jwt-auth/v1/token',
        { username: `victim${i}`, password: 'Password-2024!' },
        from,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await sprayer.post(
      '/api/jwt-auth/v1/token',
      { username: 'victim99', password: 'Password-2024!' },
      from,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    // Another address is not affected.
    await createTestUser(t.database, { username: 'elsewhere', email: 'elsewhere@example.com' });
    const other = await new TestClient(t.app).post(
      '/api/jwt-auth/v1/token',
      { username: 'elsewhere', password: testPassword },
      { remoteAddress: '198.51.100.2' },
    );
    expect(other.statusCode).toBe(200);
  });
});
