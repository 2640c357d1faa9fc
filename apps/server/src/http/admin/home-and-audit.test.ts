import { lagosDateOf } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../testing/accounts';
import { fundWallet, signedInCustomer } from '../../testing/money';
import {
  createOrderParameters,
  createTestOrder,
  openTestCycle,
  useRaffleTestApp,
} from '../../testing/raffle';
import { auditRows, createTestStaff, signInStaff } from '../../testing/staff';

// 10:00 in Lagos.
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useRaffleTestApp({ clock: clock.now });

describe('console home', () => {
  it('counts today’s settled tickets, money and prizes per product, the realised payout ratio, stuck orders and open approvals', async () => {
    const cycle = await openTestCycle(t.database.db, {
      typeIds: [1],
      payoutRatioBps: 7_000,
      prizeBudgetKobo: 100_000_000,
      now: clock.now(),
    });
    const buyer = await signedInCustomer(t);
    await fundWallet(t, buyer.wallet, 10_000_000);
    // Signed-in wallet orders go through the proxy (it carries the customer's token), and settle at once.
    for (const [tickets, win] of [
      [2, false],
      [4, true],
    ] as const) {
      const parameters = await createOrderParameters(t.database.db, {
        cycle,
        typeId: 1,
        tickets,
        paymentMethod: 'wallet',
        win,
        phone: buyer.user.phone!,
      });
      const response = await buyer.client.post('/api/context-proxy/v1/proxy', {
        path: '/context-proxy/v1/action',
        method: 'POST',
        body: { action_type: 'create_order', parameters },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // A card order nobody paid: stuck once it is more than 10 minutes old.
    const stuckId = await createTestOrder(buyer.client, t.database.db, {
      cycle,
      typeId: 1,
      paymentMethod: 'card',
    });
    const staff = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, staff, clock.now());

    const early = (await client.get('/api/admin/home')).json().data;
    expect(early.stuck_order_count).toBe(0);
    expect(early.lagos_date).toBe('2026-03-02');
    const type1 = early.products.find((product: { raffle_type_id: number }) => product.raffle_type_id === 1);
    expect(type1).toMatchObject({
      tickets_sold: 6,
      ticket_money_kobo: 150_000,
      money_taken_kobo: 150_000,
      prizes_paid_kobo: 5_000_000,
      winners: 1,
      configured_payout_ratio_bps: 7_000,
      realised_payout_ratio_bps: Math.round((5_000_000 * 10_000) / 150_000),
    });
    expect(early.totals).toMatchObject({
      tickets_sold: 6,
      orders: 2,
      money_taken_kobo: 150_000,
      prizes_paid_kobo: 5_000_000,
    });
    const type2 = early.products.find((product: { raffle_type_id: number }) => product.raffle_type_id === 2);
    expect(type2).toMatchObject({ tickets_sold: 0, realised_payout_ratio_bps: null });

    clock.advance(10 * 60_000 + 1_000);
    const later = (await client.get('/api/admin/home')).json().data;
    expect(later.stuck_order_count).toBe(1);
    expect(later.stuck_orders[0]).toMatchObject({ id: stuckId, raffle_type_id: 1 });
    expect(later.open_approvals).toBe(0);

    // Tomorrow (Lagos) starts at zero.
    clock.advance(24 * 60 * 60_000);
    const tomorrow = (
      await (await signInStaff(t.app, t.database, staff, clock.now())).get('/api/admin/home')
    ).json().data;
    expect(tomorrow.totals.tickets_sold).toBe(0);
  });
});

describe('the audit log API', () => {
  it('filters by actor, action and outcome, and exports CSV (the export itself audited)', async () => {
    clock.advance(60_000);
    const auditor = await createTestStaff(t.database, { roles: ['auditor'] });
    const outsider = await createTestStaff(t.database, { roles: ['support'] });
    const outsiderClient = await signInStaff(t.app, t.database, outsider, clock.now());
    expect((await outsiderClient.get('/api/admin/audit-log')).statusCode).toBe(403);
    const client = await signInStaff(t.app, t.database, auditor, clock.now());

    const refused = (
      await client.get(`/api/admin/audit-log?actor=${outsider.username}&outcome=refused`)
    ).json().data.entries;
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      actor: outsider.username,
      action: 'audit_log.read',
      roles: ['support'],
    });
    const signIns = (await client.get(`/api/admin/audit-log?action=auth.&actor=${auditor.username}`)).json()
      .data.entries;
    expect(signIns.map((row: { action: string }) => row.action)).toEqual(['auth.sign_in']);

    const csv = await client.get(`/api/admin/audit-log?format=csv&actor=${outsider.username}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'occurred_at,actor,roles,ip_address,action,outcome,entity_type,entity_id,before,after,reason',
    );
    expect(lines).toHaveLength(3); // header, the sign-in, the refusal
    expect((await auditRows(t.database, 'audit_log.export'))[0]).toMatchObject({ staffId: auditor.id });

    expect((await client.get('/api/admin/audit-log?from=2026-02-30')).statusCode).toBe(400);
    expect((await client.get('/api/admin/audit-log?limit=0')).statusCode).toBe(400);
    const today = lagosDateOf(clock.now());
    const tomorrow = lagosDateOf(new Date(clock.now().getTime() + 24 * 60 * 60_000));
    const todays = (await client.get(`/api/admin/audit-log?from=${today}&to=${today}&limit=5`)).json().data
      .entries;
    expect(todays.length).toBeGreaterThan(0);
    expect((await client.get(`/api/admin/audit-log?from=${tomorrow}`)).json().data.entries).toEqual([]);
  });
});
