import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dojahIdentityProvider } from '../../providers/identity/dojah';
import { createTestApp } from '../../testing/test-app';
import type { IdentityProvider } from '../../providers/identity/types';
import { IDENTITY_EMULATOR_APP_ID, IDENTITY_EMULATOR_SECRET_KEY } from './credentials';
import { identityEmulator } from './emulator';
import { IDENTITY_TEST_NUMBERS as N } from './test-numbers';

/** The real Dojah client against the emulator over real HTTP (a listening socket, node:http). */
let emulator: FastifyInstance;
let baseUrl: string;
const HANG_MS = 1_500;

async function startEmulator(hangMs = HANG_MS): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(identityEmulator, {
    prefix: '/sandbox/identity',
    appId: IDENTITY_EMULATOR_APP_ID,
    secretKey: IDENTITY_EMULATOR_SECRET_KEY,
    hangMs,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

beforeAll(async () => {
  emulator = await startEmulator();
  const address = emulator.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}/sandbox/identity`;
});
afterAll(async () => {
  await emulator.close();
});

const client = (overrides: Partial<Parameters<typeof dojahIdentityProvider>[0]> = {}): IdentityProvider =>
  dojahIdentityProvider({
    baseUrl,
    appId: IDENTITY_EMULATOR_APP_ID,
    secretKey: IDENTITY_EMULATOR_SECRET_KEY,
    timeoutMs: 300,
    ...overrides,
  });

describe('BVN and NIN lookups', () => {
  it('finds the demo customer by BVN and by NIN, with a stable reference that is not the number', async () => {
    const byBvn = await client().lookupBvn(N.demoBvn);
    expect(byBvn).toEqual({
      ok: true,
      record: {
        reference: expect.stringMatching(/^EMU-BVN-[0-9a-f]{20}$/),
        firstName: 'ADA',
        middleName: null,
        lastName: 'OKAFOR',
        dateOfBirth: '1992-03-14',
        last4: '2222',
      },
    });
    const again = await client().lookupBvn(` ${N.demoBvn} `);
    expect(again.ok && byBvn.ok && again.record.reference).toBe(byBvn.ok && byBvn.record.reference);
    expect(byBvn.ok && byBvn.record.reference).not.toContain('2222222');

    const byNin = await client().lookupNin(N.demoNin);
    expect(byNin).toMatchObject({
      ok: true,
      record: {
        firstName: 'ADA',
        middleName: null,
        lastName: 'OKAFOR',
        dateOfBirth: '1992-03-14',
        last4: '6789',
      },
    });
    expect(byNin.ok && byNin.record.reference).toMatch(/^EMU-NIN-/);
  });

  it('gives the other test people: a different name, and a holder under 18', async () => {
    expect(await client().lookupBvn(N.otherNameBvn)).toMatchObject({
      ok: true,
      record: { firstName: 'MUSA', lastName: 'IBRAHIM', dateOfBirth: '1988-07-01' },
    });
    for (const lookup of [client().lookupBvn(N.under18Bvn), client().lookupNin(N.under18Nin)])
      expect(await lookup).toMatchObject({
        ok: true,
        record: { firstName: 'TOBI', lastName: 'ADEYEMI', dateOfBirth: '2012-06-01' },
      });
  });

  it('answers fresh numbers with one person, so a fresh BVN and NIN agree; NINs starting 72 disagree on the birthday', async () => {
    const bvn = await client().lookupBvn('21987654321');
    const nin = await client().lookupNin('71987654321');
    for (const lookup of [bvn, nin])
      expect(lookup).toMatchObject({
        ok: true,
        record: { firstName: 'CHIAMAKA', middleName: 'NGOZI', lastName: 'EZE', dateOfBirth: '1995-04-12' },
      });
    expect(await client().lookupNin('72987654321')).toMatchObject({
      ok: true,
      record: { firstName: 'CHIAMAKA', middleName: null, lastName: 'EZE', dateOfBirth: '1996-01-01' },
    });
    // Derived from the number: another fresh number has another reference, the same one the same.
    const other = await client().lookupBvn('21987654322');
    expect(other.ok && other.record.reference).not.toBe(bvn.ok && bvn.record.reference);
    const same = await client().lookupBvn('21987654321');
    expect(same.ok && same.record.reference).toBe(bvn.ok && bvn.record.reference);
  });

  it('maps no record to not_found', async () => {
    for (const lookup of [
      client().lookupBvn(N.notFoundBvn),
      client().lookupNin(N.notFoundNin),
      client().lookupBvn('22222222233'),
      client().lookupNin('60123456789'),
    ])
      expect(await lookup).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('maps a malformed number to mismatch, and the message never repeats a whole number', async () => {
    const short = await client().lookupBvn('1234');
    expect(short).toMatchObject({
      ok: false,
      reason: 'mismatch',
      message: expect.stringContaining('11 digits'),
    });
    expect(await client().lookupNin('7012345678X')).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(await client().lookupBvn('')).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('gives up at its deadline when the provider holds the request: retryable', async () => {
    for (const lookup of [() => client().lookupBvn(N.hangsBvn), () => client().lookupNin(N.hangsNin)]) {
      const started = Date.now();
      const result = await lookup();
      expect(result).toMatchObject({
        ok: false,
        reason: 'retryable',
        message: expect.stringMatching(/in time/),
      });
      expect(Date.now() - started).toBeLessThan(HANG_MS - 200);
    }
  });

  it('reports refused credentials clearly (retryable: nothing was learnt about the person)', async () => {
    for (const wrong of [
      { secretKey: 'test_sk_wrong' },
      { appId: 'someone-else' },
      { secretKey: `Bearer ${IDENTITY_EMULATOR_SECRET_KEY}` },
    ]) {
      const result = await client(wrong).lookupBvn(N.demoBvn);
      expect(result).toMatchObject({ ok: false, reason: 'retryable' });
      expect(!result.ok && result.message).toMatch(
        /refused ChancePay's credentials \(HTTP 401.*check IDENTITY_APP_ID and IDENTITY_SECRET_KEY/,
      );
    }
  });

  it('is retryable when the provider cannot be reached, and says so without the number', async () => {
    const closed = await startEmulator();
    const address = closed.server.address();
    await closed.close();
    if (!address || typeof address === 'string') throw new Error('no port');
    const result = await client({ baseUrl: `http://127.0.0.1:${address.port}/sandbox/identity` }).lookupBvn(
      N.demoBvn,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'retryable',
      message: expect.stringMatching(/reached/),
    });
    expect(!result.ok && result.message).not.toContain(N.demoBvn);
  });
});

