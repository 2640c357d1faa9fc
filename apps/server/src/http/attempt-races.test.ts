import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phoneVerificationCodes, users } from '../db/schema';
import {
  AccountError,
  databaseRateLimitStore,
  RateLimiter,
  verifyPhoneCode,
  type AccountsContext,
} from '../domain/users';
import { createTestUser } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { useTestApp } from '../testing/test-app';

// Attempt counters under parallel load (issue #12, items 1 and 2). On PostgreSQL (`.ci/run` runs the suite
// there too) the requests really overlap; on PGlite they run one after another and the bound must hold too.

const t = useTestApp();

async function signUp(client: TestClient, n: number) {
  const phone = `0803444${String(n).padStart(4, '0')}`;
  const response = await client.post('/api/user/register', {
    username: `racer${n}`,
    email: `racer${n}@example.com`,
    phone_number: phone,
    password: 'a long enough passphrase',
    age_confirmed: true,
  });
  expect(response.statusCode).toBe(201);
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.username, `racer${n}`));
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/sandbox/outbox.json?to=${encodeURIComponent(user!.phone!)}`,
  });
  const code: string = outbox.json().messages[0].code;
  return { token: response.json().data.verification_token as string, user: user!, code };
}

const failedAttempts = async (userId: string) =>
  (
    await t.database.db
      .select({ failedAttempts: phoneVerificationCodes.failedAttempts })
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.userId, userId))
  ).map((row) => row.failedAttempts);

describe('one-time code tries', () => {
  it('counts 200 parallel wrong codes as at most 5 tries, each try answered once', async () => {
    const { user, code } = await signUp(new TestClient(t.app), 1);
    const wrong = code === '000000' ? '111111' : '000000';
    const ctx = {
      db: t.database.db,
      clock: () => new Date(),
      secret: t.config.jwtSecret,
      limiter: new RateLimiter(databaseRateLimitStore(t.database.db), () => new Date()),
    } as unknown as AccountsContext;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        verifyPhoneCode(ctx, user.id, wrong).then(
          () => 'verified',
          (error: unknown) => (error instanceof AccountError ? error.message : String(error)),
        ),
      ),
    );
    const triesLeft = answers.filter((message) => message.startsWith('That code is not right.'));
    expect(triesLeft.sort()).toEqual([
      'That code is not right. You have 1 try left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 4 tries left.',
    ]);
    expect(answers.filter((message) => message === 'verified')).toEqual([]);
    expect(await failedAttempts(user.id)).toEqual([5]);
    // The right code is refused now: the 5 tries are used.
    await expect(verifyPhoneCode(ctx, user.id, code)).rejects.toThrow(
      'Too many wrong tries for this code. Request a new code.',
    );
  });

  it('over HTTP: 200 parallel wrong codes, at most 5 counted, the rest refused', async () => {
    const client = new TestClient(t.app);
    const { token, user, code } = await signUp(client, 2);
    await client.csrf();
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.post('/api/user/verify-phone', { verification_token: token, code: wrong }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const compared = responses.filter((response) =>
      String(response.json().message).startsWith('That code is not right.'),
    );
    expect(compared.length).toBeLessThanOrEqual(4);
    expect((await failedAttempts(user.id))[0]).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(185);
  });

  it('limits code checks per sign-up (15 an hour) with 429 and Retry-After', async () => {
    const client = new TestClient(t.app);
    const { token, code } = await signUp(client, 3);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 15; i++) {
      const response = await client.post('/api/user/verify-phone', {
        verification_token: token,
        code: wrong,
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await client.post('/api/user/verify-phone', { verification_token: token, code });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toEqual({ success: false, message: 'Too many code attempts. Try again later.' });
  });

  it('limits code checks per address (100 an hour) across sign-ups', async () => {
    const from = { remoteAddress: '203.0.113.40' };
    let last;
    for (let n = 10; n < 18; n++) {
      const client = new TestClient(t.app);
      const { token, code } = await signUp(client, n);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 13; i++)
        last = await client.post('/api/user/verify-phone', { verification_token: token, code: wrong }, from);
    }
    // 8 sign-ups x 13 checks = 104: the last 4 are over the address's 100.
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe('Too many code attempts. Try again later.');
  });
});

describe('failed-login back-off under parallel guesses', () => {
  it('answers exactly the 5 free failures with 401 and the other 35 of 40 with 429', async () => {
    await createTestUser(t.database, { username: 'sprayed', email: 'sprayed@example.com' });
    const client = new TestClient(t.app);
    await client.csrf();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.post('/api/jwt-auth/v1/token', { username: 'sprayed', password: `wrong-guess-${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });
});
