import { languageCookie } from '@chancepay/shared/i18n/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '../domain/users';
import { createTestUser } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { fundWallet, signedInCustomer, testTransactionPin } from '../testing/money';
import { useTestApp } from '../testing/test-app';

// The messages of API answers in the request's language (issue #25): the cookie first, else Accept-Language;
// English, byte for byte as before, when the request names neither. The console and sandboxes stay English.
const t = useTestApp();

beforeAll(async () => {
  await createTestUser(t.database, { username: 'amina' });
});

function wrongLogin(client: TestClient, headers: Record<string, string> = {}) {
  return client.post(
    '/api/jwt-auth/v1/token',
    { username: 'amina', password: 'not-her-password' },
    { headers },
  );
}

function inHausa(client: TestClient): TestClient {
  client.setCookie(languageCookie, 'ha');
  return client;
}

describe('the language of an answer', () => {
  it('answers a wrong login in Hausa to a Hausa cookie', async () => {
    const response = await wrongLogin(inHausa(new TestClient(t.app)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Sunan mai amfani ko kalmar sirri ba daidai ba ne.',
    });
  });

  it('answers a transfer over the balance in Hausa, the field error too', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 100_000);
    const response = await inHausa(client).post(
      '/api/user/transfer',
      {
        bank: '058',
        recipientAccount: '1111111112',
        amount: '1000.01',
        description: 'Rent',
        pin: testTransactionPin,
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(response.statusCode).toBe(422);
    const hausa = 'Ragowar kuɗin walat ɗinka ₦1,000.00 ne, bai isa a aika ₦1,000.01 ba.';
    expect(response.json()).toEqual({
      success: false,
      message: hausa,
      errors: [{ field: 'amount', message: hausa }],
    });
  });

  it('follows Accept-Language when there is no cookie', async () => {
    const response = await wrongLogin(new TestClient(t.app), {
      'accept-language': 'yo-NG,yo;q=0.9,en;q=0.5',
    });
    expect(response.json().message).toBe('Orúkọ olùmúlò tàbí ọ̀rọ̀ aṣínà kò tọ́.');
  });

  it('puts the cookie’s choice before Accept-Language', async () => {
    const response = await wrongLogin(inHausa(new TestClient(t.app)), { 'accept-language': 'yo' });
    expect(response.json().message).toBe('Sunan mai amfani ko kalmar sirri ba daidai ba ne.');
  });

  it('answers in today’s exact English when the request names no language', async () => {
    const response = await wrongLogin(new TestClient(t.app));
    expect(response.json()).toEqual({ success: false, message: LOGIN_FAILED_MESSAGE });
    expect(LOGIN_FAILED_MESSAGE).toBe('The username or password is incorrect.');
  });

  it('says a form’s field message in the language, and a developer’s (an unknown field) in English', async () => {
    const client = inHausa(new TestClient(t.app));
    const phone = await client.post('/api/password-reset/send-code', { phone_number: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual([
      { field: 'phone_number', message: 'Shigar da lambar waya ta Najeriya mai kyau, kamar 08031234567.' },
    ]);
    expect(phone.json().message).toBe(
      'Shigar da lambar waya ta Najeriya mai kyau, kamar 08031234567. (phone_number)',
    );
    const unknown = await client.post('/api/password-reset/send-code', {
      phone_number: '08031234567',
      extra: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toMatch(/^Unrecognized key/);
  });

  it('says a success message in the language', async () => {
    const client = new TestClient(t.app);
    client.setCookie(languageCookie, 'pcm');
    const response = await client.post('/api/jwt-auth/v1/logout');
    expect(response.json()).toEqual({ success: true, message: 'You don logout.' });
  });

  it('keeps the console’s answers English whatever the request’s language', async () => {
    const response = await inHausa(new TestClient(t.app)).post('/api/admin/auth/sign-in', '{"username":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
    const customer = await inHausa(new TestClient(t.app)).post('/api/jwt-auth/v1/token', '{"username":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(customer.json().message).toBe('Jikin buƙatar ba JSON mai inganci ba ne.');
  });
});
