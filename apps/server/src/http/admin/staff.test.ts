import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema';
import { manualClock, testPassword } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-app';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock: clock.now });

async function outboxText(): Promise<string> {
  await t.app.background.settled();
  return JSON.stringify((await t.app.inject({ method: 'GET', url: '/sandbox/outbox.json' })).json());
}

describe('the staff screen', () => {
  it('invites with a mailed set-up link; roles asked for wait for a second staff admin', async () => {
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const client = await signInStaff(t.app, t.database, admin, clock.now());
    const response = await client.post('/api/admin/staff', {
      username: 'bayo.finance',
      email: 'bayo@chancepay.ng',
      display_name: 'Bayo Adewale',
      roles: ['finance', 'auditor'],
      reason: 'new finance officer',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { staff, approval_id } = response.json().data;
    expect(staff).toMatchObject({ username: 'bayo.finance', roles: [], mfa_enrolled: false });
    expect(approval_id).toEqual(expect.any(String));
    expect(await outboxText()).toContain('bayo@chancepay.ng');
    expect((await auditRows(t.database, 'staff.invite'))[0]).toMatchObject({
      staffId: admin.id,
      entityId: staff.id,
    });

    const again = await client.post('/api/admin/staff', {
      username: 'BAYO.finance',
      email: 'other@chancepay.ng',
      display_name: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await client.post('/api/admin/staff', { username: 'x', email: 'nope', display_name: '' })).statusCode,
    ).toBe(400);

    const list = (await client.get('/api/admin/staff')).json().data;
    expect(list.pending_approvals.map((row: { id: string }) => row.id)).toContain(approval_id);
  });

  it('removing a role is also an approval; asking for the current roles is refused', async () => {
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database, { roles: ['finance', 'support'] });
    const client = await signInStaff(t.app, t.database, admin, clock.now());
    expect(
      (
        await client.post(`/api/admin/staff/${target.id}/roles`, {
          roles: ['support', 'finance'],
          reason: 'same',
        })
      ).statusCode,
    ).toBe(400);
    const asked = await client.post(`/api/admin/staff/${target.id}/roles`, {
      roles: ['support'],
      reason: 'moved out of finance',
    });
    expect(asked.statusCode).toBe(202);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const approved = await checkerClient.post(
      `/api/admin/approvals/${asked.json().data.approval_id}/approve`,
      {
        code: await nextTotpCode(t.database, checker, clock.now()),
      },
    );
    expect(approved.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, target.id));
    expect(row!.roles).toEqual(['support']);
  });

  it('a removed role stops working in a live session at once', async () => {
    const member = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const client = await signInStaff(t.app, t.database, member, clock.now());
    expect((await client.get('/api/admin/staff')).statusCode).toBe(200);
    await t.database.db
      .update(staffMembers)
      .set({ roles: ['support'] })
      .where(eq(staffMembers.id, member.id));
    expect((await client.get('/api/admin/staff')).statusCode).toBe(403);
  });

  it('disabling ends the member’s sessions and stops their sign-in; enabling lets them back', async () => {
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database, { roles: ['support'] });
    const adminClient = await signInStaff(t.app, t.database, admin, clock.now());
    const targetClient = await signInStaff(t.app, t.database, target, clock.now());
    expect((await adminClient.post(`/api/admin/staff/${target.id}/disable`, {})).statusCode).toBe(400);
    const disabled = await adminClient.post(`/api/admin/staff/${target.id}/disable`, {
      reason: 'left the company',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await targetClient.get('/api/admin/me')).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/admin/auth/sign-in', {
      username: target.username,
      password: testPassword,
    });
    expect(signIn.statusCode).toBe(401);
    expect((await auditRows(t.database, 'staff.disable'))[0]).toMatchObject({
      staffId: admin.id,
      entityId: target.id,
      before: { disabled: false },
      after: { disabled: true },
      reason: 'left the company',
    });
    expect(
      (await adminClient.post(`/api/admin/staff/${admin.id}/disable`, { reason: 'oops' })).statusCode,
    ).toBe(400);
    // Enabling again is an approval for a second staff administrator (console-security #7).
    const enable = await adminClient.post(`/api/admin/staff/${target.id}/enable`, { reason: 'came back' });
    expect(enable.statusCode).toBe(202);
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const approved = await checkerClient.post(
      `/api/admin/approvals/${enable.json().data.approval_id}/approve`,
      {
        code: await nextTotpCode(t.database, checker, clock.now()),
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    clock.advance(30_000);
    expect((await signInStaff(t.app, t.database, target, clock.now())).cookieHeader()).toContain('cp_staff');
  });

  it('ends a member’s sessions on request, audited', async () => {
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database, { roles: ['support'] });
    const adminClient = await signInStaff(t.app, t.database, admin, clock.now());
    const targetClient = await signInStaff(t.app, t.database, target, clock.now());
    const ended = await adminClient.post(`/api/admin/staff/${target.id}/sessions/end`, {
      reason: 'stolen laptop',
    });
    expect(ended.json().data).toEqual({ sessions_ended: 1 });
    expect((await targetClient.get('/api/admin/me')).statusCode).toBe(401);
    expect((await auditRows(t.database, 'staff.end_sessions'))[0]).toMatchObject({
      entityId: target.id,
      reason: 'stolen laptop',
    });
    expect(
      (await adminClient.post(`/api/admin/staff/${crypto.randomUUID()}/sessions/end`, { reason: 'nobody' }))
        .statusCode,
    ).toBe(404);
  });

  it('an approved MFA reset stops the old authenticator, ends sessions and mails a new set-up link', async () => {
    clock.advance(60_000);
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database, { roles: ['support'] });
    const targetClient = await signInStaff(t.app, t.database, target, clock.now());
    const adminClient = await signInStaff(t.app, t.database, admin, clock.now());
    const asked = await adminClient.post(`/api/admin/staff/${target.id}/mfa-reset`, { reason: 'lost phone' });
    expect(asked.statusCode).toBe(202);
    // Nothing happens before the approval.
    expect((await targetClient.get('/api/admin/me')).statusCode).toBe(200);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const approved = await checkerClient.post(
      `/api/admin/approvals/${asked.json().data.approval_id}/approve`,
      {
        code: await nextTotpCode(t.database, checker, clock.now()),
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await targetClient.get('/api/admin/me')).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/admin/auth/sign-in', {
      username: target.username,
      password: testPassword,
    });
    expect(signIn.statusCode).toBe(403);
    expect(await outboxText()).toContain(`${target.username}@staff.example.com`);
    expect((await auditRows(t.database, 'staff.reset_mfa')).map((row) => row.outcome)).toEqual([
      'ok',
      'requested',
    ]);
  });
});