describe('CAC lookups', () => {
  it('finds the demo vendor active, in any spacing or case of its number', async () => {
    for (const number of ['RC1234567', 'RC 1234567', 'rc-1234567', '1234567'])
      expect(await client().lookupCac(number)).toEqual({
        ok: true,
        record: {
          reference: expect.stringMatching(/^EMU-CAC-/),
          registrationNumber: 'RC1234567',
          companyName: 'MAMA PUT KITCHEN LIMITED',
          status: 'active',
          statusText: 'ACTIVE',
          registrationDate: '2016-05-20',
          address: '12 Allen Avenue, Ikeja, Lagos',
        },
      });
  });

  it('gives a struck-off business as inactive, with the register’s own word', async () => {
    expect(await client().lookupCac('RC 7654321')).toMatchObject({
      ok: true,
      record: { companyName: 'OLD MARKET TRADERS LIMITED', status: 'inactive', statusText: 'STRUCK OFF' },
    });
  });

  it('has fresh active businesses for tests (seven digits starting 3), and nothing else', async () => {
    expect(await client().lookupCac('BN 3141592')).toMatchObject({
      ok: true,
      record: {
        registrationNumber: 'BN3141592',
        companyName: 'TEST BUSINESS 3141592 ENTERPRISES',
        status: 'active',
      },
    });
    for (const number of ['RC 1111111', 'BN 1234567', 'IT 3141592', 'RC 31415'])
      expect(await client().lookupCac(number)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('refuses what is not a CAC number without asking the provider', async () => {
    expect(await client({ baseUrl: 'http://127.0.0.1:1/nowhere' }).lookupCac('ABC 123')).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('answers in Dojah’s shapes: 400 for a bad company type, 401 without the headers', async () => {
    const headers = { AppId: IDENTITY_EMULATOR_APP_ID, Authorization: IDENTITY_EMULATOR_SECRET_KEY };
    const badType = await fetch(`${baseUrl}/api/v1/kyc/cac?rc_number=1234567&company_type=SHOP`, { headers });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toEqual({ error: expect.stringContaining('company_type') });
    const noHeaders = await fetch(`${baseUrl}/api/v1/kyc/bvn/full?bvn=${N.demoBvn}`);
    expect(noHeaders.status).toBe(401);
    expect(await noHeaders.json()).toEqual({ error: expect.any(String) });
  });
});

it('is refused in production', async () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const app = Fastify();
    await expect(app.register(identityEmulator, { appId: 'a', secretKey: 'b' }).ready()).rejects.toThrow(
      /NODE_ENV=production/,
    );
  } finally {
    process.env.NODE_ENV = previous;
  }
});

describe('in the app', () => {
  it('is mounted at /sandbox/identity outside production, and absent in production', async () => {
    const headers = { appid: IDENTITY_EMULATOR_APP_ID, authorization: IDENTITY_EMULATOR_SECRET_KEY };
    const local = await createTestApp();
    try {
      const answer = await local.app.inject({
        method: 'GET',
        url: `/sandbox/identity/api/v1/kyc/bvn/full?bvn=${N.demoBvn}`,
        headers,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().entity).toMatchObject({ first_name: 'ADA', last_name: 'OKAFOR' });
    } finally {
      await local.close();
    }
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://chancepay.example',
        SQUAD_SECRET_KEY: 'sk_live_not_used',
        SQUAD_BASE_URL: 'https://api-d.squadco.com',
        SMTP_URL: 'smtp://localhost:2525',
        IDENTITY_BASE_URL: 'https://api.dojah.io',
        IDENTITY_APP_ID: IDENTITY_EMULATOR_APP_ID,
        IDENTITY_SECRET_KEY: IDENTITY_EMULATOR_SECRET_KEY,
      },
    });
    try {
      const answer = await production.app.inject({
        method: 'GET',
        url: `/sandbox/identity/api/v1/kyc/bvn/full?bvn=${N.demoBvn}`,
        headers,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
