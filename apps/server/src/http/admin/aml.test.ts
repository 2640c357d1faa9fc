import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../testing/identity-provider';
import { fundWallet, signedInCustomer, testTransactionPin } from '../../testing/money';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';
import { useTestApp } from '../../testing/test-app';
import { raiseAlerts } from '../../domain/compliance';
import { WALLET_HOLD_PATH } from '../wallet-hold';

const t = useTestApp();
const AML = '/api/admin/compliance';
const SUCCEEDS = '1111111112';

async function complianceMember() {
  const staff = await createTestStaff(t.database, { roles: ['compliance'] });
  return { staff, client: await signInStaff(t.app, t.database, staff) };
}

function sendMoney(client: Awaited<ReturnType<typeof signedInCustomer>>['client']) {
  return client.post(
    '/api/user/transfer',
    {
      bank: '058',
      recipientAccount: SUCCEEDS,
      amount: '1500.00',
      description: 'Rent',
      pin: testTransactionPin,
    },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
}

describe('money-laundering controls in the console', () => {
  it('holds a customer’s wallet: transfers refused naming the case, the dashboard says so, lifting lets it pay', async () => {
    const customer = await signedInCustomer(t);
    await fundWallet(t, customer.wallet, 1_000_000);
    await raiseAlerts(
      t.database.db,
      'money_in_and_out',
      [{ subjectType: 'customer', subjectId: customer.user.id, details: {} }],
      new Date(),
    );
    const { client } = await complianceMember();
    const queue = await client.get(`${AML}/alerts`);
    const alert = (queue.json().data.alerts as { id: string; subject_id: string }[]).find(
      (row) => row.subject_id === customer.user.id,
    )!;
    expect(alert).toBeDefined();

    const opened = await client.post(`${AML}/cases`, {
      subject_type: 'customer',
      subject_id: customer.user.id,
      title: 'Money in and out within minutes',
      alert_ids: [alert.id],
    });
    expect(opened.statusCode).toBe(201);
    const kase = opened.json().data.case as { id: string; number: string };
    expect(kase.number).toMatch(/^C-\d+$/);

    const held = await client.post(`${AML}/cases/${kase.id}/hold`, { note: 'pending review' });
    expect(held.statusCode).toBe(200);
    expect((await client.post(`${AML}/cases/${kase.id}/hold`, { note: 'again' })).statusCode).toBe(409);

    const refused = await sendMoney(customer.client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'wallet_on_hold' });
    expect(refused.json().message).toBe(
      `Your wallet is on hold (case ${kase.number}). You can still receive money, but nothing can leave the wallet until the review ends. Contact support@chancepay.ng or 0700 242 6237.`,
    );
    const dashboard = await customer.client.get(WALLET_HOLD_PATH);
    expect(dashboard.json().data).toMatchObject({ on_hold: true, case_number: kase.number });
    // Never the reason: no alert, no title in what the customer reads.
    expect(JSON.stringify(dashboard.json())).not.toMatch(/Money in and out|pending review/);

    // Closing without a report waits for the hold to be lifted.
    expect((await client.post(`${AML}/cases/${kase.id}/close`, { reason: 'nothing found' })).statusCode).toBe(
      409,
    );
    expect(
      (await client.post(`${AML}/cases/${kase.id}/hold/lift`, { reason: 'explained by payslips' }))
        .statusCode,
    ).toBe(200);
    expect((await sendMoney(customer.client)).statusCode).toBe(200);
    expect((await customer.client.get(WALLET_HOLD_PATH)).json().data).toMatchObject({ on_hold: false });

    await client.post(`${AML}/cases/${kase.id}/notes`, { note: 'Customer sent payslips' });
    const document = await client.request({
      method: 'POST',
      url: `${AML}/cases/${kase.id}/documents?file_name=payslip.pdf`,
      headers: { 'content-type': 'application/pdf' },
      payload: sampleFiles.pdf,
    });
    expect(document.statusCode).toBe(201);
    const closed = await client.post(`${AML}/cases/${kase.id}/close`, { reason: 'explained' });
    expect(closed.statusCode).toBe(200);
    const detail = (await client.get(`${AML}/cases/${kase.id}`)).json().data;
    expect(detail.case.status).toBe('closed');
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'opened',
      'alert_added',
      'hold_placed',
      'hold_lifted',
      'note',
      'document',
      'closed',
    ]);
    for (const action of [
      'compliance_case.open',
      'wallet_hold.place',
      'wallet_hold.lift',
      'compliance_case.close',
    ])
      expect(
        (await auditRows(t.database, action)).some((row) => row.outcome === 'ok' && row.entityId === kase.id),
        action,
      ).toBe(true);
    // The refused second hold is written down too.
    expect((await auditRows(t.database, 'wallet_hold.place')).some((row) => row.outcome === 'refused')).toBe(
      true,
    );
  });

  it('closes a case as reported only with a second compliance member’s approval and TOTP, and exports the report', async () => {
    const customer = await signedInCustomer(t);
    const maker = await complianceMember();
    const checker = await complianceMember();
    const opened = await maker.client.post(`${AML}/cases`, {
      subject_type: 'customer',
      subject_id: customer.user.id,
      title: 'Structuring',
      alert_ids: [],
    });
    const kase = opened.json().data.case as { id: string; number: string };
    const asked = await maker.client.post(`${AML}/cases/${kase.id}/report`, {
      grounds: 'Three transfers of N4.9m in a week from a new account',
    });
    expect(asked.statusCode).toBe(202);
    const approvalId = asked.json().data.approval_id as string;

    const own = await maker.client.post(`/api/admin/approvals/${approvalId}/approve`, {
      code: await nextTotpCode(t.database, maker.staff),
    });
    expect(own.statusCode).toBe(403);
    expect((await maker.client.get(`${AML}/cases/${kase.id}`)).json().data.case.status).toBe('open');
    expect(
      (await checker.client.post(`/api/admin/approvals/${approvalId}/approve`, { code: '000000' }))
        .statusCode,
    ).not.toBe(200);

    const approved = await checker.client.post(`/api/admin/approvals/${approvalId}/approve`, {
      code: await nextTotpCode(t.database, checker.staff),
    });
    expect(approved.statusCode).toBe(200);
    const detail = (await maker.client.get(`${AML}/cases/${kase.id}`)).json().data;
    expect(detail.case.status).toBe('reported');
    expect(detail.report).toMatchObject({
      case_number: kase.number,
      subject_type: 'customer',
      subject: { username: customer.user.username, bvn_last4: '0000' },
      grounds: 'Three transfers of N4.9m in a week from a new account',
      reporting_officer_staff_id: maker.staff.id,
      approved_by_staff_id: checker.staff.id,
    });
    const csv = await maker.client.get(`${AML}/reports.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(kase.number);
    expect((await auditRows(t.database, 'compliance_case.export_reports'))[0]).toMatchObject({
      outcome: 'ok',
    });
  });

  it('lists large-transaction records, streams them as CSV and marks one filed (audited), once', async () => {
    const customer = await signedInCustomer(t, { tier: 3 });
    await fundWallet(t, customer.wallet, 600_000_000);
    const now = new Date();
    const { refreshRecentLargeTransactions } = await import('../../domain/compliance');
    await refreshRecentLargeTransactions(
      t.database.db,
      { personKobo: 500_000_000, businessKobo: 1_000_000_000 },
      now,
    );
    const { client } = await complianceMember();
    const list = await client.get(`${AML}/large-transactions?unfiled=true`);
    const record = (
      list.json().data.records as { id: string; subject_id: string; total_kobo: number }[]
    ).find((row) => row.subject_id === customer.user.id)!;
    expect(record).toMatchObject({ total_kobo: 600_000_000 });
    const csv = await client.get(`${AML}/large-transactions.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${record.id},customer,${customer.user.id}`);
    expect(csv.body).toContain('6000000.00');
    const filed = await client.post(`${AML}/large-transactions/${record.id}/filed`, {
      reference: 'NFIU-CTR-0001',
    });
    expect(filed.statusCode).toBe(200);
    expect(
      (await client.post(`${AML}/large-transactions/${record.id}/filed`, { reference: 'NFIU-CTR-0002' }))
        .statusCode,
    ).toBe(409);
    expect((await auditRows(t.database, 'large_transactions.mark_filed'))[0]).toMatchObject({
      outcome: 'ok',
      entityId: record.id,
    });
    expect((await client.get(`${AML}/large-transactions.csv?from=2026-13-01`)).statusCode).toBe(400);
  });

  it('lets an auditor read the queue but not act', async () => {
    const auditor = await createTestStaff(t.database, { roles: ['auditor'] });
    const client = await signInStaff(t.app, t.database, auditor);
    expect((await client.get(`${AML}/alerts`)).statusCode).toBe(200);
    expect((await client.get(`${AML}/cases`)).statusCode).toBe(200);
    expect(
      (
        await client.post(`${AML}/cases`, {
          subject_type: 'customer',
          subject_id: crypto.randomUUID(),
          title: 'x y z',
        })
      ).statusCode,
    ).toBe(403);
  });
});
