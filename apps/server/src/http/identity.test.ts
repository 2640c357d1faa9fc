import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_PROOF_MAX_BYTES } from '@chancepay/shared';
import { addressProofs } from '../db/schema';
import { createTestUser, createTestVendor, logIn } from '../testing/accounts';
import { sampleFiles, testIdentityNumbers as numbers } from '../testing/identity-provider';
import { useTestApp } from '../testing/test-app';
import { TestClient } from '../testing/http-client';
import { ADDRESS_PROOF_PATH, IDENTITY_PATH } from './identity';

// The "never answers" numbers time out after 1 s here instead of the client's 10 s.
const t = useTestApp({ identityTimeoutMs: 1_000 });

async function customer(): Promise<TestClient> {
  return logIn(t.app, (await createTestUser(t.database, { tier: 0 })).username);
}

const chiamaka = { first_name: 'chiamaka', last_name: 'EZE', consent: true };
const ada = { first_name: 'Ada', last_name: 'Okafor', consent: true };

function upload(client: TestClient, body: Buffer, contentType = 'application/octet-stream', query = '') {
  return client.request({
    method: 'POST',
    url: `${ADDRESS_PROOF_PATH}${query}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

describe('GET /api/user/identity', () => {
  it('shows a new customer at tier 0 with the first step', async () => {
    const client = await customer();
    const response = await client.get(IDENTITY_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        tier: 0,
        date_of_birth: null,
        verified_name: null,
        bvn: null,
        nin: null,
        address: { status: 'none', reason: null, uploaded_at: null },
        under_age: false,
        next_step: 'bvn_or_nin',
        next_step_message: 'Verify your BVN or NIN to send money from your wallet (up to ₦50,000.00 a day).',
      },
    });
  });

  it('is for signed-in customers: 401 signed out, 403 for a vendor with the reason', async () => {
    expect((await new TestClient(t.app).get(IDENTITY_PATH)).statusCode).toBe(401);
    const vendor = await logIn(t.app, (await createTestVendor(t.database)).user.username);
    for (const request of [
      vendor.get(IDENTITY_PATH),
      vendor.post(`${IDENTITY_PATH}/bvn`, { number: numbers.adaBvn, ...ada }),
      upload(vendor, sampleFiles.jpeg),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Vendor accounts are verified by their business registration.');
    }
  });
});

describe('POST /api/user/identity/bvn and /nin', () => {
  it('verifies a BVN (tier 1), then an agreeing NIN (tier 2), showing the record’s name and only last four digits', async () => {
    const client = await customer();
    const bvn = await client.post(`${IDENTITY_PATH}/bvn`, { number: '2100 0000 011', ...chiamaka });
    expect(bvn.statusCode).toBe(200);
    expect(bvn.json()).toMatchObject({
      success: true,
      message:
        'Your BVN is verified in the name CHIAMAKA NGOZI EZE. You are on tier 1: you can send up to ₦50,000.00 a day.',
      data: {
        tier: 1,
        date_of_birth: '1995-04-12',
        verified_name: 'CHIAMAKA NGOZI EZE',
        bvn: { last4: '0011', verified_at: expect.any(String) },
        nin: null,
        next_step: 'nin',
        next_step_message: 'Verify your NIN to send up to ₦200,000.00 a day.',
        returned_name: 'CHIAMAKA NGOZI EZE',
      },
    });
    expect(bvn.body).not.toContain('21000000011');
    const nin = await client.post(`${IDENTITY_PATH}/nin`, { number: numbers.chiamakaNin(11), ...chiamaka });
    expect(nin.statusCode).toBe(200);
    expect(nin.json().data).toMatchObject({ tier: 2, nin: { last4: '0011' }, next_step: 'address' });
    expect((await client.get(IDENTITY_PATH)).json().data.tier).toBe(2);
  });

  it.each([
    [{ number: '123', ...ada }, 'Enter the 11 digits of your BVN.'],
    [{ number: 'abcdefghijk', ...ada }, 'Enter the 11 digits of your BVN.'],
    [
      { number: numbers.adaBvn, ...ada, consent: false },
      'Tick the box to let us check your BVN with the identity service.',
    ],
    [
      { number: numbers.adaBvn, first_name: 'Ada', consent: true },
      'Enter your last name as it is on your BVN.',
    ],
    [
      { number: numbers.adaBvn, ...ada, first_name: 'Ada1' },
      'Use letters only in your first name (hyphens and apostrophes are fine).',
    ],
  ])('answers 400 with words for %j', async (body, message) => {
    const client = await customer();
    const before = t.identity.lookups;
    const response = await client.post(`${IDENTITY_PATH}/bvn`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(t.identity.lookups).toBe(before);
  });

  it('answers 404, 422, 503 and 409 with the person’s words', async () => {
    const client = await customer();
    const notFound = await client.post(`${IDENTITY_PATH}/nin`, { number: numbers.notFoundNin, ...ada });
    expect([notFound.statusCode, notFound.json().message]).toEqual([
      404,
      'We found no record for this NIN. Check the 11 digits and try again.',
    ]);
    const mismatch = await client.post(`${IDENTITY_PATH}/bvn`, { number: numbers.musaBvn, ...ada });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toMatch(/^The name on this BVN does not match .* Check the spelling/);
    expect(mismatch.body).not.toContain('MUSA');
    const minor = await client.post(`${IDENTITY_PATH}/nin`, {
      number: numbers.underAgeNin,
      first_name: 'Tobi',
      last_name: 'Adeyemi',
      consent: true,
    });
    expect(minor.statusCode).toBe(422);
    expect(minor.json().message).toContain('under 18');
    const status = (await client.get(IDENTITY_PATH)).json().data;
    expect(status).toMatchObject({ tier: 0, under_age: true, next_step: null, date_of_birth: '2012-06-01' });
    const other = await customer();
    const timeout = await other.post(`${IDENTITY_PATH}/bvn`, { number: numbers.timeoutBvn, ...ada });
    expect([timeout.statusCode, timeout.json().message]).toEqual([
      503,
      'We could not reach the identity service. Try again in a few minutes.',
    ]);
    await other.post(`${IDENTITY_PATH}/bvn`, { number: numbers.chiamakaBvn(12), ...chiamaka });
    const third = await customer();
    const duplicate = await third.post(`${IDENTITY_PATH}/bvn`, {
      number: numbers.chiamakaBvn(12),
      ...chiamaka,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain('already belongs to another ChancePay account');
  });

  it('answers 429 with Retry-After once the day’s lookups are used', async () => {
    const client = await customer();
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await client.post(`${IDENTITY_PATH}/bvn`, { number: numbers.notFoundBvn, ...ada })).statusCode,
      ).toBe(404);
    const limited = await client.post(`${IDENTITY_PATH}/bvn`, { number: numbers.adaBvn, ...ada });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/user/identity/address-proof', () => {
  async function tierTwo(suffix: number): Promise<TestClient> {
    const client = await customer();
    await client.post(`${IDENTITY_PATH}/bvn`, { number: numbers.chiamakaBvn(suffix), ...chiamaka });
    await client.post(`${IDENTITY_PATH}/nin`, { number: numbers.chiamakaNin(suffix), ...chiamaka });
    return client;
  }

  it('takes the file’s bytes as the body, typed from the bytes, with its name from ?file_name=', async () => {
    const client = await tierTwo(20);
    // The browser says image/jpeg; the bytes are a PDF: the bytes win.
    const response = await upload(client, sampleFiles.pdf, 'image/jpeg', '?file_name=light%20bill.pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        tier: 2,
        address: { status: 'pending', reason: null, uploaded_at: expect.any(String) },
        next_step: 'address_pending',
        proof: {
          file_name: 'light bill.pdf',
          content_type: 'application/pdf',
          size_bytes: sampleFiles.pdf.length,
        },
      },
    });
    const again = await upload(client, sampleFiles.png);
    expect(again.statusCode).toBe(409);
  });

  it('takes a file the browser sent without a Content-Type (a Blob of unknown type)', async () => {
    const client = await tierTwo(23);
    const response = await client.request({
      method: 'POST',
      url: ADDRESS_PROOF_PATH,
      payload: sampleFiles.png,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.proof).toMatchObject({
      content_type: 'image/png',
      file_name: 'proof-of-address.png',
    });
  });

  it('refuses a tier-1 customer, JSON, another type, an empty body and more than 5 MiB, with words', async () => {
    const tierOne = await customer();
    await tierOne.post(`${IDENTITY_PATH}/bvn`, { number: numbers.chiamakaBvn(21), ...chiamaka });
    const early = await upload(tierOne, sampleFiles.jpeg, 'image/jpeg');
    expect([early.statusCode, early.json().message]).toEqual([
      403,
      'Verify your BVN and your NIN (tier 2) before you upload a proof of address.',
    ]);
    const client = await tierTwo(22);
    const json = await client.post(ADDRESS_PROOF_PATH, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const gif = await upload(client, Buffer.from('GIF89a\u0001\u0000'), 'image/gif');
    expect([gif.statusCode, gif.json().message]).toEqual([
      415,
      'Upload a JPEG or PNG photo, or a PDF, of your proof of address.',
    ]);
    expect((await upload(client, Buffer.alloc(0))).statusCode).toBe(400);
    const big = await upload(
      client,
      Buffer.concat([sampleFiles.jpeg, Buffer.alloc(ADDRESS_PROOF_MAX_BYTES)]),
      'image/jpeg',
    );
    expect([big.statusCode, big.json().message]).toEqual([
      413,
      'The file is larger than 5 MB. Upload a smaller photo or PDF.',
    ]);
    const huge = await upload(
      client,
      Buffer.alloc(ADDRESS_PROOF_MAX_BYTES + 200 * 1024, 1),
      'application/pdf',
    );
    expect([huge.statusCode, huge.json().message]).toEqual([
      413,
      'The file is larger than 5 MB. Upload a smaller photo or PDF.',
    ]);
    const rows = await t.database.db
      .select()
      .from(addressProofs)
      .where(eq(addressProofs.fileName, 'proof-of-address.jpg'));
    expect(rows).toEqual([]);
  });

  it('keeps the JSON body limit on every other route', async () => {
    const client = await customer();
    const response = await client.post(`${IDENTITY_PATH}/bvn`, {
      number: numbers.adaBvn,
      ...ada,
      pad: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(413);
  });
});
