import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { eraseClosedAccounts } from '../../domain/data-protection';
import { createTestUser, logIn, testPassword } from '../../testing/accounts';
import type { TestClient } from '../../testing/http-client';
import { auditRows, createTestStaff, signInStaff } from '../../testing/staff';
import { useTestApp } from '../../testing/test-app';
import { BREACH_NOTIFIED_ACTION, BREACH_RECORD_ACTION, BREACHES_PATH } from './breach-routes';
import {
  DATA_REQUEST_ANSWER_ACTION,
  DATA_REQUEST_RECORD_ACTION,
  DATA_REQUESTS_PATH,
  RETAINED_RECORD_READ_ACTION,
  RETAINED_RECORDS_PATH,
} from './data-protection-routes';

const t = useTestApp();
const DAY = 86_400_000;

async function compliance(): Promise<TestClient> {
  const staff = await createTestStaff(t.database, { roles: ['compliance'] });
  return signInStaff(t.app, t.database, staff);
}

describe('the register of data requests', () => {
  it('records a request by mail with its 30-day clock, shows overdue ones first, and audits each step', async () => {
    const client = await compliance();
    const customer = await createTestUser(t.database);
    const fresh = await client.post(DATA_REQUESTS_PATH, {
      kind: 'correction',
      requester: 'Ngozi Obi, by mail to privacy@chancepay.ng',
      details: 'My surname is misspelt.',
      username: customer.username,
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const old = await client.post(DATA_REQUESTS_PATH, {
      kind: 'access',
      requester: 'Emeka, by post',
      details: 'A copy of my data.',
      received_at: new Date(Date.now() - 31 * DAY).toISOString(),
    });
    expect(old.statusCode).toBe(201);

    const open = (await client.get(`${DATA_REQUESTS_PATH}?status=open`)).json().data.requests as {
      id: string;
      days_left: number;
      overdue: boolean;
      username: string | null;
    }[];
    const mine = open.filter((row) => [fresh.json().data.id, old.json().data.id].includes(row.id));
    expect(mine).toMatchObject([
      { id: old.json().data.id, overdue: true, days_left: -1, username: null },
      { id: fresh.json().data.id, overdue: false, days_left: 30, username: customer.username },
    ]);
    expect((await auditRows(t.database, DATA_REQUEST_RECORD_ACTION))[0]).toMatchObject({
      outcome: 'ok',
      entityId: old.json().data.id,
    });

    const answered = await client.post(`${DATA_REQUESTS_PATH}/${fresh.json().data.id}/answer`, {
      answer: 'Surname corrected to Obi.',
    });
    expect(answered.statusCode).toBe(200);
    const again = await client.post(`${DATA_REQUESTS_PATH}/${fresh.json().data.id}/answer`, {
      answer: 'Twice.',
    });
    expect(again.statusCode).toBe(409);
    expect((await auditRows(t.database, DATA_REQUEST_ANSWER_ACTION))[0]).toMatchObject({
      entityId: fresh.json().data.id,
      after: { answer: 'Surname corrected to Obi.' },
    });
    const done = (await client.get(`${DATA_REQUESTS_PATH}?status=answered`)).json().data.requests;
    expect(done.find((row: { id: string }) => row.id === fresh.json().data.id)).toMatchObject({
      days_left: null,
      overdue: false,
      answer: 'Surname corrected to Obi.',
    });
  });

  it('shows the Profile’s own requests: a download answered at once, a closing waiting for erasure', async () => {
    const customer = await createTestUser(t.database);
    const customerClient = await logIn(t.app, customer.username);
    expect((await customerClient.get('/api/user/data-export')).statusCode).toBe(200);
    expect(
      (await customerClient.post('/api/user/close-account', { password: testPassword })).statusCode,
    ).toBe(200);
    const client = await compliance();
    const all = (await client.get(`${DATA_REQUESTS_PATH}?status=all`)).json().data.requests;
    expect(all.filter((row: { user_id: string }) => row.user_id === customer.id)).toMatchObject([
      { kind: 'erasure', source: 'profile', days_left: 30, answered_at: null },
      { kind: 'access', source: 'profile', days_left: null, answer: 'Data file downloaded by the customer.' },
    ]);
  });

  it('refuses a bad request with a message and records nothing', async () => {
    const client = await compliance();
    const before = (await auditRows(t.database, DATA_REQUEST_RECORD_ACTION)).length;
    for (const body of [
      { kind: 'deletion', requester: 'A', details: 'B' },
      { kind: 'access', requester: '', details: 'B' },
      { kind: 'access', requester: 'A', details: 'B', received_at: 'yesterday' },
      { kind: 'access', requester: 'A', details: 'B', username: 'nobody-has-this' },
      { kind: 'access', requester: 'A', details: 'B', received_at: new Date(Date.now() + DAY).toISOString() },
    ]) {
      const response = await client.post(DATA_REQUESTS_PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await auditRows(t.database, DATA_REQUEST_RECORD_ACTION)).length).toBe(before);
    expect((await client.post(`${DATA_REQUESTS_PATH}/not-an-id/answer`, { answer: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('the breach register', () => {
  it('records a breach with the 72-hour clock from the moment it is recorded, and marks the notices once', async () => {
    const client = await compliance();
    const recorded = await client.post(BREACHES_PATH, {
      description: 'A support laptop with an export of 40 customers was stolen.',
      found_at: new Date(Date.now() - 5 * DAY).toISOString(),
      affected: '40 customers: names, phone numbers',
      measures: 'Laptop wiped remotely; sessions ended; customers to be told.',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json().data.id as string;
    const list = (await client.get(BREACHES_PATH)).json().data.breaches;
    const breach = list.find((row: { id: string }) => row.id === id);
    // Found 5 days ago, but the clock runs from the recording: 71 whole hours left, not overdue.
    expect(breach).toMatchObject({ hours_left: 71, overdue: false, regulator_notified_at: null });
    expect(new Date(breach.notify_by).getTime() - new Date(breach.recorded_at).getTime()).toBe(
      72 * 3_600_000,
    );
    expect((await auditRows(t.database, BREACH_RECORD_ACTION))[0]).toMatchObject({ entityId: id });

    const notified = await client.post(`${BREACHES_PATH}/${id}/notified`, { who: 'regulator' });
    expect(notified.statusCode).toBe(200);
    expect((await client.post(`${BREACHES_PATH}/${id}/notified`, { who: 'regulator' })).statusCode).toBe(409);
    expect((await client.post(`${BREACHES_PATH}/${id}/notified`, { who: 'subjects' })).statusCode).toBe(200);
    const after = (await client.get(BREACHES_PATH))
      .json()
      .data.breaches.find((row: { id: string }) => row.id === id);
    expect(after).toMatchObject({ hours_left: null, overdue: false });
    expect(after.regulator_notified_at).not.toBeNull();
    expect(after.subjects_notified_at).not.toBeNull();
    expect(await auditRows(t.database, BREACH_NOTIFIED_ACTION)).toHaveLength(2);
  });

  it('refuses a breach found in the future or with a field missing', async () => {
    const client = await compliance();
    const base = { description: 'x', affected: 'y', measures: 'z' };
    expect(
      (await client.post(BREACHES_PATH, { ...base, found_at: new Date(Date.now() + DAY).toISOString() }))
        .statusCode,
    ).toBe(400);
    expect((await client.post(BREACHES_PATH, { ...base, found_at: undefined })).statusCode).toBe(400);
    expect((await client.post(BREACHES_PATH, { found_at: new Date().toISOString() })).statusCode).toBe(400);
  });
});

describe('the records kept after erasure', () => {
  it('are read only through compliance, each read audited', async () => {
    const customer = await createTestUser(t.database);
    const customerClient = await logIn(t.app, customer.username);
    expect(
      (await customerClient.post('/api/user/close-account', { password: testPassword })).statusCode,
    ).toBe(200);
    await eraseClosedAccounts(t.database.db, { now: new Date(Date.now() + 15 * DAY), afterDays: 14 });
    const [erased] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(erased!.email).not.toBe(customer.email);

    const client = await compliance();
    const list = (await client.get(RETAINED_RECORDS_PATH)).json().data.records;
    expect(list.map((row: { user_id: string }) => row.user_id)).toContain(customer.id);
    const kept = await client.get(`${RETAINED_RECORDS_PATH}/${customer.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.identity).toMatchObject({ email: customer.email, phone: customer.phone });
    expect((await auditRows(t.database, RETAINED_RECORD_READ_ACTION))[0]).toMatchObject({
      entityId: customer.id,
    });
    expect((await client.get(`${RETAINED_RECORDS_PATH}/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
