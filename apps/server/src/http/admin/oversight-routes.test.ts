import { lagosDateOf, WINNERS_PAGE_MAX } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { excludeSelf, setSpendLimits } from '../../domain/responsible-play';
import { createTestUser } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { auditRows, createTestStaff, signInStaff } from '../../testing/staff';

const t = useRaffleTestApp();
const buyer = new TestClient(() => t.app);

async function settledOrder(phone: string, win: boolean) {
  const cycle = await openTestCycle(t.database.db, {
    prizeBudgetKobo: 500_000_000,
    winnableAmountKobo: 100_000,
  });
  const orderId = await createTestOrder(buyer, t.database.db, { cycle, tickets: 2, phone, win });
  await pressCheckoutButton(buyer, await initiateCheckout(buyer, orderId, 50_000), 'pay');
  await verifyOrder(buyer, orderId);
  return { orderId, cycleId: cycle.id };
}

describe('winners register', () => {
  it('masks beneficiaries on screen, exports full phone numbers as CSV (audited), with time to pay vs 48 h', async () => {
    const { orderId, cycleId } = await settledOrder('08036660001', true);
    await settledOrder('08036660002', false);
    const compliance = await createTestStaff(t.database, { roles: ['compliance'] });
    const client = await signInStaff(t.app, t.database, compliance);

    const listed = await client.get(`/api/admin/winners?cycle_id=${cycleId}`);
    expect(listed.statusCode).toBe(200);
    const [winner] = listed.json().data.winners;
    expect(winner).toMatchObject({
      order_id: orderId,
      cycle_id: cycleId,
      prize: '1000.00',
      beneficiary: '+234803****001',
      within_target: true,
    });
    expect(listed.body).not.toContain('+2348036660001');

    const csv = await client.get(`/api/admin/winners?cycle_id=${cycleId}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'cycle_id,order_id,order_seq,product,prize,winnings_tax,net_paid,tax_borne_by,beneficiary,phone,bought_at,paid_at,hours_to_pay,within_48h',
    );
    expect(csv.body).toContain('+2348036660001');
    expect((await auditRows(t.database, 'winners.export'))[0]).toMatchObject({ outcome: 'ok' });
    expect((await client.get('/api/admin/winners?cycle_id=abc')).statusCode).toBe(400);
    expect((await client.get('/api/admin/winners?from=2026-13-01')).statusCode).toBe(400);
  });
});

describe('finance reports', () => {
  it('adds up a Lagos day by product with prizes, payout ratio and GGR, as JSON and CSV', async () => {
    const finance = await createTestStaff(t.database, { roles: ['auditor'] });
    const client = await signInStaff(t.app, t.database, finance);
    const today = lagosDateOf(new Date());
    const before = (await client.get(`/api/admin/reports?period=day&date=${today}`)).json().data;
    await settledOrder('08036660003', true);
    await settledOrder('08036660004', false);
    const after = (await client.get(`/api/admin/reports?period=day&date=${today}`)).json().data;
    const naira = (value: string) => Math.round(Number(value) * 100);
    expect(naira(after.ticket_money) - naira(before.ticket_money)).toBe(100_000);
    expect(naira(after.prizes_paid) - naira(before.prizes_paid)).toBe(100_000);
    expect(naira(after.ggr)).toBe(
      naira(after.ticket_money) - naira(after.prizes_paid) - naira(after.refunds),
    );
    expect(after.last_30_days).toHaveLength(30);
    expect(after.last_30_days[29].date).toBe(today);
    expect(after.unclaimed_phone_wallets.map((bucket: { bucket: string }) => bucket.bucket)[0]).toBe(
      '0-7 days',
    );
    const month = await client.get(`/api/admin/reports?period=month&month=${today.slice(0, 7)}&format=csv`);
    expect(month.statusCode).toBe(200);
    expect(month.body).toContain('gross gaming revenue');
    expect((await client.get('/api/admin/reports?period=week')).statusCode).toBe(400);
    expect((await client.get('/api/admin/reports?month=2026-13')).statusCode).toBe(400);
  });
});

describe('responsible play', () => {
  it('lists exclusions, limit changes and customers near their limits, and offers no way to lift an exclusion', async () => {
    const excluded = await createTestUser(t.database);
    await excludeSelf(t.database.db, excluded.id, '6_months', new Date());
    const limited = await createTestUser(t.database);
    await setSpendLimits(t.database.db, limited.id, { dailyKobo: 100_000 }, new Date());
    const compliance = await createTestStaff(t.database, { roles: ['compliance'] });
    const client = await signInStaff(t.app, t.database, compliance);
    const view = (await client.get('/api/admin/responsible-play?expiring_within_days=365')).json().data;
    expect(view.active_exclusions).toContainEqual(
      expect.objectContaining({ user_id: excluded.id, expiring_soon: true }),
    );
    expect(view.recent_limit_changes).toContainEqual(
      expect.objectContaining({ user_id: limited.id, daily_limit: '1000.00' }),
    );
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const liftingRoutes = Object.entries(docs.paths).filter(
      ([path, methods]) =>
        path.startsWith('/api/admin') &&
        /exclu|responsible/.test(path) &&
        Object.keys(methods).some((method) => method !== 'get'),
    );
    expect(liftingRoutes).toEqual([]);
  });

  it('pages by key with a hard maximum, and streams the whole register as CSV (issue #28)', async () => {
    const won = [];
    for (const phone of ['08036660011', '08036660012', '08036660013'])
      won.push((await settledOrder(phone, true)).orderId);
    const compliance = await createTestStaff(t.database, { roles: ['compliance'] });
    const client = await signInStaff(t.app, t.database, compliance);

    const big = (await client.get('/api/admin/winners?limit=5000')).json().data;
    expect(big.per_page).toBe(WINNERS_PAGE_MAX);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { winners: { order_id: string }[]; next_cursor: string | null } = (
        await client.get(`/api/admin/winners?per_page=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      expect(page.winners.length).toBeLessThanOrEqual(1);
      seen.push(...page.winners.map((winner: { order_id: string }) => winner.order_id));
      cursor = page.next_cursor;
    } while (cursor && seen.length < 50);
    expect(new Set(seen).size).toBe(seen.length);
    // Newest first: the three won last are the first three.
    expect(seen.slice(0, 3)).toEqual([...won].reverse());
    expect(seen).toEqual(big.winners.map((winner: { order_id: string }) => winner.order_id));

    const csv = await client.get('/api/admin/winners?format=csv');
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(seen.length + 1);
    expect((await client.get('/api/admin/winners?cursor=nonsense')).statusCode).toBe(400);
  });
});
