import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, vendors } from '../../db/schema';
import { ACCOUNT_HOLDER_MISMATCH_WARNING } from '../../domain/console/vendor-onboarding';
import { createVendorAccount } from '../../domain/users';
import { createTestUser, testPassword } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { createTestOrder, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import { auditRows, createTestStaff, nextTotpCode, signInStaff, type TestStaff } from '../../testing/staff';
import { listOutboxMessages } from '../../sandbox/outbox/store';
import { consoleScreenRoutes } from '../../testing/console-routes';

/**
 * The cycles, vendors and support screens over HTTP (issue 15, items 6-8): each action answers as documented,
 * writes its audit row, and the actions marked "approval" happen only once a second person approves.
 * (Who may call what is access.test.ts.)
 */
describe('console screens', () => {
  const t = useRaffleTestApp();
  const publicClient = new TestClient(() => t.app);
  let ops: TestStaff;
  let ops2: TestStaff;
  let support: TestStaff;
  let finance: TestStaff;
  let opsClient: TestClient;
  let ops2Client: TestClient;
  let supportClient: TestClient;
  let financeClient: TestClient;
  beforeAll(async () => {
    [ops, ops2, support, finance] = await Promise.all([
      createTestStaff(t.database, { roles: ['raffle_ops'] }),
      createTestStaff(t.database, { roles: ['raffle_ops'] }),
      createTestStaff(t.database, { roles: ['support'] }),
      createTestStaff(t.database, { roles: ['finance'] }),
    ]);
    opsClient = await signInStaff(t.app, t.database, ops);
    ops2Client = await signInStaff(t.app, t.database, ops2);
    supportClient = await signInStaff(t.app, t.database, support);
    financeClient = await signInStaff(t.app, t.database, finance);
  });

  const approve = async (client: TestClient, staff: TestStaff, approvalId: string) =>
    client.post(`/api/admin/approvals/${approvalId}/approve`, {
      code: await nextTotpCode(t.database, staff),
    });

  it('creates a cycle, opens it (then on sale), and cancels it only with a second operator’s approval', async () => {
    // The template's own terms: one operator may schedule it.
    const created = await opsClient.post('/api/admin/cycles', {
      raffle_type_ids: [3],
      ticket_price: '250',
      winnable_amount: '50,000',
      payout_ratio: '70',
      prize_budget: '1,000,000',
      sponsor: 'Indomie',
    });
    expect(created.statusCode, created.body).toBe(201);
    const cycle = created.json().data.cycle;
    expect(cycle).toMatchObject({
      status: 'scheduled',
      ticket_price: '250.00',
      winnable_amount: '50000.00',
      payout_ratio: '70',
      prize_budget: '1000000.00',
      sponsor: 'Indomie',
    });
    expect((await auditRows(t.database, 'cycle.create'))[0]).toMatchObject({
      staffId: ops.id,
      outcome: 'ok',
      entityId: String(cycle.id),
    });

    const opened = await opsClient.post(`/api/admin/cycles/${cycle.id}/open`, { replace_open: true });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.cycle).toMatchObject({ status: 'open', seed_revealed: false });
    expect((await auditRows(t.database, 'cycle.open'))[0]).toMatchObject({ entityId: String(cycle.id) });
    const onSale = await publicClient.post('/api/context-proxy/v1/action', {
      action_type: 'get_active_raffle_products',
      parameters: {},
    });
    expect(
      onSale.json().data.raffle_cycles.map((row: { raffle_cycle_id: number }) => row.raffle_cycle_id),
    ).toContain(cycle.id);

    const asked = await opsClient.post(`/api/admin/cycles/${cycle.id}/cancel`, {
      reason: 'Sponsor withdrew',
    });
    expect(asked.statusCode).toBe(202);
    const approvalId = asked.json().data.approval_id;
    expect((await opsClient.get(`/api/admin/cycles/${cycle.id}`)).json().data.cycle.status).toBe('open');
    expect((await approve(opsClient, ops, approvalId)).statusCode).toBe(403);
    expect((await approve(supportClient, support, approvalId)).statusCode).toBe(403);
    expect((await approve(ops2Client, ops2, approvalId)).statusCode).toBe(200);
    await t.app.background.settled();
    const after = (await opsClient.get(`/api/admin/cycles/${cycle.id}`)).json().data.cycle;
    expect(after).toMatchObject({ status: 'cancelled', seed_revealed: true });
    expect((await auditRows(t.database, 'cycle.cancel'))[0]).toMatchObject({
      staffId: ops2.id,
      before: { status: 'open' },
      after: { status: 'cancelled' },
    });

    const csv = await opsClient.get(`/api/admin/cycles/${cycle.id}/orders.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^order_seq,order_id,/);
    expect((await auditRows(t.database, 'cycle.export_orders'))[0]).toMatchObject({
      entityId: String(cycle.id),
    });
  });

  it('CS4: ops1 alone cannot put a ₦1 ticket / ₦1M prize / 100% cycle on sale; another raffle operator must approve', async () => {
    const live = await openTestCycle(t.database.db, { typeIds: [1] });
    const checker = await createTestStaff(t.database, { roles: ['raffle_ops'] });
    const checkerClient = await signInStaff(t.app, t.database, checker);
    const onSaleIds = async () =>
      (
        await publicClient.post('/api/context-proxy/v1/action', {
          action_type: 'get_active_raffle_products',
          parameters: {},
        })
      )
        .json()
        .data.raffle_cycles.map((row: { raffle_cycle_id: number }) => row.raffle_cycle_id);
    const cyclesBefore = (await opsClient.get('/api/admin/cycles?type=1')).json().data.cycles.length;
    const asked = await opsClient.post('/api/admin/cycles', {
      raffle_type_ids: [1],
      ticket_price: '1',
      winnable_amount: '1,000,000',
      payout_ratio: '100',
      prize_budget: '100,000,000',
      reason: 'Promo',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // Nothing is created, let alone on sale, until a second raffle operator approves.
    expect((await opsClient.get('/api/admin/cycles?type=1')).json().data.cycles).toHaveLength(cyclesBefore);
    const request = (await opsClient.get(`/api/admin/approvals/${asked.json().data.approval_id}`)).json()
      .data;
    expect(request.summary).toContain('ticket ₦1.00, prize ₦1000000.00, payout 100%');
    expect((await approve(opsClient, ops, asked.json().data.approval_id)).statusCode).toBe(403);
    const approved = await approve(checkerClient, checker, asked.json().data.approval_id);
    expect(approved.statusCode, approved.body).toBe(200);
    const cycleId = approved.json().data.result.cycle_id as number;
    expect((await auditRows(t.database, 'cycle.create'))[0]).toMatchObject({
      staffId: checker.id,
      outcome: 'ok',
      entityId: String(cycleId),
    });

    // Opening it in place of the live cycle takes the product off sale: an approval too.
    const open = await opsClient.post(`/api/admin/cycles/${cycleId}/open`, { replace_open: true });
    expect(open.statusCode, open.body).toBe(202);
    expect(await onSaleIds()).toContain(live.id);
    expect(await onSaleIds()).not.toContain(cycleId);
    expect((await opsClient.get(`/api/admin/cycles/${cycleId}`)).json().data.cycle.status).toBe('scheduled');
    const openApproval = open.json().data.approval_id as string;
    expect(
      (await opsClient.post(`/api/admin/approvals/${openApproval}/reject`, { reason: 'my own' })).statusCode,
    ).toBe(403);
    const opened = await approve(checkerClient, checker, openApproval);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.result).toMatchObject({ status: 'open', closed_cycle_ids: [live.id] });
    expect((await opsClient.get(`/api/admin/cycles/${cycleId}`)).json().data.cycle.status).toBe('open');
    expect((await opsClient.get(`/api/admin/cycles/${live.id}`)).json().data.cycle.status).toBe('closed');
  });

  it('changes a template as a new version once approved', async () => {
    const listed = (await opsClient.get('/api/admin/cycles')).json().data.templates;
    const template = listed.find((row: { id: number }) => row.id === 2);
    const asked = await opsClient.post('/api/admin/templates/2', {
      ticket_price: '300',
      winnable_amount: '60000',
      payout_ratio: 70,
      prize_budget: '600000',
      expected_version: template.version,
      reason: 'Festive season',
    });
    expect(asked.statusCode).toBe(202);
    expect((await approve(ops2Client, ops2, asked.json().data.approval_id)).statusCode).toBe(200);
    const detail = (await opsClient.get('/api/admin/templates/2')).json().data;
    expect(detail.template).toMatchObject({
      version: template.version + 1,
      ticket_price: '300.00',
      payout_ratio: '70',
    });
    expect(detail.versions[0]).toMatchObject({
      requested_by_staff_id: ops.id,
      approved_by_staff_id: ops2.id,
      reason: 'Festive season',
    });
    expect((await auditRows(t.database, 'template.change'))[0]).toMatchObject({
      staffId: ops2.id,
      entityId: '2',
    });
    const stale = await opsClient.post('/api/admin/templates/2', {
      ticket_price: '300',
      winnable_amount: '60000',
      payout_ratio: 70,
      prize_budget: '600000',
      expected_version: template.version,
      reason: 'Festive season',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('changes who bears the winnings tax only as an approved template change (DOMAIN.md "Winnings tax")', async () => {
    const before = (await opsClient.get('/api/admin/templates/1')).json().data.template;
    expect(before.winnings_tax_bearer).toBe('winner');
    const terms = {
      ticket_price: before.ticket_price,
      winnable_amount: before.winnable_amount,
      payout_ratio: Number(before.payout_ratio),
      prize_budget: before.prize_budget,
      expected_version: before.version,
      reason: 'Sponsor pays the tax this season',
    };
    const wrong = await opsClient.post('/api/admin/templates/1', { ...terms, winnings_tax_bearer: 'nobody' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Choose who bears the winnings tax: winner or operator\./);
    const asked = await opsClient.post('/api/admin/templates/1', {
      ...terms,
      winnings_tax_bearer: 'operator',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approvalId = asked.json().data.approval_id as string;
    const inbox = (await ops2Client.get(`/api/admin/approvals/${approvalId}`)).json().data;
    expect(JSON.stringify(inbox)).toContain('winnings tax borne by the operator (was the winner)');
    // Nothing changes before a second operator approves; the requester cannot approve it.
    expect((await opsClient.get('/api/admin/templates/1')).json().data.template.winnings_tax_bearer).toBe(
      'winner',
    );
    expect(
      (await opsClient.post(`/api/admin/approvals/${approvalId}/reject`, { reason: 'my own' })).statusCode,
    ).toBe(403);
    // A fresh second operator (the others spent this half-minute's codes on the tests before).
    const checker = await createTestStaff(t.database, { roles: ['raffle_ops'] });
    const checkerClient = await signInStaff(t.app, t.database, checker);
    expect((await approve(checkerClient, checker, approvalId)).statusCode).toBe(200);
    const detail = (await opsClient.get('/api/admin/templates/1')).json().data;
    expect(detail.template).toMatchObject({ version: before.version + 1, winnings_tax_bearer: 'operator' });
    expect(detail.versions[0]).toMatchObject({
      winnings_tax_bearer: 'operator',
      approved_by_staff_id: checker.id,
    });
    expect(detail.versions[1]).toMatchObject({ winnings_tax_bearer: 'winner' });
    expect((await auditRows(t.database, 'template.change'))[0]).toMatchObject({
      staffId: checker.id,
      entityId: '1',
      before: expect.objectContaining({ winnings_tax_bearer: 'winner' }),
      after: expect.objectContaining({ winnings_tax_bearer: 'operator' }),
    });
    // Back to the default, the same way, so the other tests see the winner bear it.
    const back = await opsClient.post('/api/admin/templates/1', {
      ...terms,
      expected_version: before.version + 1,
      winnings_tax_bearer: 'winner',
    });
    const third = await createTestStaff(t.database, { roles: ['raffle_ops'] });
    const thirdClient = await signInStaff(t.app, t.database, third);
    expect((await approve(thirdClient, third, back.json().data.approval_id)).statusCode).toBe(200);
  });

  it('onboards a vendor with a confirmed account name, suspends it, and changes its bank with finance’s approval', async () => {
    const enquiry = await supportClient.post('/api/admin/vendors/name-enquiry', {
      bank_code: '058',
      account_number: '1111111112',
    });
    expect(enquiry.json().data).toMatchObject({ account_name: 'ADAEZE OKAFOR', bank_name: 'GTBank' });
    const body = {
      username: 'iya.basira',
      email: 'basira@example.com',
      phone: '0803 555 0101',
      business_name: 'Iya Basira Kitchen',
      business_address: '4 Ojuelegba Road, Surulere',
      industry: 'Food',
      // A fresh test business on the CAC emulator (sandbox/identity/test-numbers.ts).
      cac_number: 'BN 3345678',
      accepted_company_name: 'TEST BUSINESS 3345678 ENTERPRISES',
      contact_name: 'Basira Lawal',
      bank_code: '058',
      account_number: '1111111112',
      accepted_account_name: 'ADAEZE OKAFOR',
    };
    const wrongName = await supportClient.post('/api/admin/vendors', {
      ...body,
      accepted_account_name: 'SOMEONE',
    });
    expect(wrongName.statusCode).toBe(409);
    // Onboarding is an approval for finance (console-security #6): nothing exists, nothing is mailed yet.
    const asked_ = await supportClient.post('/api/admin/vendors', body);
    expect(asked_.statusCode, asked_.body).toBe(202);
    const onboardingId = asked_.json().data.approval_id as string;
    expect(asked_.json().data.account_holder).toBe('mismatch');
    expect((await supportClient.get('/api/admin/vendors?q=Basira')).json().data.vendors).toEqual([]);
    await t.app.background.settled();
    expect(await listOutboxMessages(t.database.db, { recipient: 'basira@example.com' })).toHaveLength(0);
    // Support filed it; only finance decides.
    expect(
      (await supportClient.post(`/api/admin/approvals/${onboardingId}/reject`, { reason: 'not mine' }))
        .statusCode,
    ).toBe(403);
    const onboarded = await approve(financeClient, finance, onboardingId);
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const vendorId = onboarded.json().data.result.vendor_id as string;
    expect((await auditRows(t.database, 'vendor.create'))[0]).toMatchObject({
      outcome: 'ok',
      entityId: vendorId,
      staffId: finance.id,
    });
    await t.app.background.settled();
    expect(await listOutboxMessages(t.database.db, { recipient: 'basira@example.com' })).toHaveLength(1);
    const search = async () =>
      (
        await publicClient.post('/api/context-proxy/v1/action', {
          action_type: 'get_vendors',
          parameters: { search: 'Basira' },
        })
      ).json();
    expect(JSON.stringify(await search())).toContain(vendorId);

    expect(
      (await supportClient.post(`/api/admin/vendors/${vendorId}/suspend`, { reason: 'CAC expired' }))
        .statusCode,
    ).toBe(200);
    expect(JSON.stringify(await search())).not.toContain(vendorId);
    expect((await auditRows(t.database, 'vendor.suspend'))[0]).toMatchObject({
      entityId: vendorId,
      reason: 'CAC expired',
    });
    expect(
      (await supportClient.post(`/api/admin/vendors/${vendorId}/unsuspend`, { reason: 'Renewed' }))
        .statusCode,
    ).toBe(200);
    expect((await auditRows(t.database, 'vendor.unsuspend'))[0]).toMatchObject({ entityId: vendorId });

    const newAccount = (
      await supportClient.post('/api/admin/vendors/name-enquiry', {
        bank_code: '058',
        account_number: '2222222223',
      })
    ).json().data;
    const asked = await supportClient.post(`/api/admin/vendors/${vendorId}/bank`, {
      bank_code: '058',
      account_number: '2222222223',
      accepted_account_name: newAccount.account_name,
      reason: 'Moved banks',
    });
    expect(asked.statusCode).toBe(202);
    expect(
      (await supportClient.get(`/api/admin/vendors/${vendorId}`)).json().data.vendor.bank_account_number,
    ).toBe('1111111112');
    expect((await approve(supportClient, support, asked.json().data.approval_id)).statusCode).toBe(403);
    expect((await approve(financeClient, finance, asked.json().data.approval_id)).statusCode).toBe(200);
    const record = (await financeClient.get(`/api/admin/vendors/${vendorId}`)).json().data;
    expect(record.vendor).toMatchObject({
      bank_account_number: '2222222223',
      bank_account_name: 'EMEKA OBI',
    });
    expect(record).toMatchObject({ wallet_balance: '0.00', settlements: [] });
    expect((await auditRows(t.database, 'vendor.change_bank'))[0]).toMatchObject({
      staffId: finance.id,
      before: { bank_account_number: '1111111112' },
      after: { bank_account_number: '2222222223' },
    });
  });

  it('CS6: sup1 cannot onboard a second Mama Put Kitchen (same RC) alone; an insider account is flagged to finance', async () => {
    const [finance2, finance3] = await Promise.all([
      createTestStaff(t.database, { roles: ['finance'] }),
      createTestStaff(t.database, { roles: ['finance'] }),
    ]);
    await createVendorAccount(
      t.database.db,
      { username: 'mamaput', email: 'mamaput@example.com', phone: '+2348035550200', password: testPassword },
      {
        businessName: 'Mama Put Kitchen',
        businessAddress: '12 Allen Avenue, Ikeja',
        industry: 'Food',
        bankCode: '058',
        bankAccountNumber: '3333333334',
        cacNumber: 'RC 7000001',
        contactName: 'Chinedu Eze',
      },
      new Date(),
    );
    const duplicate = {
      username: 'mamaput2',
      email: 'insider@example.com',
      phone: '0803 555 0201',
      business_name: 'Mama Put Kitchen',
      business_address: '12 Allen Avenue, Ikeja',
      industry: 'Food',
      cac_number: 'rc-7000001',
      accepted_company_name: 'TEST BUSINESS 3000002 LIMITED',
      contact_name: 'Chinedu Eze',
      bank_code: '058',
      account_number: '1111111112',
      accepted_account_name: 'ADAEZE OKAFOR',
    };
    const pendingBefore = await t.database.db.select().from(approvalRequests);
    const refused = await supportClient.post('/api/admin/vendors', duplicate);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already onboarded (Mama Put Kitchen)');
    expect(await t.database.db.select().from(approvalRequests)).toHaveLength(pendingBefore.length);

    // Under a new CAC number it is a request, and finance reads that the account is neither the business's
    // nor the contact's.
    const asked = await supportClient.post('/api/admin/vendors', { ...duplicate, cac_number: 'RC 3000002' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toContain(ACCOUNT_HOLDER_MISMATCH_WARNING);
    const request = (await financeClient.get(`/api/admin/approvals/${asked.json().data.approval_id}`)).json()
      .data;
    expect(request.summary).toContain('ADAEZE OKAFOR');
    expect(request.summary).toContain(ACCOUNT_HOLDER_MISMATCH_WARNING);
    expect((await supportClient.get('/api/admin/vendors?q=insider')).json().data.vendors).toEqual([]);
    // The same business asked for twice while the first waits: refused.
    const twice = await supportClient.post('/api/admin/vendors', {
      ...duplicate,
      username: 'mamaput3',
      email: 'x3@example.com',
      cac_number: 'RC3000002',
    });
    expect(twice.statusCode).toBe(409);
    // An account in the contact's name is not flagged.
    const contactsOwn = await supportClient.post('/api/admin/vendors', {
      ...duplicate,
      username: 'adaeze.foods',
      email: 'adaeze@example.com',
      business_name: 'Adaeze Foods',
      contact_name: 'Adaeze Okafor',
      cac_number: 'BN 3000003',
      accepted_company_name: 'TEST BUSINESS 3000003 ENTERPRISES',
    });
    expect(contactsOwn.json().data.account_holder).toBe('contact');

    // Two requests for one CAC number filed at the same moment, approved at the same moment by two finance
    // members: the unique index lets one vendor through.
    const { accepted_company_name: _accepted, ...withoutCompanyName } = duplicate;
    const filed = await t.database.db
      .insert(approvalRequests)
      .values(
        ['a', 'b'].map((suffix) => ({
          actionType: 'vendor.create',
          entityType: 'vendor',
          entityId: 'RC 7000009',
          payload: {
            ...withoutCompanyName,
            username: `race.${suffix}`,
            email: `race.${suffix}@example.com`,
            phone: suffix === 'a' ? '+2348035550301' : '+2348035550302',
            cac_number: suffix === 'a' ? 'RC 7000009' : 'RC7000009',
            account_holder: 'mismatch',
          },
          summary: 'race',
          reason: 'race',
          requestedBy: support.id,
          requestedAt: new Date(),
          expiresAt: new Date(Date.now() + 60 * 60_000),
        })),
      )
      .returning();
    const finance2Client = await signInStaff(t.app, t.database, finance2);
    const finance3Client = await signInStaff(t.app, t.database, finance3);
    const results = await Promise.all([
      approve(finance3Client, finance3, filed[0]!.id),
      approve(finance2Client, finance2, filed[1]!.id),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.statusCode === 409)!.json().message).toContain('RC');
    const sameCac = await t.database.db
      .select()
      .from(vendors)
      .where(sql`upper(replace(${vendors.cacNumber}, ' ', '')) = 'RC7000009'`);
    expect(sameCac).toHaveLength(1);
  });

  it("finds a customer's order by phone; locks, notes and asks the gateway again, each audited", async () => {
    const user = await createTestUser(t.database, { phone: '+2348056667777' });
    const cycle = await openTestCycle(t.database.db, { typeIds: [1] });
    const orderId = await createTestOrder(publicClient, t.database.db, { cycle, phone: '08056667777' });

    const found = (await supportClient.get('/api/admin/search?q=0805%20666%207777')).json().data;
    expect(found).toMatchObject({ matched_as: 'phone' });
    expect(found.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
    expect(found.accounts.map((account: { id: string }) => account.id)).toEqual([user.id]);

    const page = (await supportClient.get(`/api/admin/customers/${user.id}`)).json().data;
    expect(page.profile).toMatchObject({ id: user.id, locked_at: null });
    expect(page.wallet).toMatchObject({ balance: '0.00' });
    expect(page.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);

    expect(
      (await supportClient.post(`/api/admin/customers/${user.id}/lock`, { reason: 'Fraud report' }))
        .statusCode,
    ).toBe(200);
    expect((await auditRows(t.database, 'customer.lock'))[0]).toMatchObject({
      entityId: user.id,
      reason: 'Fraud report',
    });
    expect(
      (await supportClient.post(`/api/admin/customers/${user.id}/lock`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await supportClient.post(`/api/admin/customers/${user.id}/unlock`, { reason: 'Cleared' })).statusCode,
    ).toBe(200);
    expect(
      (await supportClient.post(`/api/admin/customers/${user.id}/sessions/end`, { reason: 'Lost phone' }))
        .statusCode,
    ).toBe(200);
    expect((await auditRows(t.database, 'customer.end_sessions'))[0]).toMatchObject({ entityId: user.id });
    expect(
      (await supportClient.post(`/api/admin/customers/${user.id}/reset-link`, { reason: 'Asked by phone' }))
        .statusCode,
    ).toBe(200);
    expect((await auditRows(t.database, 'customer.send_reset_link'))[0]).toMatchObject({ entityId: user.id });
    const note = await supportClient.post(`/api/admin/customers/${user.id}/notes`, {
      note: 'Called about order',
    });
    expect(note.statusCode).toBe(201);
    expect((await auditRows(t.database, 'customer.add_note'))[0]).toMatchObject({ entityId: user.id });

    const order = (await supportClient.get(`/api/admin/orders/${orderId}`)).json().data;
    expect(order.order).toMatchObject({ id: orderId, status: 'verifying' });
    expect(order.events.map((event: { kind: string }) => event.kind)).toContain('created');
    const asked = await supportClient.post(`/api/admin/orders/${orderId}/verify`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ after: { status: 'verifying' }, settled_now: false });
    expect((await auditRows(t.database, 'order.verify'))[0]).toMatchObject({
      entityId: orderId,
      staffId: support.id,
    });
  });

  it('never answers 5xx to junk, whatever the route', async () => {
    const admin = await signInStaff(
      t.app,
      t.database,
      await createTestStaff(t.database, { roles: ['support', 'raffle_ops', 'finance', 'auditor'] }),
    );
    const junk: unknown[] = [
      {},
      [],
      'x',
      42,
      null,
      { reason: 7, note: [], q: {} },
      { raffle_type_ids: ['1'] },
    ];
    for (const route of consoleScreenRoutes) {
      const url = route.url.replace('{id}', '2147483647');
      for (const body of route.method === 'GET' ? [undefined] : junk) {
        const response = await admin.request({
          method: route.method,
          url: `${url}${route.method === 'GET' ? (url.includes('?') ? '&' : '?') + 'q=%00&type=x&status=' : ''}`,
          ...(body === undefined
            ? {}
            : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('answers bad input with 400 or 404, never 500', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/admin/cycles', { raffle_type_ids: [], ticket_price: 'abc' }],
      [
        'POST',
        '/api/admin/cycles',
        { raffle_type_ids: [1], ticket_price: '250', winnable_amount: '5000', payout_ratio: '170' },
      ],
      [
        'POST',
        '/api/admin/cycles',
        {
          raffle_type_ids: [1],
          ticket_price: '250',
          winnable_amount: '5000',
          payout_ratio: '70',
          starts_at: 'tomorrow',
        },
      ],
      ['POST', '/api/admin/cycles', 'not json'],
      ['GET', '/api/admin/cycles?status=paused', undefined],
      ['GET', '/api/admin/cycles/abc', undefined],
      ['GET', '/api/admin/cycles/99999999999', undefined],
      ['POST', '/api/admin/cycles/1/open', { replace_open: 'yes' }],
      ['GET', '/api/admin/templates/9', undefined],
    ] as const) {
      const response = await opsClient.request({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as never }),
      });
      expect([400, 404, 415], `${method} ${url}`).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ success: false });
    }
    for (const [method, url, body] of [
      ['GET', '/api/admin/search', undefined],
      ['GET', '/api/admin/search?q=0', undefined],
      ['GET', '/api/admin/search?q=0123456789012', undefined],
      ['GET', '/api/admin/customers/not-a-uuid', undefined],
      ['POST', '/api/admin/customers/00000000-0000-4000-8000-000000000000/lock', { reason: 'x' }],
      ['POST', '/api/admin/customers/00000000-0000-4000-8000-000000000000/lock', { reason: 'valid reason' }],
      ['POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/verify', undefined],
      ['POST', '/api/admin/vendors', { username: 'x' }],
      ['POST', '/api/admin/vendors/name-enquiry', { bank_code: '058', account_number: '1111111111' }],
    ] as const) {
      const response = await supportClient.request({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as never }),
      });
      expect([400, 404, 415], `${method} ${url}`).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});
