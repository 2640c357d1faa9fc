import { describe, expect, it } from 'vitest';
import { createTestUser, logIn } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { useTestApp } from '../testing/test-app';
import { DISGUISED_PATH_MESSAGE, findControlCharacter, spellsItsRoute } from './request-guards';

const t = useTestApp();

describe('paths that disguise their route (issue #12, item 8)', () => {
  it('refuses a POST to /%61pi/user/self-exclusion without a CSRF token, and excludes no one', async () => {
    const user = await createTestUser(t.database);
    const client = await logIn(t.app, user.username);
    const response = await client.post('/%61pi/user/self-exclusion', { period: '5_years' }, { csrf: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: DISGUISED_PATH_MESSAGE });
    expect((await client.get('/api/user/play-limits')).json().data.excluded_until).toBeNull();
  });

  it('never answers /%61pi/user/me with cacheable personal data', async () => {
    const user = await createTestUser(t.database);
    const client = await logIn(t.app, user.username);
    const response = await client.get('/%61pi/user/m%65');
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(user.email);
  });

  it('answers a path that is not valid percent-encoding, or too long a parameter, in the API shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/fairness/orders/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'This address is not valid.' });
    const long = await t.app.inject({ method: 'GET', url: `/api/fairness/orders/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'This address is too long.' });
  });

  it('lets encoded characters through where the route takes a parameter', () => {
    expect(spellsItsRoute('/api/fairness/orders/a%20b', '/api/fairness/orders/:id')).toBe(true);
    expect(spellsItsRoute('/api/fairness/%6Frders/x', '/api/fairness/orders/:id')).toBe(false);
    expect(spellsItsRoute('/assets/%61.js', '/*')).toBe(true);
  });
});

describe('control characters in input (issue #12, item 7)', () => {
  it('answers a NUL in a JSON string with a 400 naming the field, not a 500', async () => {
    const response = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username: 'a\u0000b',
      password: 'whatever-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Remove the control character from username.',
      errors: [{ field: 'username', message: 'Remove the control character from username.' }],
    });
  });

  it('refuses a NUL in a query string and a path parameter', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/send-reset-link?email=a%00b@example.com' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([
      { field: 'email', message: 'Remove the control character from email.' },
    ]);
    const parameter = await t.app.inject({ method: 'GET', url: '/api/fairness/orders/%00' });
    expect(parameter.statusCode).toBe(400);
    expect(parameter.json().errors[0].field).toBe('id');
  });

  it('refuses control characters in names, emails and phones, nested fields and keys', async () => {
    const response = await new TestClient(t.app).post('/api/user/register', {
      username: 'bell\u0007',
      email: 'x@example.com',
      phone_number: '08031112222',
      password: 'a long enough passphrase',
      age_confirmed: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('username');
    expect(findControlCharacter({ first_name: 'Ada\nLovelace' })).toEqual({ field: 'first_name' });
    expect(findControlCharacter({ phone_number: '0803\t1112222' })).toEqual({ field: 'phone_number' });
    expect(findControlCharacter({ items: [{ note: 'ok' }, { note: 'x\u001bY' }] })).toEqual({
      field: 'items.1.note',
    });
    expect(findControlCharacter({ 'a\u0000': 1 })).toEqual({ field: 'body' });
    expect(findControlCharacter('\u0085')).toEqual({ field: 'body' });
    // Free text may have line breaks and tabs; ordinary Unicode passes.
    expect(findControlCharacter({ note: 'line one\nline two\ttabbed', name: 'Ọlá Àdìó ₦' })).toBeUndefined();
  });
});
