import { describe, expect, it } from 'vitest';
import { createTestUser, logIn } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { auditRows, createTestStaff, signInStaff } from '../testing/staff';
import { useTestApp } from '../testing/test-app';
import {
  DISGUISED_PATH_MESSAGE,
  findUnacceptableInput,
  MAX_INPUT_DEPTH,
  spellsItsRoute,
} from './request-guards';

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
    expect(findUnacceptableInput({ first_name: 'Ada\nLovelace' })).toEqual({
      field: 'first_name',
      problem: 'control_character',
    });
    expect(findUnacceptableInput({ phone_number: '0803\t1112222' })).toEqual({
      field: 'phone_number',
      problem: 'control_character',
    });
    expect(findUnacceptableInput({ items: [{ note: 'ok' }, { note: 'x\u001bY' }] })).toEqual({
      field: 'items.1.note',
      problem: 'control_character',
    });
    expect(findUnacceptableInput({ 'a\u0000': 1 })).toEqual({ field: 'body', problem: 'control_character' });
    expect(findUnacceptableInput('\u0085')).toEqual({ field: 'body', problem: 'control_character' });
    // Free text may have line breaks and tabs; ordinary Unicode passes.
    expect(findUnacceptableInput({ note: 'line one\nline two\ttabbed', name: 'Ọlá Àdìó ₦' })).toBeUndefined();
  });
});

/** JSON text of `inner` wrapped in `levels` arrays, built without recursion. */
function nestedJson(levels: number, inner = '1'): string {
  return '['.repeat(levels) + inner + ']'.repeat(levels);
}

describe('deep nesting (issue #20, item 11)', () => {
  const tooDeepMessage = (field: string) =>
    `Nest objects and arrays at most ${MAX_INPUT_DEPTH} levels deep in ${field}.`;

  it('item 11: refuses a body nested thousands of levels deep with a 400, not a 500, on every kind of route', async () => {
    const body = `{"username":${nestedJson(5_000)},"password":"whatever-password"}`;
    for (const url of ['/api/jwt-auth/v1/token', '/api/admin/auth/sign-in', '/api/user/register']) {
      const response = await new TestClient(t.app).request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        success: false,
        message: tooDeepMessage('username'),
        errors: [{ field: 'username', message: tooDeepMessage('username') }],
      });
    }
    const bare = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/jwt-auth/v1/token',
      headers: { 'content-type': 'application/json' },
      payload: nestedJson(30_000),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'body', message: tooDeepMessage('body') }]);
  });

  it('item 11: allows exactly the maximum depth and refuses one more, without recursing', () => {
    const at = (levels: number) => JSON.parse(nestedJson(levels)) as unknown;
    // A top-level object is one level; its field's arrays the rest.
    expect(findUnacceptableInput({ field: at(MAX_INPUT_DEPTH - 1) })).toBeUndefined();
    expect(findUnacceptableInput({ field: at(MAX_INPUT_DEPTH) })).toEqual({
      field: 'field',
      problem: 'too_deep',
    });
    // Far deeper than any call stack: a recursive walk throws RangeError here.
    expect(findUnacceptableInput(at(1_000_000))).toEqual({ field: 'body', problem: 'too_deep' });
  });
});

describe('lone UTF-16 surrogates (issue #20, item 12)', () => {
  const surrogateMessage = (field: string) =>
    `Remove the broken character from ${field}: it is half of an emoji or symbol (a lone UTF-16 surrogate).`;

  it('item 12: refuses a lone surrogate in the staff sign-in username with a 400 naming the field, and records nothing', async () => {
    const before = (await auditRows(t.database)).length;
    const response = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ada\\ud800","password":"whatever-password"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: surrogateMessage('username'),
      errors: [{ field: 'username', message: surrogateMessage('username') }],
    });
    expect((await auditRows(t.database)).length).toBe(before);
  });

  it('item 12: refuses a lone surrogate where it would key a rate limit (customer sign-in, reset link)', async () => {
    const token = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/jwt-auth/v1/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"\\udc00ada","password":"whatever-password"}',
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().errors).toEqual([{ field: 'username', message: surrogateMessage('username') }]);
    const register = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ada","email":"a\\ud83d@example.com","phone_number":"08031112222"}',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual([{ field: 'email', message: surrogateMessage('email') }]);
  });

  it("item 12: refuses a lone surrogate in a staff member's request, a query value and a key", async () => {
    const staff = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, staff);
    const response = await client.get('/api/admin/audit-log?action=%ED%A0%80');
    // Over HTTP a query cannot carry one (percent-encoded halves are not UTF-8); the check still covers it.
    expect(response.statusCode).toBeLessThan(500);
    expect(findUnacceptableInput({ q: 'x\ud800' })).toEqual({ field: 'q', problem: 'lone_surrogate' });
    expect(findUnacceptableInput({ ['\udfff']: 'x' })).toEqual({ field: 'body', problem: 'lone_surrogate' });
    expect(findUnacceptableInput({ items: ['ok', '\ud800\ud800\udc00'] })).toEqual({
      field: 'items.1',
      problem: 'lone_surrogate',
    });
    // Whole pairs are ordinary text (emoji, some scripts).
    expect(findUnacceptableInput({ note: 'Paid 😀', name: '𝒜da' })).toBeUndefined();
  });
});
