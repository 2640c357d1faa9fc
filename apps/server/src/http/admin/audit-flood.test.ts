import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, users, vendors } from '../../db/schema';
import { REFUSAL_ROWS_WINDOW_MS, WRONG_CODE_MESSAGE } from '../../domain/staff';
import { createTestUser, createTestVendor, logIn, manualClock } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-app';
import { auditRows, createTestStaff, signInStaff } from '../../testing/staff';
import { STAFF_SESSION_ENDED_MESSAGE, TOO_MANY_ADMIN_REQUESTS_MESSAGE } from './staff-auth';

// Console review (console-security.md) findings 2 and 12: strangers cannot flood the append-only audit log,
// refusal rows are rate-limited per caller and address, and every action's row commits with the action.
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock: clock.now });

async function auditCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

describe('F2: anyone on the internet cannot flood the append-only audit log', () => {
  it('F2: 200 requests with a made-up cp_staff cookie are refused (401) and write no row', async () => {
    clock.advance(REFUSAL_ROWS_WINDOW_MS);
    const before = await auditCount();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'GET',
          url: `/api/admin/vendors/${randomUUID()}`,
          headers: { cookie: `cp_staff=${randomBytes(16).toString('hex')}` },
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    expect(await auditCount()).toBe(before);
  });

  it('F2: an ended real session is worth a row: its cookie after sign-out is refused and audited', async () => {
    clock.advance(REFUSAL_ROWS_WINDOW_MS);
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, member, clock.now());
    const cookie = client.cookieHeader();
    expect((await client.post('/api/admin/auth/sign-out', {})).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(refused.statusCode).toBe(401);
    expect((await auditRows(t.database, 'GET /api/admin/me'))[0]).toMatchObject({
      outcome: 'refused',
      reason: STAFF_SESSION_ENDED_MESSAGE,
    });
  });

  it('F2: one caller’s refusals are one row a minute per address and action; the next row counts the rest', async () => {
    clock.advance(REFUSAL_ROWS_WINDOW_MS);
    const customer = await createTestUser(t.database);
    const client = await logIn(t.app, customer.username);
    const action = 'GET /api/admin/home';
    const rowsOfCustomer = async () =>
      (await auditRows(t.database, action)).filter((row) => row.actor === `customer:${customer.username}`);
    for (const response of await Promise.all(Array.from({ length: 50 }, () => client.get('/api/admin/home'))))
      expect(response.statusCode).toBe(403);
    expect(await rowsOfCustomer()).toHaveLength(1);
    clock.advance(REFUSAL_ROWS_WINDOW_MS);
    expect((await client.get('/api/admin/home')).statusCode).toBe(403);
    const rows = await rowsOfCustomer();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.after).toEqual({ unrecorded_refusals: 49 });
    // Another address is another row at once.
    expect((await client.get('/api/admin/home', { remoteAddress: '192.0.2.9' })).statusCode).toBe(403);
    expect(await rowsOfCustomer()).toHaveLength(3);
  });
});

describe('F12: 429s on approve and re-authentication are recorded (rate-limited)', () => {
  it('F12: 20 parallel wrong codes on approve: the 401s and the 429s each leave a row', async () => {
    clock.advance(16 * 60_000);
    const member = await createTestStaff(t.database, { roles: ['finance'] });
    const client = await signInStaff(t.app, t.database, member, clock.now());
    await client.csrf();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post(`/api/admin/approvals/${randomUUID()}/approve`, { code: '000000' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    const rows = (await auditRows(t.database, 'approval.approve')).filter((row) => row.staffId === member.id);
    expect(rows.map((row) => row.reason)).toEqual(
      expect.arrayContaining([WRONG_CODE_MESSAGE, expect.stringMatching(/^Too many wrong codes/)]),
    );
    // Rate-limited: one row per reason in the minute, not one per request.
    expect(rows.length).toBeLessThanOrEqual(3);
  });

  it('F12: wrong codes on re-authentication (new recovery codes) that hit the back-off leave a 429 row', async () => {
    clock.advance(16 * 60_000);
    const member = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, member, clock.now());
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/admin/me/recovery-codes', { code: '000000' })).statusCode).toBe(401);
    expect((await client.post('/api/admin/me/recovery-codes', { code: '000000' })).statusCode).toBe(429);
    const rows = (await auditRows(t.database, 'POST /api/admin/me/recovery-codes')).filter(
      (row) => row.staffId === member.id,
    );
    expect(rows.map((row) => row.reason)).toContainEqual(expect.stringMatching(/^Too many wrong codes/));
  });
});

describe('F12: every action’s audit row is written in the action’s own transaction', () => {
  // Makes writing one action's audit row fail, as a full disk or a dropped connection would.
  async function failAuditOf(action: string) {
    await t.database.exec(`
      create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' then raise exception 'the audit log cannot be written'; end if;
        return new;
      end $$;
      create trigger test_refuse_audit before insert on audit_log
        for each row execute function test_refuse_audit();`);
  }
  afterEach(async () => {
    await t.database.exec('drop trigger if exists test_refuse_audit on audit_log;');
  });

  it('F12: customer lock: when its audit row cannot be written, the account is not locked', async () => {
    const support = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, support, clock.now());
    const customer = await createTestUser(t.database);
    await failAuditOf('customer.lock');
    const response = await client.post(`/api/admin/customers/${customer.id}/lock`, {
      reason: 'Fraud report',
    });
    expect(response.statusCode).toBe(500);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.lockedAt).toBeNull();
  });

  it('F12: vendor suspend: when its audit row cannot be written, the vendor is not suspended', async () => {
    const support = await createTestStaff(t.database, { roles: ['support'] });
    const client = await signInStaff(t.app, t.database, support, clock.now());
    const { vendor } = await createTestVendor(t.database);
    await failAuditOf('vendor.suspend');
    const response = await client.post(`/api/admin/vendors/${vendor.id}/suspend`, { reason: 'CAC expired' });
    expect(response.statusCode).toBe(500);
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.suspendedAt).toBeNull();
  });

  it('F12: staff sign-in and sign-out: no session opens or ends without its row', async () => {
    clock.advance(60_000);
    const member = await createTestStaff(t.database, { roles: ['support'] });
    await failAuditOf('auth.sign_in');
    await expect(signInStaff(t.app, t.database, member, clock.now())).rejects.toThrow(/500/);
    const live = async () =>
      (
        await t.database.db
          .select({ id: staffSessions.id })
          .from(staffSessions)
          .where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)))
      ).length;
    expect(await live()).toBe(0);
    await t.database.exec('drop trigger if exists test_refuse_audit on audit_log;');

    clock.advance(60_000);
    const client = await signInStaff(t.app, t.database, member, clock.now());
    await failAuditOf('auth.sign_out');
    expect((await client.post('/api/admin/auth/sign-out', {})).statusCode).toBe(500);
    expect(await live()).toBe(1);
  });
});

describe('F2: a global per-address limit on /api/admin', () => {
  const limited = useTestApp({ clock: clock.now, env: { ADMIN_REQUESTS_PER_MINUTE_PER_ADDRESS: '20' } });

  it('F2: past 20 requests a minute one address gets 429 with Retry-After; other addresses do not', async () => {
    const client = new TestClient(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await client.get('/api/admin/me')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    const refused = await client.get('/api/admin/me');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_ADMIN_REQUESTS_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.get('/api/admin/me', { remoteAddress: '192.0.2.10' })).statusCode).toBe(401);
    clock.advance(61_000);
    expect((await client.get('/api/admin/me')).statusCode).toBe(401);
  });
});
