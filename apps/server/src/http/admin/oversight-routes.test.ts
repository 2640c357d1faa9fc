import { lagosDateOf, WINNERS_PAGE_MAX } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { REMITTANCE_ENTRY_KIND } from '../../domain/finance/winnings-tax';
import { gatewayClearing, post, winningsTaxLiability } from '../../domain/ledger';
import { excludeSelf, setSpendLimits } from '../../domain/responsible-play';
import { createTestUser, createTestVendor } from '../../testing/accounts';
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

/** A paid card order of Get Cash (the winner bears the tax), or of Pay4Me for `vendorId` (the operator does). */
async function settledOrder(phone: string, win: boolean, pay4MeVendorId?: string) {
  const typeId = pay4MeVendorId ? 2 : 1;
  const cycle = await openTestCycle(t.database.db, {
    typeIds: [typeId],
    prizeBudgetKobo: 500_000_000,
    winnableAmountKobo: 100_000,
  });
  const orderId = await createTestOrder(buyer, t.database.db, {
    cycle,
    tickets: 2,
    phone,
    win,
    ...(pay4MeVendorId ? { typeId, vendorId: pay4MeVendorId } : {}),
  });
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
      // DOMAIN.md "Winnings tax": Get Cash's winner bears the 5%, so the register shows gross, tax and net.
      winnings_tax: '50.00',
      net_paid: '950.00',
      tax_borne_by: 'winner',
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
    const header = csv.body.split('\r\n')[0]!.split(',');
    const row = csv.body
      .split('\r\n')
      .find((line) => line.includes(orderId))!
      .split(',');
    const column = (name: string) => row[header.indexOf(name)];
    expect([column('prize'), column('winnings_tax'), column('net_paid'), column('tax_borne_by')]).toEqual([
      '1000.00',
      '50.00',
      '950.00',
      'winner',
    ]);
    expect((await auditRows(t.database, 'winners.export'))[0]).toMatchObject({ outcome: 'ok' });

    // Pay4Me: the operator bears the tax on top, and the shop is paid the whole prize.
    const { vendor } = await createTestVendor(t.database);
    const shopWin = await settledOrder('08036660005', true, vendor.id);
    const [shopWinner] = (await client.get(`/api/admin/winners?cycle_id=${shopWin.cycleId}`)).json().data
      .winners;
    expect(shopWinner).toMatchObject({
      order_id: shopWin.orderId,
      prize: '1000.00',
      winnings_tax: '50.00',
      net_paid: '1000.00',
      tax_borne_by: 'operator',
    });
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
    const { vendor } = await createTestVendor(t.database);
    await settledOrder('08036660006', true, vendor.id);
    const after = (await client.get(`/api/admin/reports?period=day&date=${today}`)).json().data;
    const naira = (value: string) => Math.round(Number(value) * 100);
    const added = (field: string) => naira(after[field]) - naira(before[field]);
    expect(added('ticket_money')).toBe(150_000);
    // Two ₦1,000 wins: Get Cash's winner bears ₦50 of tax (withheld), Pay4Me's operator pays ₦50 on top.
    expect(added('prizes_paid')).toBe(200_000);
    expect(added('winnings_tax_withheld')).toBe(5_000);
    expect(added('winnings_tax_borne')).toBe(5_000);
    expect(added('prizes_net')).toBe(195_000);
    // The CSV's total lines carry the same figures.
    const dayCsv = await client.get(`/api/admin/reports?period=day&date=${today}&format=csv`);
    const totals = new Map(
      dayCsv.body
        .split('\r\n')
        .filter((line) => line.startsWith('total,'))
        .map((line) => [line.split(',')[1], line.split(',')[4]]),
    );
    expect(totals.get('winnings tax withheld')).toBe(after.winnings_tax_withheld);
    expect(totals.get('winnings tax borne by the operator')).toBe(after.winnings_tax_borne);
    expect(totals.get('prizes paid net of tax')).toBe(after.prizes_net);
    // A remittance the same day takes money out of liability:winnings_tax: the day's tax stays what its
    // prizes put in (the figure is read from the account's day totals, credits only).
    await t.database.db.transaction((tx) =>
      post(tx, {
        idempotencyKey: `test-remittance:${today}`,
        kind: REMITTANCE_ENTRY_KIND,
        postings: [
          { account: winningsTaxLiability, amountKobo: -5_000 },
          { account: gatewayClearing, amountKobo: 5_000 },
        ],
      }),
    );
    const remitted = (await client.get(`/api/admin/reports?period=day&date=${today}`)).json().data;
    expect(remitted.winnings_tax_withheld).toBe(after.winnings_tax_withheld);
    expect(remitted.prizes_net).toBe(after.prizes_net);
    expect(naira(after.ggr)).toBe(
      naira(after.ticket_money) - naira(after.prizes_paid) - naira(after.refunds),
    );
    expect(after.last_30_days).toHaveLength(30);
    expect(after.last_30_days[29].date).toBe(today);
    expect(after.unclaimed_phone_wallets.map((bucket: { bucket: string }) => bucket.bucket)[0]).toBe(
      '0-7 days',
    );
    // The Get Cash win went to its buyer's phone wallet (nobody signed in): ₦1,000 less ₦50 tax, waiting there.
    const fresh = (report: { unclaimed_phone_wallets: { wallets: number; total: string }[] }) =>
      report.unclaimed_phone_wallets[0]!;
    expect(fresh(after).wallets - fresh(before).wallets).toBe(1);
    expect(naira(fresh(after).total) - naira(fresh(before).total)).toBe(95_000);
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
