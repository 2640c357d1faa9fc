import { describe, expect, it } from 'vitest';
import { dojahIdentityProvider, failureFor, isoDate, maskLongNumbers, parseCacNumber } from './dojah';

/**
 * The answers the emulator does not give (the emulator's own test drives the client over real HTTP): out of
 * credit, server errors, a record for another number, an unreadable success, and the date formats.
 */
function answering(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
}

const provider = (fetchImpl: typeof fetch) =>
  dojahIdentityProvider({ baseUrl: 'https://api.dojah.test/', appId: 'app', secretKey: 'sk', fetchImpl });

describe('the Dojah client', () => {
  it('sends the AppId and the bare secret key, the number as a query parameter', async () => {
    const seen: Request[] = [];
    await provider(answering(404, { error: 'BVN not found' }, seen)).lookupBvn('22222222211');
    await provider(answering(404, { error: 'not found' }, seen)).lookupNin('70123456711');
    await provider(answering(404, { error: 'Company not found' }, seen)).lookupCac('BN 1234567');
    expect(seen.map((request) => request.url)).toEqual([
      'https://api.dojah.test/api/v1/kyc/bvn/full?bvn=22222222211',
      'https://api.dojah.test/api/v1/kyc/nin?nin=70123456711',
      'https://api.dojah.test/api/v1/kyc/cac?rc_number=1234567&company_type=BUSINESS_NAME',
    ]);
    expect(seen[0]!.headers.get('appid')).toBe('app');
    expect(seen[0]!.headers.get('authorization')).toBe('sk');
  });

  it.each([
    [402, { error: 'Insufficient wallet balance' }, 'retryable'],
    [400, { error: 'Insufficient wallet balance, please fund your wallet' }, 'retryable'],
    [500, { error: 'Internal Server Error' }, 'retryable'],
    [503, '<html>Service Unavailable</html>', 'retryable'],
    [429, { error: 'Too many requests' }, 'retryable'],
    [404, { error: 'whatever' }, 'not_found'],
    [400, { error: 'BVN not found' }, 'not_found'],
    [400, { error: 'Invalid BVN' }, 'mismatch'],
    [422, { message: 'bvn must be 11 digits' }, 'mismatch'],
    [418, {}, 'retryable'],
  ] as const)('maps HTTP %i %j to %s', async (status, body, reason) => {
    expect(failureFor('BVN', status, body).reason).toBe(reason);
    expect(await provider(answering(status, body)).lookupBvn('22222222222')).toMatchObject({
      ok: false,
      reason,
    });
  });

  it('masks a whole number the provider echoes in its message', () => {
    expect(failureFor('BVN', 400, { error: 'Invalid BVN 22222222222' }).message).toContain('•••2222');
    expect(failureFor('BVN', 400, { error: 'Invalid BVN 22222222222' }).message).not.toContain('22222222222');
    expect(maskLongNumbers('RC 1234567 and 12345')).toBe('RC •••4567 and 12345');
  });

  it('calls a record for another number a mismatch, and an unreadable success retryable', async () => {
    const other = {
      entity: { bvn: '22222222223', first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01' },
    };
    expect(await provider(answering(200, other)).lookupBvn('22222222222')).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    for (const body of [
      {},
      { entity: { first_name: 'ADA' } },
      'not json',
      { entity: { first_name: 'A', surname: 'B', birth_date: '31-02-1990' } },
    ])
      expect(await provider(answering(200, body)).lookupNin('70123456789')).toMatchObject({
        ok: false,
        reason: 'retryable',
      });
  });

  it('records its own reference when the answer carries none', async () => {
    const body = { entity: { first_name: 'ADA', last_name: 'OKAFOR', date_of_birth: '14-March-1992' } };
    expect(await provider(answering(200, body)).lookupBvn('22222222222')).toMatchObject({
      ok: true,
      record: {
        reference: expect.stringMatching(/^chancepay-/),
        dateOfBirth: '1992-03-14',
        middleName: null,
      },
    });
  });

  it('counts a CAC answer without a status, or "Not Active", as not active', async () => {
    for (const status of [undefined, 'Not Active', 'INACTIVE'])
      expect(
        await provider(
          answering(200, { entity: { company_name: 'X LIMITED', rc_number: '1234567', status } }),
        ).lookupCac('RC1234567'),
      ).toMatchObject({
        ok: true,
        record: { status: 'inactive', statusText: status?.toUpperCase() ?? 'UNKNOWN' },
      });
  });
});

describe('reading the answers', () => {
  it.each([
    ['1992-03-14', '1992-03-14'],
    ['1992-03-14T00:00:00.000+00:00', '1992-03-14'],
    ['14-03-1992', '1992-03-14'],
    ['14/03/1992', '1992-03-14'],
    ['14-March-1992', '1992-03-14'],
    ['01-Jan-1907', '1907-01-01'],
    ['1992-02-30', null],
    ['14-Smarch-1992', null],
    ['', null],
    [undefined, null],
  ])('reads the date %s as %s', (raw, expected) => {
    expect(isoDate(raw)).toBe(expected);
  });

  it.each([
    ['RC 1234567', { prefix: 'RC', digits: '1234567' }],
    ['rc-1234567', { prefix: 'RC', digits: '1234567' }],
    ['BN3141592', { prefix: 'BN', digits: '3141592' }],
    ['it 12345', { prefix: 'IT', digits: '12345' }],
    ['1234567', { prefix: 'RC', digits: '1234567' }],
    ['RC', null],
    ['XY 123', null],
    ['RC 123456789', null],
  ])('reads the CAC number %s', (raw, expected) => {
    expect(parseCacNumber(raw)).toEqual(expected);
  });
});
