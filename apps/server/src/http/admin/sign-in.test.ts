import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema';
import { totpCode } from '../../domain/staff';
import { manualClock, testPassword } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-app';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock: clock.now });

async function passwordStep(client: TestClient, username: string, password = testPassword) {
  return client.post('/api/admin/auth/sign-in', { username, password });
}

describe('console sign-in', () => {
  it('needs the password and then a TOTP code; the session cookie is HttpOnly, SameSite=Strict, scoped to /api/admin', async () => {
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = new TestClient(t.app);
    const first = await passwordStep(client, member.username);
    expect(first.statusCode).toBe(200);
    // The challenge alone opens nothing.
    expect((await client.get('/api/admin/me')).statusCode).toBe(401);
    const second = await client.post('/api/admin/auth/second-factor', {
      challenge: first.json().data.challenge,
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(second.statusCode).toBe(200);
    const cookie = second.cookies.find((entry) => entry.name === 'cp_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect((await client.get('/api/admin/me')).json().data).toMatchObject({
      username: member.username,
      roles: ['support'],
    });
    expect((await auditRows(t.database, 'auth.sign_in'))[0]).toMatchObject({
      outcome: 'ok',
      staffId: member.id,
    });
  });

  it('refuses a wrong password, a wrong code and a replayed code, and audits each', async () => {
    clock.advance(60_000);
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = new TestClient(t.app);
    const wrong = await passwordStep(client, member.username, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect((await auditRows(t.database, 'auth.sign_in'))[0]).toMatchObject({
      outcome: 'refused',
      staffId: member.id,
    });

    const challenge = (await passwordStep(client, member.username)).json().data.challenge;
    const badCode = await client.post('/api/admin/auth/second-factor', { challenge, code: '000000' });
    expect(badCode.statusCode).toBe(401);
    expect((await auditRows(t.database, 'auth.sign_in'))[0]).toMatchObject({
      outcome: 'refused',
      staffId: member.id,
    });

    const code = await nextTotpCode(t.database, member, clock.now());
    expect((await client.post('/api/admin/auth/second-factor', { challenge, code })).statusCode).toBe(200);
    // The same code again (someone watching the screen) is refused.
    const replay = await new TestClient(t.app).post('/api/admin/auth/second-factor', { challenge, code });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a forged or stale challenge', async () => {
    const member = await createTestStaff(t.database);
    const client = new TestClient(t.app);
    const challenge = (await passwordStep(client, member.username)).json().data.challenge;
    clock.advance(5 * 60_000 + 1_000);
    const stale = await client.post('/api/admin/auth/second-factor', {
      challenge,
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(stale.statusCode).toBe(401);
    const forged = await client.post('/api/admin/auth/second-factor', {
      challenge: 'abc.def.ghi',
      code: '123456',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a disabled member fails like a wrong password; a customer login name means nothing here', async () => {
    const member = await createTestStaff(t.database, { disabled: true });
    const refused = await passwordStep(new TestClient(t.app), member.username);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The username or password is incorrect.');
  });

  it('a recovery code works once', async () => {
    clock.advance(60_000);
    const member = await createTestStaff(t.database);
    const client = await signInStaff(t.app, t.database, member, clock.now());
    clock.advance(30_000);
    const issued = await client.post('/api/admin/me/recovery-codes', {
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(issued.statusCode).toBe(200);
    const codes = issued.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await auditRows(t.database, 'staff.recovery_codes_replace'))[0]).toMatchObject({
      staffId: member.id,
    });

    const use = async () => {
      const fresh = new TestClient(t.app);
      const challenge = (await passwordStep(fresh, member.username)).json().data.challenge;
      return fresh.post('/api/admin/auth/second-factor', { challenge, recovery_code: codes[3] });
    };
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(401);
    expect((await client.get('/api/admin/me')).json().data.recovery_codes_left).toBe(9);
  });

  it('replacing recovery codes needs a fresh TOTP code', async () => {
    const member = await createTestStaff(t.database);
    const client = await signInStaff(t.app, t.database, member, clock.now());
    expect((await client.post('/api/admin/me/recovery-codes', {})).statusCode).toBe(400);
    expect((await client.post('/api/admin/me/recovery-codes', { code: '000000' })).statusCode).toBe(401);
  });

  it('wrong codes back off: after 5 failures even the right code waits', async () => {
    clock.advance(60_000);
    const member = await createTestStaff(t.database);
    const client = new TestClient(t.app);
    const challenge = (await passwordStep(client, member.username)).json().data.challenge;
    for (let i = 0; i < 5; i++)
      expect(
        (await client.post('/api/admin/auth/second-factor', { challenge, code: '000000' })).statusCode,
      ).toBe(401);
    const blocked = await client.post('/api/admin/auth/second-factor', {
      challenge,
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('moving one’s authenticator', () => {
  it('needs a fresh code from the old app, then a code from the new one; the old one then stops working', async () => {
    clock.advance(60_000);
    const member = await createTestStaff(t.database);
    const client = await signInStaff(t.app, t.database, member, clock.now());
    expect((await client.post('/api/admin/me/authenticator', { code: '000000' })).statusCode).toBe(401);
    clock.advance(30_000);
    const started = await client.post('/api/admin/me/authenticator', {
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(started.statusCode).toBe(200);
    const newSecret = started.json().data.secret as string;
    expect(started.json().data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await client.post('/api/admin/me/authenticator/confirm', { code: '000000' })).statusCode).toBe(
      401,
    );
    clock.advance(30_000);
    const confirmed = await client.post('/api/admin/me/authenticator/confirm', {
      code: totpCode(newSecret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await auditRows(t.database, 'staff.mfa_change'))[0]).toMatchObject({ staffId: member.id });
    clock.advance(30_000);
    const oldCode = totpCode(member.secret, clock.now());
    const challenge = (await passwordStep(new TestClient(t.app), member.username)).json().data.challenge;
    expect(
      (await new TestClient(t.app).post('/api/admin/auth/second-factor', { challenge, code: oldCode }))
        .statusCode,
    ).toBe(401);
    const newCode = totpCode(newSecret, clock.now());
    expect(
      (await new TestClient(t.app).post('/api/admin/auth/second-factor', { challenge, code: newCode }))
        .statusCode,
    ).toBe(200);
  });
});

describe('console sessions', () => {
  it('end after 15 idle minutes, but not while in use', async () => {
    clock.advance(60_000);
    const member = await createTestStaff(t.database);
    const client = await signInStaff(t.app, t.database, member, clock.now());
    for (let i = 0; i < 3; i++) {
      clock.advance(14 * 60_000);
      expect((await client.get('/api/admin/me')).statusCode).toBe(200);
    }
    clock.advance(15 * 60_000);
    const idle = await client.get('/api/admin/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Your console session has ended. Sign in again.');
    // Idle is idle: coming back a minute later does not revive it.
    clock.advance(-14 * 60_000);
    expect((await client.get('/api/admin/me')).statusCode).toBe(401);
    clock.advance(14 * 60_000);
  });

  it('sign-out ends the session', async () => {
    const member = await createTestStaff(t.database);
    const client = await signInStaff(t.app, t.database, member, clock.now());
    const cookie = client.cookieHeader();
    expect((await client.post('/api/admin/auth/sign-out')).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(reused.statusCode).toBe(401);
    expect((await auditRows(t.database, 'auth.sign_out'))[0]).toMatchObject({ staffId: member.id });
  });
});

describe('set-up links', () => {
  it('an invited member chooses a password, enrols an authenticator with a code, and gets 10 recovery codes', async () => {
    clock.advance(60_000);
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const adminClient = await signInStaff(t.app, t.database, admin, clock.now());
    const invited = await adminClient.post('/api/admin/staff', {
      username: 'chioma.support',
      email: 'chioma@chancepay.ng',
      display_name: 'Chioma Eze',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await t.app.background.settled();
    const mail = (await t.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).json();
    const text = JSON.stringify(mail);
    const token = /\/admin\/setup\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
    expect(token, 'the set-up link is mailed').toBeDefined();
    const setupToken = decodeURIComponent(token!);

    const anon = new TestClient(t.app);
    const who = await anon.get(`/api/admin/auth/setup?token=${encodeURIComponent(setupToken)}`);
    expect(who.json().data).toEqual({ username: 'chioma.support', display_name: 'Chioma Eze' });
    expect(
      (await anon.post('/api/admin/auth/setup', { token: setupToken, password: 'short' })).statusCode,
    ).toBe(400);
    const begun = await anon.post('/api/admin/auth/setup', {
      token: setupToken,
      password: 'Lagos-Harbour-Ferry-7',
    });
    expect(begun.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_code } = begun.json().data;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    expect(
      (await anon.post('/api/admin/auth/setup/confirm', { token: setupToken, code: '000000' })).statusCode,
    ).toBe(401);
    const confirmed = await anon.post('/api/admin/auth/setup/confirm', {
      token: setupToken,
      code: totpCode(secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recovery_codes).toHaveLength(10);
    expect((await anon.get('/api/admin/me')).json().data).toMatchObject({
      username: 'chioma.support',
      roles: [],
    });
    // The link is spent.
    expect((await anon.get(`/api/admin/auth/setup?token=${encodeURIComponent(setupToken)}`)).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.username, 'chioma.support'));
    expect(row!.totpSecret).toBe(secret);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a bad or unknown token is a 4xx', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get('/api/admin/auth/setup')).statusCode).toBe(400);
    expect((await anon.get(`/api/admin/auth/setup?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect(
      (await anon.post('/api/admin/auth/setup', { token: 'x'.repeat(43), password: 'Lagos-Harbour-Ferry-7' }))
        .statusCode,
    ).toBe(404);
  });
});
