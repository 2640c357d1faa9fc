import { expect, it } from 'vitest';
import type { TierRaised } from '../domain/identity';
import { createTestUser, logIn } from '../testing/accounts';
import { sampleFiles, testIdentityNumbers as numbers } from '../testing/identity-provider';
import { createTestStaff, signInStaff } from '../testing/staff';
import { useTestApp } from '../testing/test-app';
import { ADDRESS_PROOFS_PATH } from './admin/compliance-routes';
import { ADDRESS_PROOF_PATH, IDENTITY_PATH } from './identity';

// The wiring point of issue #21's held money: listeners given to the app (AppDependencies.onTierRaised) hear
// every tier the API raises, whether by a number verified or by compliance accepting an address.
const raised: TierRaised[] = [];
const t = useTestApp({ onTierRaised: [async (_tx, event) => void raised.push(event)] });

it('calls the app’s tier listeners for BVN, NIN and an accepted proof of address, and not for a refusal', async () => {
  const user = await createTestUser(t.database, { tier: 0 });
  const customer = await logIn(t.app, user.username);
  const person = { first_name: 'Chiamaka', last_name: 'Eze', consent: true };
  expect(
    (await customer.post(`${IDENTITY_PATH}/bvn`, { number: numbers.notFoundBvn, ...person })).statusCode,
  ).toBe(404);
  expect(raised).toEqual([]);
  await customer.post(`${IDENTITY_PATH}/bvn`, { number: numbers.chiamakaBvn(300), ...person });
  await customer.post(`${IDENTITY_PATH}/nin`, { number: numbers.chiamakaNin(300), ...person });
  const uploaded = await customer.request({
    method: 'POST',
    url: ADDRESS_PROOF_PATH,
    headers: { 'content-type': 'image/jpeg' },
    payload: sampleFiles.jpeg,
  });
  const staff = await signInStaff(
    t.app,
    t.database,
    await createTestStaff(t.database, { roles: ['compliance'] }),
  );
  const decided = await staff.post(`${ADDRESS_PROOFS_PATH}/${uploaded.json().data.proof.id}/decision`, {
    decision: 'accept',
    reason: 'Water bill in her name',
  });
  expect(decided.statusCode).toBe(200);
  expect(raised).toEqual([
    { userId: user.id, tierBefore: 0, tierAfter: 1 },
    { userId: user.id, tierBefore: 1, tierAfter: 2 },
    { userId: user.id, tierBefore: 2, tierAfter: 3 },
  ]);
});
