import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, staffMembers } from '../../db/schema';
import { manualClock } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';
import {
  APPROVAL_EXPIRED_MESSAGE,
  BENEFICIARY_APPROVAL_MESSAGE,
  REQUESTER_DISABLED_MESSAGE,
  SELF_APPROVAL_MESSAGE,
} from '../../domain/staff';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock: clock.now });

async function rolesOf(id: string) {
  const [row] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row!.roles;
}

/** A staff admin asks to give `target` the support role; returns the request id. */
async function askForSupportRole(requester: Awaited<ReturnType<typeof signInStaff>>, targetId: string) {
  const response = await requester.post(`/api/admin/staff/${targetId}/roles`, {
    roles: ['support'],
    reason: 'joins the support desk',
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().data.approval_id as string;
}

describe('four eyes', () => {
  it('a request changes nothing until a second staff admin approves it with a fresh code', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database, { roles: [] });
    const makerClient = await signInStaff(t.app, t.database, maker, clock.now());
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());

    const id = await askForSupportRole(makerClient, target.id);
    expect(await rolesOf(target.id)).toEqual([]);
    const [requested] = await auditRows(t.database, 'staff.set_roles');
    expect(requested).toMatchObject({
      outcome: 'requested',
      staffId: maker.id,
      entityId: target.id,
      reason: 'joins the support desk',
    });

    const listed = (await checkerClient.get('/api/admin/approvals')).json().data.approvals;
    expect(listed.map((row: { id: string }) => row.id)).toContain(id);

    // No code, a wrong code: refused, and nothing changes.
    expect((await checkerClient.post(`/api/admin/approvals/${id}/approve`, {})).statusCode).toBe(400);
    const wrong = await checkerClient.post(`/api/admin/approvals/${id}/approve`, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(await rolesOf(target.id)).toEqual([]);
    expect((await auditRows(t.database))[0]).toMatchObject({
      outcome: 'refused',
      staffId: checker.id,
      action: 'approval.approve',
    });

    const approved = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
      reason: 'confirmed with the team lead',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      decided_by: { id: checker.id },
      result: { roles: ['support'] },
    });
    expect(await rolesOf(target.id)).toEqual(['support']);
    const [change] = (await auditRows(t.database, 'staff.set_roles')).filter((row) => row.outcome === 'ok');
    expect(change).toMatchObject({
      staffId: checker.id,
      before: { roles: [] },
      after: { roles: ['support'] },
    });
    expect((await auditRows(t.database, 'approval.approve'))[0]).toMatchObject({
      outcome: 'ok',
      entityId: id,
    });

    // Decided once: a second approval is a conflict.
    clock.advance(30_000);
    const again = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(again.statusCode).toBe(409);
  });

  it('the requester can never approve or reject their own request, whatever roles they hold', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin', 'auditor', 'finance'] });
    const target = await createTestStaff(t.database);
    const makerClient = await signInStaff(t.app, t.database, maker, clock.now());
    const id = await askForSupportRole(makerClient, target.id);
    const own = await makerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, maker, clock.now()),
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SELF_APPROVAL_MESSAGE);
    expect((await auditRows(t.database))[0]).toMatchObject({
      outcome: 'refused',
      staffId: maker.id,
      reason: SELF_APPROVAL_MESSAGE,
    });
    const ownReject = await makerClient.post(`/api/admin/approvals/${id}/reject`, {
      reason: 'changed my mind',
    });
    expect(ownReject.statusCode).toBe(403);
    expect(await rolesOf(target.id)).toEqual([]);
  });

  it('only a holder of the approver role may decide', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const finance = await createTestStaff(t.database, { roles: ['finance', 'support', 'auditor'] });
    const target = await createTestStaff(t.database);
    const id = await askForSupportRole(await signInStaff(t.app, t.database, maker, clock.now()), target.id);
    const financeClient = await signInStaff(t.app, t.database, finance, clock.now());
    const refused = await financeClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, finance, clock.now()),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('staff_admin');
    expect(
      (await financeClient.post(`/api/admin/approvals/${id}/reject`, { reason: 'not mine' })).statusCode,
    ).toBe(403);
    expect(await rolesOf(target.id)).toEqual([]);
  });

  it('a rejection needs a reason, changes nothing and is audited', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database);
    const id = await askForSupportRole(await signInStaff(t.app, t.database, maker, clock.now()), target.id);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    expect((await checkerClient.post(`/api/admin/approvals/${id}/reject`, {})).statusCode).toBe(400);
    const rejected = await checkerClient.post(`/api/admin/approvals/${id}/reject`, {
      reason: 'not on the support rota',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decision_reason: 'not on the support rota',
    });
    expect(await rolesOf(target.id)).toEqual([]);
    expect((await auditRows(t.database, 'approval.reject'))[0]).toMatchObject({
      staffId: checker.id,
      entityId: id,
    });
  });

  it('a request expires after 24 hours: it cannot be approved and shows as expired', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database);
    const id = await askForSupportRole(await signInStaff(t.app, t.database, maker, clock.now()), target.id);
    clock.advance(24 * 60 * 60_000);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const pending = (await checkerClient.get('/api/admin/approvals')).json().data.approvals;
    expect(pending.map((row: { id: string }) => row.id)).not.toContain(id);
    const late = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(APPROVAL_EXPIRED_MESSAGE);
    expect(await rolesOf(target.id)).toEqual([]);
    const [row] = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    expect(row!.status).toBe('expired');
    const expired = (await checkerClient.get('/api/admin/approvals?status=expired')).json().data.approvals;
    expect(expired.map((entry: { id: string }) => entry.id)).toContain(id);
  });

  it('one step short of 24 hours it still can be approved', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database);
    const id = await askForSupportRole(await signInStaff(t.app, t.database, maker, clock.now()), target.id);
    clock.advance(24 * 60 * 60_000 - 60_000);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const approved = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(approved.statusCode).toBe(200);
  });

  it('a malformed id or query is a 4xx, never a 500', async () => {
    const someone = await createTestStaff(t.database, { roles: ['auditor'] });
    const client = await signInStaff(t.app, t.database, someone, clock.now());
    expect((await client.get('/api/admin/approvals/not-a-uuid')).statusCode).toBe(404);
    expect((await client.get('/api/admin/approvals?status=bogus')).statusCode).toBe(400);
    expect((await client.post('/api/admin/approvals/not-a-uuid/reject', { reason: 'nope' })).statusCode).toBe(
      404,
    );
    expect((await client.get(`/api/admin/approvals/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

async function disabledAt(id: string) {
  const [row] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row!.disabledAt;
}

describe('four eyes that cannot be walked around (console-security #5, #7, #8)', () => {
  it('CS5: sa2 cannot approve a role grant for themselves, nor their own MFA reset; a third admin can', async () => {
    clock.advance(60_000);
    const demoAdmin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const sa2 = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const third = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const demoClient = await signInStaff(t.app, t.database, demoAdmin, clock.now());
    const sa2Client = await signInStaff(t.app, t.database, sa2, clock.now());
    const grant = await demoClient.post(`/api/admin/staff/${sa2.id}/roles`, {
      roles: ['staff_admin', 'finance', 'auditor'],
      reason: 'covering month end',
    });
    expect(grant.statusCode).toBe(202);
    const own = await sa2Client.post(`/api/admin/approvals/${grant.json().data.approval_id}/approve`, {
      code: await nextTotpCode(t.database, sa2, clock.now()),
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(BENEFICIARY_APPROVAL_MESSAGE);
    expect(await rolesOf(sa2.id)).toEqual(['staff_admin']);
    const reset = await demoClient.post(`/api/admin/staff/${sa2.id}/mfa-reset`, { reason: 'lost phone' });
    clock.advance(30_000);
    const ownReset = await sa2Client.post(`/api/admin/approvals/${reset.json().data.approval_id}/approve`, {
      code: await nextTotpCode(t.database, sa2, clock.now()),
    });
    expect(ownReset.statusCode).toBe(403);
    expect(
      (
        await sa2Client.post(`/api/admin/approvals/${grant.json().data.approval_id}/reject`, {
          reason: 'not for myself',
        })
      ).statusCode,
    ).toBe(403);
    const thirdClient = await signInStaff(t.app, t.database, third, clock.now());
    const approved = await thirdClient.post(`/api/admin/approvals/${grant.json().data.approval_id}/approve`, {
      code: await nextTotpCode(t.database, third, clock.now()),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await rolesOf(sa2.id)).toEqual(['auditor', 'finance', 'staff_admin']);
  });

  it('CS7: re-enabling a disabled fin3 is an approval for another staff admin, never fin3 or the requester', async () => {
    clock.advance(60_000);
    const demoAdmin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const fin3 = await createTestStaff(t.database, { roles: ['finance', 'staff_admin'] });
    const demoClient = await signInStaff(t.app, t.database, demoAdmin, clock.now());
    const fin3Client = await signInStaff(t.app, t.database, fin3, clock.now());
    // Disabling stays one person's emergency brake.
    expect(
      (await demoClient.post(`/api/admin/staff/${fin3.id}/disable`, { reason: 'left' })).statusCode,
    ).toBe(200);
    expect(await disabledAt(fin3.id)).not.toBeNull();
    const enable = await demoClient.post(`/api/admin/staff/${fin3.id}/enable`, { reason: 'came back' });
    expect(enable.statusCode, enable.body).toBe(202);
    expect(await disabledAt(fin3.id)).not.toBeNull();
    const id = enable.json().data.approval_id as string;
    const own = await demoClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, demoAdmin, clock.now()),
    });
    expect(own.statusCode).toBe(403);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const approved = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await disabledAt(fin3.id)).toBeNull();
    expect(await rolesOf(fin3.id)).toEqual(['finance', 'staff_admin']);
    expect((await auditRows(t.database, 'staff.enable'))[0]).toMatchObject({
      outcome: 'ok',
      staffId: checker.id,
      entityId: fin3.id,
    });
    // Asking to enable someone who is not disabled is refused; fin3's old session ended at disabling.
    expect(
      (await demoClient.post(`/api/admin/staff/${fin3.id}/enable`, { reason: 'back again' })).statusCode,
    ).toBe(409);
    expect((await fin3Client.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('CS8: fin3 files a request and is then disabled: the request lapses and cannot be approved', async () => {
    clock.advance(60_000);
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const fin3 = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database);
    const id = await askForSupportRole(await signInStaff(t.app, t.database, fin3, clock.now()), target.id);
    const adminClient = await signInStaff(t.app, t.database, admin, clock.now());
    expect(
      (await adminClient.post(`/api/admin/staff/${fin3.id}/disable`, { reason: 'left' })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    expect(row!.status).toBe('expired');
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    const late = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(late.statusCode).toBe(409);
    expect(await rolesOf(target.id)).toEqual([]);
  });

  it('CS8: a request whose requester was disabled (or lost the role) another way is refused at decision', async () => {
    clock.advance(60_000);
    const maker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const checker = await createTestStaff(t.database, { roles: ['staff_admin'] });
    const target = await createTestStaff(t.database);
    const id = await askForSupportRole(await signInStaff(t.app, t.database, maker, clock.now()), target.id);
    const checkerClient = await signInStaff(t.app, t.database, checker, clock.now());
    // Disabled behind the console's back (a script, a restore): the decision still looks at the requester.
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: clock.now() })
      .where(eq(staffMembers.id, maker.id));
    const refused = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REQUESTER_DISABLED_MESSAGE);
    expect(await rolesOf(target.id)).toEqual([]);

    // Back, but without the staff_admin role (removed by an approved change): still not carried out.
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: null, roles: ['support'] })
      .where(eq(staffMembers.id, maker.id));
    clock.advance(30_000);
    const lostRole = await checkerClient.post(`/api/admin/approvals/${id}/approve`, {
      code: await nextTotpCode(t.database, checker, clock.now()),
    });
    expect(lostRole.statusCode).toBe(409);
    expect(lostRole.json().message).toContain('no longer holds the staff_admin role');
    expect(await rolesOf(target.id)).toEqual([]);
    // Rejecting it stays possible.
    expect(
      (await checkerClient.post(`/api/admin/approvals/${id}/reject`, { reason: 'requester left' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const admin = await createTestStaff(t.database, { roles: ['staff_admin'] });
    await signInStaff(t.app, t.database, admin, clock.now());
    expect((await auditRows(t.database)).length).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set reason = 'edited'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => undefined,
        (reason: unknown) => reason as { cause?: { message?: string } },
      );
      expect(error?.cause?.message ?? '', 'the database should refuse').toMatch(/append-only/);
    }
  });
});
