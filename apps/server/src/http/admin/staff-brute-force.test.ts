import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSignInChallenges } from '../../db/schema';
import { STAFF_LOGIN_FAILED_MESSAGE, totpCode, WRONG_CODE_MESSAGE } from '../../domain/staff';
import { manualClock, testPassword } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-app';
import { createTestStaff, nextTotpCode, type TestStaff } from '../../testing/staff';
import { CHALLENGE_EXPIRED_MESSAGE } from './auth-routes';

// Console review (console-security.md) findings 1 and 11, on PGlite and on PostgreSQL (DATABASE_URL), where
// the parallel requests really race.
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock: clock.now });

/** A fresh 15-minute back-off window for every test (the address counters are shared by the file). */
function nextWindow() {
  clock.advance(16 * 60_000);
}

async function challengeFor(client: TestClient, member: TestStaff): Promise<string> {
  const response = await client.post('/api/admin/auth/sign-in', {
    username: member.username,
    password: testPassword,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.challenge as string;
}

function tally(responses: { statusCode: number; json(): unknown }[], wrongMessage: string) {
  const evaluated = responses.filter(
    (response) =>
      response.statusCode === 401 && (response.json() as { message: string }).message === wrongMessage,
  ).length;
  const throttled = responses.filter((response) => response.statusCode === 429).length;
  return { evaluated, throttled, other: responses.length - evaluated - throttled };
}

describe('F1: the console’s brute-force throttles cannot be beaten by sending guesses in parallel', () => {
  it('F1: 1,000 parallel wrong TOTP codes on one sign-in challenge: at most 5 are checked, the rest get 429', async () => {
    nextWindow();
    const member = await createTestStaff(t.database, { roles: ['finance'] });
    const client = new TestClient(t.app);
    const challenge = await challengeFor(client, member);
    await client.csrf();
    const right = totpCode(member.secret, clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 1000 }, () =>
        client.post('/api/admin/auth/second-factor', { challenge, code: wrong }),
      ),
    );
    const { evaluated, throttled, other } = tally(responses, WRONG_CODE_MESSAGE);
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(throttled).toBe(1000 - evaluated);
    expect(other).toBe(0);
  });

  it('F1: 100 parallel re-authentication codes of one session (no challenge): at most 5 are checked', async () => {
    nextWindow();
    const member = await createTestStaff(t.database, { roles: ['finance'] });
    const client = new TestClient(t.app);
    const second = await client.post('/api/admin/auth/second-factor', {
      challenge: await challengeFor(client, member),
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(second.statusCode).toBe(200);
    await client.csrf();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => client.post('/api/admin/me/recovery-codes', { code: '000000' })),
    );
    const { evaluated, throttled, other } = tally(responses, WRONG_CODE_MESSAGE);
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(throttled).toBe(100 - evaluated);
    expect(other).toBe(0);
  });

  it('F1: 100 parallel wrong staff passwords: at most 5 are checked against the hash, the rest get 429', async () => {
    nextWindow();
    const member = await createTestStaff(t.database, { roles: ['finance'] });
    const client = new TestClient(t.app);
    await client.csrf();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        client.post('/api/admin/auth/sign-in', { username: member.username, password: `Wrong-Guess-${i}` }),
      ),
    );
    const { evaluated, throttled, other } = tally(responses, STAFF_LOGIN_FAILED_MESSAGE);
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(throttled).toBe(100 - evaluated);
    expect(other).toBe(0);
    // The right password still works once the back-off has passed, and forgives it.
    nextWindow();
    expect(
      (await client.post('/api/admin/auth/sign-in', { username: member.username, password: testPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('F1: the code step has a per-address limit: one address cannot spread its guesses over many staff members', async () => {
    nextWindow();
    const members = await Promise.all(Array.from({ length: 7 }, () => createTestStaff(t.database)));
    const client = new TestClient(t.app);
    // 6 people × 5 wrong codes = the address's 30 free failures, each person within their own 5.
    for (const member of members.slice(0, 6)) {
      const challenge = await challengeFor(client, member);
      for (let i = 0; i < 5; i++)
        expect(
          (await client.post('/api/admin/auth/second-factor', { challenge, code: '000000' })).statusCode,
        ).toBe(401);
    }
    const seventh = await client.post('/api/admin/auth/second-factor', {
      challenge: await challengeFor(client, members[6]!),
      code: '000000',
    });
    expect(seventh.statusCode).toBe(429);
    // Another address is not held back by this one.
    const elsewhere = await client.post(
      '/api/admin/auth/second-factor',
      {
        challenge: await challengeFor(client, members[6]!),
        code: await nextTotpCode(t.database, members[6]!, clock.now()),
      },
      { remoteAddress: '192.0.2.7' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('F11: one password entry opens at most one session: the sign-in challenge is single-use', () => {
  it('F11: one challenge, two good codes sent at once: one session (200), the other 401', async () => {
    nextWindow();
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = new TestClient(t.app);
    const challenge = await challengeFor(client, member);
    await client.csrf();
    // Two distinct valid codes (this step and the next: one step of drift is accepted).
    const step = Math.floor(clock.now().getTime() / 30_000);
    const codes = [step - 1, step].map((s) => totpCode(member.secret, new Date(s * 30_000 + 1_000)));
    const responses = await Promise.all(
      codes.map((code) => new TestClient(t.app).post('/api/admin/auth/second-factor', { challenge, code })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('F11: a challenge that opened a session cannot open another with a later code', async () => {
    nextWindow();
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = new TestClient(t.app);
    const challenge = await challengeFor(client, member);
    const first = await client.post('/api/admin/auth/second-factor', {
      challenge,
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(first.statusCode).toBe(200);
    clock.advance(30_000);
    const again = await new TestClient(t.app).post('/api/admin/auth/second-factor', {
      challenge,
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
  });

  it('F11: 5 wrong codes spend the challenge: even the right code then needs the password again', async () => {
    nextWindow();
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = new TestClient(t.app);
    const challenge = await challengeFor(client, member);
    for (let i = 0; i < 5; i++)
      expect(
        (await client.post('/api/admin/auth/second-factor', { challenge, code: '000000' })).statusCode,
      ).toBe(401);
    // Past the per-person back-off (30 s after the fifth failure), still inside the challenge's 5 minutes.
    clock.advance(31_000);
    const right = await client.post('/api/admin/auth/second-factor', {
      challenge,
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    const [row] = await t.database.db
      .select()
      .from(staffSignInChallenges)
      .where(eq(staffSignInChallenges.staffId, member.id));
    expect(row).toMatchObject({ codesTried: 5, usedAt: null });
    // A new password entry gives a new challenge, and the code opens a session (once the back-off allows).
    clock.advance(31_000);
    const fresh = await client.post('/api/admin/auth/second-factor', {
      challenge: await challengeFor(client, member),
      code: await nextTotpCode(t.database, member, clock.now()),
    });
    expect(fresh.statusCode).toBe(200);
  });
});
