import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../testing/test-database';
import { isSensitiveField, loggerOptions, redactFields, redactUrl } from './log-redaction';

it('takes passwords, tokens and codes out of logged URLs', () => {
  expect(redactUrl('/api/reset-password?token=abc&password=hunter2hunter2')).toBe(
    '/api/reset-password?token=[redacted]&password=[redacted]',
  );
  expect(redactUrl('/api/verify-token?token=abc')).toBe('/api/verify-token?token=[redacted]');
  expect(redactUrl('/api/user/me')).toBe('/api/user/me');
  expect(redactUrl('/reset-password?x=1&Token=abc#top')).toBe('/reset-password?x=1&Token=[redacted]#top');
});

describe('one list of sensitive fields (issue #12, item 9)', () => {
  it.each([
    'email',
    'phone',
    'phone_number',
    'password',
    'new_password',
    'token',
    'verification_token',
    'code',
    'account_number',
    'bank_account_number',
    'accountNumber',
    'pin',
    'new_pin',
    'current_pin',
    'currentPin',
    'PIN',
    'transaction-pin',
    'bvn',
    'BVN',
    'nin',
    'nin_number',
    'customerNin',
    'customer_bvn',
    'vnin',
    'number',
    'bvn_number',
    'ninNumber',
  ])('redacts %s', (name) => {
    expect(isSensitiveField(name)).toBe(true);
    expect(redactUrl(`/x?${name}=value&keep=1`)).toBe(`/x?${name}=[redacted]&keep=1`);
  });

  it.each([
    'username',
    'amount',
    'raffle_type_id',
    'period',
    'shipping',
    'spinner',
    'opinion',
    'winnings',
    'opening_balance',
    'running',
    'nineteen',
    'nine',
    'winning',
  ])('keeps %s', (name) => {
    expect(isSensitiveField(name)).toBe(false);
  });

  it('redacts nested body fields and encoded parameter names', () => {
    expect(
      redactFields({
        username: 'ada',
        password: 'p',
        bank: { account_number: '0123456789' },
        list: [{ code: '1' }],
      }),
    ).toEqual({
      username: 'ada',
      password: '[redacted]',
      bank: { account_number: '[redacted]' },
      list: [{ code: '[redacted]' }],
    });
    expect(redactUrl('/x?e%6Dail=ada%40example.com')).toBe('/x?e%6Dail=[redacted]');
  });

  it('keeps the reset-link email and logged bodies out of the real request logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    app.post('/log-my-body', async (request) => {
      request.log.info({ body: request.body }, 'got a body');
      return { ok: true };
    });
    try {
      await app.inject({ method: 'GET', url: '/api/send-reset-link?email=ada.secret%40example.com' });
      await app.inject({
        method: 'POST',
        url: '/log-my-body',
        payload: { username: 'ada', phone_number: '+2348031234567', password: 'hunter2hunter2' },
      });
      await app.inject({
        method: 'POST',
        url: '/log-my-body',
        payload: { amount: '1500', pin: '7395', new_pin: '8146', current_pin: '2093' },
      });
      await app.inject({
        method: 'POST',
        url: '/log-my-body',
        payload: { number: '22222222222', first_name: 'Ada', bvn: '21999999991', nin: '70123456789' },
      });
      // The identity emulator's own request lines: the lookups carry the numbers in the query string.
      await app.inject({ method: 'GET', url: '/sandbox/identity/api/v1/kyc/bvn/full?bvn=21987654321' });
      await app.inject({ method: 'GET', url: '/sandbox/identity/api/v1/kyc/nin?nin=71987654321' });
      const log = lines.join('');
      expect(log).toContain('/api/send-reset-link?email=[redacted]');
      expect(log).toContain('/sandbox/identity/api/v1/kyc/bvn/full?bvn=[redacted]');
      expect(log).toContain('/sandbox/identity/api/v1/kyc/nin?nin=[redacted]');
      expect(log).toContain('"username":"ada"');
      expect(log).toContain('"amount":"1500"');
      for (const secret of [
        'ada.secret',
        '2348031234567',
        'hunter2hunter2',
        // Four digits also occur in timestamps and response times: a PIN would be logged as a quoted string.
        '"7395"',
        '"8146"',
        '"2093"',
        '22222222222',
        '70123456789',
        '21987654321',
        '71987654321',
        '21999999991',
      ])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
