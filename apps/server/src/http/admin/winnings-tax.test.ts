import { describe, expect, it } from 'vitest';
import { checkBooks } from '../../domain/finance/books-check';
import { accountKeys, balanceOf } from '../../domain/ledger';
import { TestClient } from '../../testing/http-client';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { auditRows, createTestStaff, nextTotpCode, signInStaff, type TestStaff } from '../../testing/staff';
import { REMIT_WINNINGS_TAX_ACTION } from './winnings-tax-routes';

/** Issue #23 item 3: the winnings tax per Lagos month, its CSV, and a remittance approved by a second member. */

let now = new Date('2026-10-20T10:00:00Z');
const t = useRaffleTestApp({ clock: () => now, env: { LOG_LEVEL: 'silent' } });
const buyer = new TestClient(() => t.app);
let phoneCounter = 0;

/** A won Get Cash card order settled now (the winner bears 5%). */
async function win(prizeKobo: number): Promise<{ orderId: string; phone: string }> {
  const cycle = await openTestCycle(t.database.db, {
    winnableAmountKobo: prizeKobo,
    prizeBudgetKobo: prizeKobo * 10,
    now,
  });
  const local = `0803888${String(++phoneCounter).padStart(4, '0')}`;
  const orderId = await createTestOrder(buyer, t.database.db, { cycle, phone: local, win: true });
  await pressCheckoutButton(buyer, await initiateCheckout(buyer, orderId, 25_000), 'pay');
  expect((await verifyOrder(buyer, orderId)).body.status).toBe('winner_selected');
  return { orderId, phone: `+234${local.slice(1)}` };
}

async function financeMember(): Promise<{ staff: TestStaff; client: TestClient }> {
  const staff = await createTestStaff(t.database, { roles: ['finance'] });
  return { staff, client: await signInStaff(t.app, t.database, staff, now) };
}

async function approve(client: TestClient, staff: TestStaff, approvalId: string) {
  return client.post(`/api/admin/approvals/${approvalId}/approve`, {
    code: await nextTotpCode(t.database, staff, now),
  });
}

async function expectBooksClean() {
  const report = await checkBooks(t.database.db);
  expect(report.business?.findings).toEqual([]);
  expect(report.ok).toBe(true);
}

