import { languageCookie } from '@chancepay/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestUser, testPassword } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { signedInCustomer } from '../testing/money';
import { useTestApp } from '../testing/test-app';
import { ACCOUNT_LANGUAGE_PATH, LANGUAGE_CHOICE_MESSAGE } from './account-language';

const t = useTestApp();

const languageOf = async (userId: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]!
    .language;

async function logInWith(username: string, prepare: (client: TestClient) => void = () => {}, headers = {}) {
  const client = new TestClient(t.app);
  prepare(client);
  const response = await client.post(
    '/api/jwt-auth/v1/token',
    { username, password: testPassword },
    { headers },
  );
  expect(response.statusCode).toBe(200);
  return client;
}

describe('the language kept on the account', () => {
  it('is saved by the signed-in switcher, with the cookie for this device', async () => {
    const { client, user } = await signedInCustomer(t);
    const response = await client.post(ACCOUNT_LANGUAGE_PATH, { language: 'ha' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { language: 'ha' } });
    expect(await languageOf(user.id)).toBe('ha');
    expect(client.cookie(languageCookie)).toBe('ha');
    const cookie = response.cookies.find((c) => c.name === languageCookie)!;
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.path).toBe('/');
  });

  it('refuses a language we do not speak, a wrong type or an extra field with a 400 that says what to send, and strangers with a 401', async () => {
    const { client, user } = await signedInCustomer(t);
    for (const body of [{ language: 'fr' }, { language: 3 }, {}, { language: 'ha', extra: 1 }, []]) {
      const response = await client.post(ACCOUNT_LANGUAGE_PATH, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining(LANGUAGE_CHOICE_MESSAGE),
      });
    }
    expect(await languageOf(user.id)).toBe('en');
    expect((await new TestClient(t.app).post(ACCOUNT_LANGUAGE_PATH, { language: 'yo' })).statusCode).toBe(
      401,
    );
  });

  it('at sign-in: takes this device’s choice onto the account, else brings the account’s choice to the device', async () => {
    const user = await createTestUser(t.database);
    await logInWith(user.username, (client) => client.setCookie(languageCookie, 'pcm'));
    expect(await languageOf(user.id)).toBe('pcm');

    const elsewhere = await logInWith(user.username);
    expect(elsewhere.cookie(languageCookie)).toBe('pcm');
    expect(await languageOf(user.id)).toBe('pcm');
  });

  it('gives an account that never chose the language its pages were read in (Accept-Language)', async () => {
    const user = await createTestUser(t.database);
    expect(await languageOf(user.id)).toBeNull();
    await logInWith(user.username, () => {}, { 'accept-language': 'ig-NG,ig;q=0.9,en;q=0.5' });
    expect(await languageOf(user.id)).toBe('ig');
  });
});
