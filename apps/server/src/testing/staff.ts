import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { staffRoles, type StaffRole } from '@chancepay/shared';
import type { DatabaseHandle } from '../db/client';
import { auditLog, staffMembers } from '../db/schema';
import { newTotpSecret, totpCode, type AuditRow } from '../domain/staff';
import { hashPassword } from '../domain/users';
import { createTestUser, createTestVendor, logIn, testPassword } from './accounts';
import { TestClient } from './http-client';

/** A staff member made for a test, with the TOTP secret the test computes codes from. */
export interface TestStaff {
  id: string;
  username: string;
  roles: StaffRole[];
  secret: string;
}

let counter = 0;

/** A set-up (enrolled) staff member straight into the database; password `testPassword`. */
export async function createTestStaff(
  database: DatabaseHandle,
  options: { roles?: StaffRole[]; username?: string; disabled?: boolean } = {},
): Promise<TestStaff> {
  counter += 1;
  const username = options.username ?? `staff${counter}.${Math.random().toString(36).slice(2, 7)}`;
  const secret = newTotpSecret();
  const [row] = await database.db
    .insert(staffMembers)
    .values({
      username,
      email: `${username}@staff.example.com`,
      displayName: `Staff ${counter}`,
      passwordHash: await hashPassword(testPassword),
      roles: options.roles ?? [],
      totpSecret: secret,
      totpEnrolledAt: new Date(),
      disabledAt: options.disabled ? new Date() : null,
    })
    .returning();
  return { id: row!.id, username, roles: row!.roles, secret };
}

/**
 * A TOTP code the server will accept now: codes are good once per 30-second step and one step either side
 * is allowed, so three codes a member can be had per step; past that, move the test's clock on 30 s.
 */
export async function nextTotpCode(database: DatabaseHandle, staff: TestStaff, at?: Date): Promise<string> {
  // On the real clock, a code for the previous step computed in the last moments of a step is two steps old
  // by the time the server checks it (a flaky refusal): wait for the next step to begin instead.
  const msIntoStep = Date.now() % 30_000;
  if (at === undefined && msIntoStep > 27_000)
    await new Promise((resolve) => setTimeout(resolve, 30_000 - msIntoStep + 50));
  const now = at ?? new Date();
  const [row] = await database.db
    .select({ last: staffMembers.totpLastStep })
    .from(staffMembers)
    .where(eq(staffMembers.id, staff.id));
  const current = Math.floor(now.getTime() / 30_000);
  const target = Math.max(current - 1, (row?.last ?? -Infinity) + 1);
  if (target > current + 1)
    throw new Error(`${staff.username} used every TOTP code around now: advance the test clock by 30 s`);
  return totpCode(staff.secret, new Date(target * 30_000 + 1_000));
}

/** Signs a staff member into the console (password, then TOTP); the client keeps the session cookie. */
export async function signInStaff(
  app: FastifyInstance,
  database: DatabaseHandle,
  staff: TestStaff,
  now?: Date,
): Promise<TestClient> {
  const client = new TestClient(app);
  const first = await client.post('/api/admin/auth/sign-in', {
    username: staff.username,
    password: testPassword,
  });
  if (first.statusCode !== 200) throw new Error(`staff sign-in failed: ${first.statusCode} ${first.body}`);
  const second = await client.post('/api/admin/auth/second-factor', {
    challenge: (first.json() as { data: { challenge: string } }).data.challenge,
    code: await nextTotpCode(database, staff, now),
  });
  if (second.statusCode !== 200)
    throw new Error(`staff second factor failed: ${second.statusCode} ${second.body}`);
  return client;
}

/** Audit rows, newest first (optionally only one action's). */
export async function auditRows(database: DatabaseHandle, action?: string): Promise<AuditRow[]> {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(desc(auditLog.seq));
  return rows;
}

export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** A body that would pass validation, so a refusal cannot be mistaken for a 400. */
  body?: unknown;
  /** Roles that may call it; empty: any staff member. */
  roles: readonly StaffRole[];
}

/**
 * The callers every /api/admin route must refuse, made once per test file: nobody, a customer, a vendor,
 * and a staff member holding every role except the allowed ones (one per route, made on demand).
 */
export class AdminAccessChecker {
  private customer?: TestClient;
  private vendor?: TestClient;

  constructor(private readonly t: { app: FastifyInstance; database: DatabaseHandle }) {}

  private async send(client: TestClient, route: AdminRoute): Promise<LightMyRequestResponse> {
    return client.request({
      method: route.method,
      url: route.url,
      ...(route.body === undefined ? {} : { payload: route.body as never }),
    });
  }

  /**
   * Asserts: anonymous 401; customer, vendor and staff without the role 403, each refusal with an audit row
   * (`refused`) naming the caller.
   */
  async expectRefusals(route: AdminRoute): Promise<void> {
    const { app, database } = this.t;
    const label = `${route.method} ${route.url}`;
    const anonymous = await this.send(new TestClient(app), route);
    expect(anonymous.statusCode, `${label} anonymous`).toBe(401);
    expect(anonymous.json(), label).toMatchObject({ success: false });

    this.customer ??= await logIn(app, (await createTestUser(database)).username);
    this.vendor ??= await logIn(app, (await createTestVendor(database)).user.username);
    for (const [who, client] of [
      ['customer', this.customer],
      ['vendor', this.vendor],
    ] as const) {
      const before = (await auditRows(database)).length;
      const response = await this.send(client, route);
      expect(response.statusCode, `${label} as ${who}`).toBe(403);
      const [row] = await auditRows(database);
      expect((await auditRows(database)).length, `${label} as ${who}: audit row`).toBe(before + 1);
      expect(row, `${label} as ${who}`).toMatchObject({
        outcome: 'refused',
        actor: expect.stringMatching(new RegExp(`^${who}:`)),
      });
    }

    if (route.roles.length > 0) {
      const others = staffRoles.filter((role) => !route.roles.includes(role));
      const outsider = await createTestStaff(database, { roles: others });
      const client = await signInStaff(app, database, outsider);
      const response = await this.send(client, route);
      expect(response.statusCode, `${label} as staff with ${others.join(',') || 'no roles'}`).toBe(403);
      const [row] = await auditRows(database);
      expect(row, `${label} staff refusal audited`).toMatchObject({
        outcome: 'refused',
        staffId: outsider.id,
        actor: outsider.username,
      });
    }
  }
}