describe('the winnings tax of a month', () => {
  it('lists one line per winner with gross, tax, net and bearer, and the month totals', async () => {
    const first = await win(5_000_000);
    const firstSettledAt = now.toISOString();
    now = new Date(now.getTime() + 60_000);
    const second = await win(1_000_000);
    const { client } = await financeMember();
    const response = await client.get('/api/admin/winnings-tax?month=2026-10');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      month: '2026-10',
      ended: false,
      winners: 2,
      gross: '60000.00',
      tax: '3000.00',
      withheld_from_winners: '3000.00',
      borne_by_operator: '0.00',
      remitted: '0.00',
      owed: '3000.00',
      can_remit: false,
      remit_problem: '2026-10 has not ended in Lagos yet: its tax is remitted once the month is over.',
    });
    expect(data.lines).toEqual([
      {
        order_id: first.orderId,
        settled_at: firstSettledAt,
        winner: '+234803****001',
        product: 'Get Cash',
        gross: '50000.00',
        tax: '2500.00',
        net: '47500.00',
        rate_bps: 500,
        borne_by: 'winner',
      },
      expect.objectContaining({ order_id: second.orderId, gross: '10000.00', tax: '500.00', net: '9500.00' }),
    ]);
    // Another month has none of them.
    const september = await client.get('/api/admin/winnings-tax?month=2026-09');
    expect(september.json().data).toMatchObject({ winners: 0, tax: '0.00', lines: [] });
    const bad = await client.get('/api/admin/winnings-tax?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM/);
  });

  it('exports the month as CSV with whole phone numbers, and audits the copy', async () => {
    const { staff, client } = await financeMember();
    const response = await client.get('/api/admin/winnings-tax/export?month=2026-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="winnings-tax-2026-10.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('order_id,settled_at,winner,phone,product,gross,tax,net,rate_percent,borne_by');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /,\+2348038880001,\+2348038880001,Get Cash,50000\.00,2500\.00,47500\.00,5\.00,winner$/,
    );
    const [row] = await auditRows(t.database, 'winnings_tax.export');
    expect(row).toMatchObject({ staffId: staff.id, entityId: '2026-10', outcome: 'ok' });
    expect((await client.get('/api/admin/winnings-tax/export')).statusCode).toBe(400);
  });

  it('records a remittance only with a second finance member, once per kobo, with ONE entry', async () => {
    const maker = await financeMember();
    // Not before the month is over.
    const early = await maker.client.post('/api/admin/winnings-tax/remittances', {
      month: '2026-10',
      reason: 'FIRS receipt 0001',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      '2026-10 has not ended in Lagos yet: its tax is remitted once the month is over.',
    );

    now = new Date('2026-11-02T10:00:00Z');
    const owner = await financeMember();
    const checker = await financeMember();
    const liabilityBefore = await balanceOf(t.database.db, accountKeys.winningsTaxLiability);
    const gatewayBefore = await balanceOf(t.database.db, accountKeys.gatewayClearing);
    const asked = await owner.client.post('/api/admin/winnings-tax/remittances', {
      month: '2026-10',
      reason: 'FIRS receipt 0001',
    });
    expect(asked.statusCode).toBe(202);
    const approvalId = asked.json().data.approval_id as string;
    // Nothing moved yet; a second request for the month waits behind the first.
    expect(await balanceOf(t.database.db, accountKeys.winningsTaxLiability)).toBe(liabilityBefore);
    const twice = await owner.client.post('/api/admin/winnings-tax/remittances', {
      month: '2026-10',
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already waiting for approval/);

    // The requester cannot approve their own request; someone else with finance can, with a fresh code.
    expect((await approve(owner.client, owner.staff, approvalId)).statusCode).toBe(403);
    const approved = await approve(checker.client, checker.staff, approvalId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOf(t.database.db, accountKeys.winningsTaxLiability)).toBe(liabilityBefore - 300_000);
    expect(await balanceOf(t.database.db, accountKeys.gatewayClearing)).toBe(gatewayBefore + 300_000);
    const [executed] = await auditRows(t.database, REMIT_WINNINGS_TAX_ACTION);
    expect(executed).toMatchObject({
      entityType: 'winnings_tax_month',
      entityId: '2026-10',
      after: expect.objectContaining({ amount_kobo: 300_000 }),
    });

    const month = (await owner.client.get('/api/admin/winnings-tax?month=2026-10')).json().data;
    expect(month).toMatchObject({ remitted: '3000.00', owed: '0.00', can_remit: false });
    expect(month.remittances).toEqual([
      expect.objectContaining({ approval_id: approvalId, amount: '3000.00' }),
    ]);
    // The same money is never remitted twice.
    const again = await owner.client.post('/api/admin/winnings-tax/remittances', {
      month: '2026-10',
      reason: 'FIRS receipt 0002',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The winnings tax of 2026-10 has been remitted; nothing more is owed for it.',
    );
    await expectBooksClean();
  });

  it('a win that lands in a remitted month stays owed, for a follow-up remittance of just its tax', async () => {
    // A settlement racing the approval at the month's end: settled (and dated) 31 October, 23:30 Lagos.
    now = new Date('2026-10-31T22:30:00Z');
    await win(2_000_000);
    now = new Date('2026-11-03T10:00:00Z');
    const owner = await financeMember();
    const checker = await financeMember();
    const month = (await owner.client.get('/api/admin/winnings-tax?month=2026-10')).json().data;
    expect(month).toMatchObject({ tax: '4000.00', remitted: '3000.00', owed: '1000.00', can_remit: true });
    const asked = await owner.client.post('/api/admin/winnings-tax/remittances', {
      month: '2026-10',
      reason: 'FIRS receipt 0003 (late win)',
    });
    expect(asked.statusCode).toBe(202);
    expect((await approve(checker.client, checker.staff, asked.json().data.approval_id)).statusCode).toBe(
      200,
    );
    const after = (await owner.client.get('/api/admin/winnings-tax?month=2026-10')).json().data;
    expect(after).toMatchObject({ remitted: '4000.00', owed: '0.00' });
    expect(after.remittances.map((remittance: { amount: string }) => remittance.amount)).toEqual([
      '3000.00',
      '1000.00',
    ]);
    await expectBooksClean();
  });

  it('refuses a remittance body that names no month or gives no reason (400, nothing asked)', async () => {
    const { client } = await financeMember();
    const before = (await auditRows(t.database)).length;
    const response = await client.post('/api/admin/winnings-tax/remittances', { month: 'October' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/YYYY-MM|reason|remittance/);
    expect((await auditRows(t.database)).length).toBe(before);
  });
});
