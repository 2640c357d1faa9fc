import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests } from '../../db/schema';
import { accountHolderCheck } from '../../domain/console/vendor-onboarding';
import { useTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/http-client';
import { auditRows, createTestStaff, nextTotpCode, signInStaff, type TestStaff } from '../../testing/staff';

/**
 * Vendor onboarding checks the CAC number through the identity provider (issue #21 item 9): staff see the
 * registered name and status, accept the name, and a business the register does not list as active is
 * refused. The numbers are the emulator's (sandbox/identity/test-numbers.ts).
 */
const onboarding = (overrides: Record<string, string> = {}) => ({
  username: 'suya.spot',
  email: 'suya@example.com',
  phone: '0803 555 0901',
  business_name: 'Suya Spot',
  business_address: '7 Admiralty Way, Lekki',
  industry: 'Food',
  cac_number: 'BN 3141592',
  accepted_company_name: 'TEST BUSINESS 3141592 ENTERPRISES',
  contact_name: 'Musa Bello',
  bank_code: '058',
  account_number: '1111111112',
  accepted_account_name: 'ADAEZE OKAFOR',
  ...overrides,
});

describe('the CAC check before onboarding', () => {
  const t = useTestApp();
  let support: TestStaff;
  let finance: TestStaff;
  let supportClient: TestClient;
  let financeClient: TestClient;
  beforeAll(async () => {
    [support, finance] = await Promise.all([
      createTestStaff(t.database, { roles: ['support'] }),
      createTestStaff(t.database, { roles: ['finance'] }),
    ]);
    supportClient = await signInStaff(t.app, t.database, support);
    financeClient = await signInStaff(t.app, t.database, finance);
  });
  const pendingOnboardings = async () =>
    t.database.db.select().from(approvalRequests).where(eq(approvalRequests.actionType, 'vendor.create'));

  it("shows the register's name and status for an active business, however the number is typed", async () => {
    for (const cac_number of ['RC 1234567', 'rc-1234567', 'RC1234567']) {
      const answer = await supportClient.post('/api/admin/vendors/cac-check', { cac_number });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({
        registration_number: 'RC1234567',
        company_name: 'MAMA PUT KITCHEN LIMITED',
        status: 'active',
        status_text: 'ACTIVE',
      });
    }
  });

  it.each([
    [
      'RC 7654321',
      409,
      /OLD MARKET TRADERS LIMITED\) as STRUCK OFF: only a business the register lists as active/,
    ],
    ['RC 1111111', 404, /CAC register has no business with the number RC 1111111/],
    ['SHOP 12', 400, /RC, BN or IT and its digits/],
    ['', 400, /Enter the CAC number/],
  ])('refuses %s with a %i and a message', async (cac_number, status, message) => {
    const answer = await supportClient.post('/api/admin/vendors/cac-check', { cac_number });
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toMatch(message);
  });

  it('refuses an onboarding the register does not back, and files nothing', async () => {
    const before = (await pendingOnboardings()).length;
    const struckOff = await supportClient.post(
      '/api/admin/vendors',
      onboarding({ cac_number: 'RC 7654321', accepted_company_name: 'OLD MARKET TRADERS LIMITED' }),
    );
    expect(struckOff.statusCode).toBe(409);
    expect(struckOff.json().message).toContain('STRUCK OFF');
    const unknown = await supportClient.post(
      '/api/admin/vendors',
      onboarding({ cac_number: 'BN 1111111', accepted_company_name: 'NOBODY' }),
    );
    expect(unknown.statusCode).toBe(404);
    const otherName = await supportClient.post(
      '/api/admin/vendors',
      onboarding({ accepted_company_name: 'SUYA SPOT LIMITED' }),
    );
    expect(otherName.statusCode).toBe(409);
    expect(otherName.json()).toMatchObject({
      message:
        'The CAC register gives the business\'s name as "TEST BUSINESS 3141592 ENTERPRISES". Check it and accept it again.',
    });
    const { accepted_company_name: _skipped, ...unchecked } = onboarding();
    const notAccepted = await supportClient.post('/api/admin/vendors', unchecked);
    expect(notAccepted.statusCode).toBe(400);
    expect(notAccepted.json().message).toMatch(/Check the CAC number first/);
    expect(await pendingOnboardings()).toHaveLength(before);
  });

  it("keeps the register's answer and its reference with the request, and in the audit once approved", async () => {
    const asked = await supportClient.post(
      '/api/admin/vendors',
      onboarding({ accepted_company_name: ' test business 3141592  enterprises ' }),
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const [request] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, asked.json().data.approval_id as string));
    const cacCheck = {
      provider: 'dojah',
      reference: expect.stringMatching(/^EMU-CAC-[0-9a-f]{20}$/),
      registration_number: 'BN3141592',
      company_name: 'TEST BUSINESS 3141592 ENTERPRISES',
      status_text: 'ACTIVE',
    };
    expect(request!.payload).toMatchObject({ cac_number: 'BN 3141592', cac_check: cacCheck });
    expect(request!.summary).toContain(
      'BN 3141592: TEST BUSINESS 3141592 ENTERPRISES, ACTIVE on the CAC register',
    );

    const approved = await financeClient.post(`/api/admin/approvals/${request!.id}/approve`, {
      code: await nextTotpCode(t.database, finance),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [created] = await auditRows(t.database, 'vendor.create');
    expect(created).toMatchObject({
      outcome: 'ok',
      after: { cac_number: 'BN 3141592', cac_check: cacCheck },
    });
    expect((created!.after as { cac_check: { reference: string } }).cac_check.reference).toBe(
      (request!.payload as { cac_check: { reference: string } }).cac_check.reference,
    );
  });
});

describe('when the CAC register cannot be asked', () => {
  const t = useTestApp({
    wrapOutboundFetch: (loopback) => async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/sandbox/identity/'))
        throw new TypeError('fetch failed');
      return loopback(input, init);
    },
  });

  it('answers 503 with a message, and onboarding waits', async () => {
    const support = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, support);
    const check = await client.post('/api/admin/vendors/cac-check', { cac_number: 'RC 1234567' });
    expect(check.statusCode).toBe(503);
    expect(check.json().message).toMatch(/^The CAC register could not be checked just now/);
    const asked = await client.post('/api/admin/vendors', onboarding());
    expect(asked.statusCode).toBe(503);
    expect(
      await t.database.db
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.actionType, 'vendor.create')),
    ).toEqual([]);
  });
});

