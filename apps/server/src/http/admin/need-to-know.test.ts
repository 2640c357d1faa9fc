import { maskPhone, type StaffRole } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../testing/accounts';
import { signedInCustomer } from '../../testing/money';
import { createTestOrder, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import { createTestStaff, signInStaff } from '../../testing/staff';

// Console review (console-security.md) finding 13: approvals' payloads (wallets, amounts, bank accounts, role
// changes) and customers' phones are shown only to the staff who need them.
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useRaffleTestApp({ clock: clock.now });

describe('F13: a staff member with no business need cannot read approvals or customers’ phones', () => {
  it('F13: an approval is shown to its requester, the holders of its approver roles, auditors and compliance only', async () => {
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database);
    const makerClient = await signInStaff(t.app, t.database, maker, clock.now());
    const asked = await makerClient.post(`/api/admin/staff/${target.id}/roles`, {
      roles: ['support'],
      reason: 'joins the support desk',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const id = asked.json().data.approval_id as string;

    const sees = async (roles: StaffRole[]) => {
      const member = await createTestStaff(t.database, { roles });
      const client = await signInStaff(t.app, t.database, member, clock.now());
      const listed = (await client.get('/api/admin/approvals?status=all')).json().data.approvals;
      const one = await client.get(`/api/admin/approvals/${id}`);
      const inList = listed.some((row: { id: string }) => row.id === id);
      // The list and the single view agree.
      expect(one.statusCode).toBe(inList ? 200 : 404);
      return inList;
    };
    expect(await sees([])).toBe(false);
    expect(await sees(['finance'])).toBe(false);
    expect(await sees(['support', 'raffle_ops'])).toBe(false);
    expect(await sees(['staff_admin'])).toBe(true);
    expect(await sees(['auditor'])).toBe(true);
    expect(await sees(['compliance'])).toBe(true);
    // The requester sees their own.
    const own = (await makerClient.get('/api/admin/approvals')).json().data.approvals;
    expect(own.map((row: { id: string }) => row.id)).toContain(id);
  });

  it('F13: stuck orders on Home show the customer’s phone masked to staff without support or finance', async () => {
    const cycle = await openTestCycle(t.database.db, { typeIds: [1], now: clock.now() });
    const buyer = await signedInCustomer(t);
    const stuckId = await createTestOrder(buyer.client, t.database.db, {
      cycle,
      typeId: 1,
      paymentMethod: 'card',
    });
    clock.advance(10 * 60_000 + 1_000);
    const phoneOnHome = async (roles: StaffRole[]) => {
      const member = await createTestStaff(t.database, { roles });
      const client = await signInStaff(t.app, t.database, member, clock.now());
      const home = (await client.get('/api/admin/home')).json().data;
      const order = home.stuck_orders.find((row: { id: string }) => row.id === stuckId);
      expect(order).toBeDefined();
      return order.customer_phone as string;
    };
    const phone = await phoneOnHome(['support']);
    expect(phone).toMatch(/^\+234\d{10}$/);
    expect(await phoneOnHome([])).toBe(maskPhone(phone));
    expect(await phoneOnHome(['raffle_ops', 'auditor'])).toBe(maskPhone(phone));
    expect(await phoneOnHome(['finance'])).toBe(phone);
  });
});
