import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema';
import { createTestUser, logIn } from '../../testing/accounts';
import { sampleFiles, testIdentityNumbers as numbers } from '../../testing/identity-provider';
import { auditRows, createTestStaff, signInStaff } from '../../testing/staff';
import { useTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/http-client';
import { ADDRESS_PROOF_PATH, IDENTITY_PATH } from '../identity';
import {
  ADDRESS_PROOF_DECISION_ACTION,
  ADDRESS_PROOF_DOWNLOAD_ACTION,
  ADDRESS_PROOFS_PATH,
} from './compliance-routes';

const t = useTestApp();
const chiamaka = { first_name: 'Chiamaka', last_name: 'Eze', consent: true };
let suffix = 100;

/** A tier-2 customer (BVN and NIN through the API) with a proof of address waiting for review. */
async function customerWithPendingProof(file = sampleFiles.png) {
  suffix += 1;
  const user = await createTestUser(t.database, { tier: 0 });
  const client = await logIn(t.app, user.username);
  await client.post(`${IDENTITY_PATH}/bvn`, { number: numbers.chiamakaBvn(suffix), ...chiamaka });
  await client.post(`${IDENTITY_PATH}/nin`, { number: numbers.chiamakaNin(suffix), ...chiamaka });
  const uploaded = await client.request({
    method: 'POST',
    url: `${ADDRESS_PROOF_PATH}?file_name=bill%20%C3%A0.png`,
    headers: { 'content-type': 'image/png' },
    payload: file,
  });
  expect(uploaded.statusCode).toBe(201);
  return { user, client, proofId: uploaded.json().data.proof.id as string };
}

async function compliance(): Promise<{ client: TestClient; id: string }> {
  const staff = await createTestStaff(t.database, { roles: ['compliance'] });
  return { client: await signInStaff(t.app, t.database, staff), id: staff.id };
}

describe('the compliance queue of proofs of address', () => {
  it('lists pending proofs oldest first, with the customer and no file bytes', async () => {
    const first = await customerWithPendingProof();
    const second = await customerWithPendingProof();
    const { client } = await compliance();
    const response = await client.get(`${ADDRESS_PROOFS_PATH}?status=pending`);
    expect(response.statusCode).toBe(200);
    const proofs = response.json().data.proofs as { id: string }[];
    const ids = proofs.map((proof) => proof.id);
    expect(ids.indexOf(first.proofId)).toBeLessThan(ids.indexOf(second.proofId));
    expect(proofs.find((proof) => proof.id === first.proofId)).toEqual({
      id: first.proofId,
      user_id: first.user.id,
      username: first.user.username,
      display_name: first.user.displayName,
      verified_name: 'CHIAMAKA NGOZI EZE',
      tier: 2,
      content_type: 'image/png',
      file_name: 'bill à.png',
      size_bytes: sampleFiles.png.length,
      status: 'pending',
      uploaded_at: expect.any(String),
      decided_by: null,
      decided_at: null,
      reason: null,
    });
    expect((await client.get(`${ADDRESS_PROOFS_PATH}?status=maybe`)).statusCode).toBe(400);
  });

  it('serves the file as an uncached attachment with the type read from its bytes, and audits the download', async () => {
    const { proofId } = await customerWithPendingProof(sampleFiles.png);
    const { client } = await compliance();
    const response = await client.get(`${ADDRESS_PROOFS_PATH}/${proofId}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bill_.png"; filename*=UTF-8''bill%20%C3%A0.png`,
    );
    expect(response.headers['cache-control']).toBe('no-store, private');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.rawPayload, sampleFiles.png)).toBe(0);
    const [row] = await auditRows(t.database, ADDRESS_PROOF_DOWNLOAD_ACTION);
    expect(row).toMatchObject({ entityType: 'address_proof', entityId: proofId, outcome: 'ok' });
    expect(
      (await client.get(`${ADDRESS_PROOFS_PATH}/00000000-0000-4000-8000-000000000000/file`)).statusCode,
    ).toBe(404);
  });

  it('accepting raises the customer to tier 3, audited with the reason; the customer sees it', async () => {
    const { client: customer, proofId, user } = await customerWithPendingProof();
    const { client, id } = await compliance();
    const response = await client.post(`${ADDRESS_PROOFS_PATH}/${proofId}/decision`, {
      decision: 'accept',
      reason: 'Electricity bill, name and address match',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { status: 'accepted', tier: 3 } });
    const [row] = await auditRows(t.database, ADDRESS_PROOF_DECISION_ACTION);
    expect(row).toMatchObject({
      staffId: id,
      entityId: proofId,
      reason: 'Electricity bill, name and address match',
      before: { status: 'pending', tier: 2, user_id: user.id },
      after: { status: 'accepted', tier: 3 },
    });
    expect((await customer.get(IDENTITY_PATH)).json().data).toMatchObject({
      tier: 3,
      address: { status: 'accepted' },
      next_step: null,
    });
    const again = await client.post(`${ADDRESS_PROOFS_PATH}/${proofId}/decision`, {
      decision: 'reject',
      reason: 'Oops',
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting shows the customer the reason and lets them upload again', async () => {
    const { client: customer, proofId } = await customerWithPendingProof();
    const { client } = await compliance();
    const response = await client.post(`${ADDRESS_PROOFS_PATH}/${proofId}/decision`, {
      decision: 'reject',
      reason: 'The bill is older than three months',
    });
    expect(response.json().data).toEqual({ status: 'rejected', tier: 2 });
    expect((await customer.get(IDENTITY_PATH)).json().data).toMatchObject({
      tier: 2,
      address: { status: 'rejected', reason: 'The bill is older than three months' },
      next_step: 'address',
    });
    const listed = (await client.get(`${ADDRESS_PROOFS_PATH}?status=rejected`)).json().data.proofs;
    expect(listed.find((proof: { id: string }) => proof.id === proofId)).toMatchObject({
      decided_by: expect.any(String),
    });
  });

  it('refuses a decision by the staff member whose email is the uploading account’s, with a clear 403, audited', async () => {
    const { proofId, user } = await customerWithPendingProof();
    const staff = await compliance();
    await t.database.db.update(staffMembers).set({ email: user.email }).where(eq(staffMembers.id, staff.id));
    const response = await staff.client.post(`${ADDRESS_PROOFS_PATH}/${proofId}/decision`, {
      decision: 'accept',
      reason: 'It is my own bill',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'You cannot decide on this proof of address: it was uploaded from the ChancePay account with your own email. Ask another compliance member to decide.',
    );
    const [row] = await auditRows(t.database, ADDRESS_PROOF_DECISION_ACTION);
    expect(row).toMatchObject({ outcome: 'refused', staffId: staff.id, entityId: proofId });
  });

  it('needs a reason and a known decision', async () => {
    const { proofId } = await customerWithPendingProof();
    const { client } = await compliance();
    for (const body of [
      { decision: 'accept' },
      { decision: 'maybe', reason: 'Why not' },
      { decision: 'accept', reason: 'x' },
    ])
      expect((await client.post(`${ADDRESS_PROOFS_PATH}/${proofId}/decision`, body)).statusCode).toBe(400);
  });
});

describe('the console customer page', () => {
  it('shows the tier, masked numbers, the record’s name and birth date, and the checks with staff names', async () => {
    const { user, proofId } = await customerWithPendingProof();
    const decider = await compliance();
    await decider.client.post(`${ADDRESS_PROOFS_PATH}/${proofId}/decision`, {
      decision: 'accept',
      reason: 'All good here',
    });
    const [deciderRow] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, decider.id));
    const support = await signInStaff(
      t.app,
      t.database,
      await createTestStaff(t.database, { roles: ['support'] }),
    );
    const response = await support.get(`/api/admin/customers/${user.id}`);
    expect(response.statusCode).toBe(200);
    const identity = response.json().data.identity;
    expect(identity).toMatchObject({
      tier: 3,
      date_of_birth: '1995-04-12',
      verified_name: 'CHIAMAKA NGOZI EZE',
      bvn: { masked: `•••• •••• ${numbers.chiamakaBvn(suffix).slice(-4)}`, verified_at: expect.any(String) },
      nin: { masked: expect.stringMatching(/^•••• •••• \d{4}$/) },
      address_verified_at: expect.any(String),
    });
    expect(
      identity.checks.map((check: { kind: string; outcome: string }) => `${check.kind}:${check.outcome}`),
    ).toEqual(['address:accepted', 'address:submitted', 'nin:verified', 'bvn:verified']);
    expect(identity.checks[0]).toMatchObject({
      decided_by: deciderRow!.displayName,
      reason: 'All good here',
      tier_before: 2,
      tier_after: 3,
    });
    expect(identity.checks[3]).toMatchObject({
      provider: 'dojah',
      provider_reference: expect.stringMatching(/^EMU-BVN-[0-9a-f]{20}$/),
      masked_number: expect.stringMatching(/^•••• •••• \d{4}$/),
    });
    // Never a whole number, anywhere on the page.
    expect(response.body).not.toContain(numbers.chiamakaBvn(suffix));
    expect(response.body).not.toContain(numbers.chiamakaNin(suffix));
  });
});