it("counts an account in the register's name as the business's own", () => {
  // Trades as Iya Basira Kitchen, registered as BASIRA FOODS LIMITED, paid into the company's account.
  const business = { businessName: 'Iya Basira Kitchen', contactName: 'Chinedu Eze' };
  expect(accountHolderCheck('BASIRA FOODS LIMITED', business)).toBe('mismatch');
  const registered = { ...business, registeredName: 'BASIRA FOODS LIMITED' };
  expect(accountHolderCheck('BASIRA FOODS LIMITED', registered)).toBe('business');
  expect(accountHolderCheck('CHINEDU EZE', registered)).toBe('contact');
  expect(accountHolderCheck('ADAEZE OKAFOR', registered)).toBe('mismatch');
});

describe('when the CAC register does not answer', () => {
  const t = useTestApp({
    identityTimeoutMs: 300,
    // The request is taken and never answered (a loopback ignores abort signals: the client's own deadline
    // must still fire).
    wrapOutboundFetch: (loopback) => async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/sandbox/identity/'))
        return new Promise<Response>(() => {});
      return loopback(input, init);
    },
  });

  it('gives up at the injected deadline with a 503', async () => {
    const support = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, support);
    const started = Date.now();
    const check = await client.post('/api/admin/vendors/cac-check', { cac_number: 'RC 1234567' });
    expect(check.statusCode).toBe(503);
    expect(check.json().message).toMatch(/did not answer the CAC number check in time/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
