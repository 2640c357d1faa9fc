import { eq } from 'drizzle-orm';
import { customerIdentities } from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { identityNumberHash, identityNumberKey } from '../domain/identity/number-hash';
import { MONEY_IN_WEBHOOK_PATH } from '../http/money-in';
import { moneyInSweepJobKind } from '../jobs/money-in-jobs';
import type { Tier } from '@chancepay/shared/tiers';
import { signedInCustomer } from './money';
import type { TestApp } from './test-app';
import type { FakeVirtualAccounts } from './virtual-accounts';

/** Helpers for money in by bank transfer (issue #22): customers with a real BVN hash, webhooks, the sweep. */

let bvnCounter = 0;

/** A fresh 11-digit BVN no other test customer has. */
export function nextTestBvn(): string {
  bvnCounter += 1;
  return String(22_100_000_000 + process.pid * 1_000 + bvnCounter).slice(-11);
}

/**
 * A signed-in customer whose verified BVN is `bvn`, hashed with the app's own key as a real verification would
 * (createTestUser's fake hashes can never match a typed BVN), with the record's name and date of birth.
 */
export async function customerWithBvn(testApp: TestApp, options: { bvn?: string; tier?: Tier } = {}) {
  const bvn = options.bvn ?? nextTestBvn();
  const customer = await signedInCustomer(testApp, { withPin: false, tier: options.tier ?? 1 });
  const key = await identityNumberKey(testApp.database.db, testApp.config.jwtVerifySecrets, new Date());
  await testApp.database.db
    .update(customerIdentities)
    .set({
      bvnHash: identityNumberHash(key, 'bvn', bvn),
      bvnLast4: bvn.slice(-4),
      verifiedName: 'ADA NGOZI OKAFOR',
    })
    .where(eq(customerIdentities.userId, customer.user.id));
  return { ...customer, bvn };
}

/** A customer with an open account number, opened through the API. */
export async function customerWithAccount(testApp: TestApp, options: { tier?: Tier } = {}) {
  const customer = await customerWithBvn(testApp, options);
  const response = await customer.client.post('/api/user/money-in/account', {
    bvn: customer.bvn,
    gender: 'female',
    address: '12 Adeola Odeku Street, Victoria Island, Lagos',
  });
  if (response.statusCode !== 201) throw new Error(`opening failed: ${response.statusCode} ${response.body}`);
  const accountNumber = (response.json() as { data: { account_number: string } }).data.account_number;
  return { ...customer, accountNumber };
}

/** The fake gateway's signed webhook for a credit or an attempt, delivered to the app. */
export function postMoneyInWebhook(
  testApp: TestApp,
  fake: FakeVirtualAccounts,
  event: Parameters<FakeVirtualAccounts['webhookFor']>[0],
) {
  const { body, headers } = fake.webhookFor(event);
  return testApp.app.inject({ method: 'POST', url: MONEY_IN_WEBHOOK_PATH, headers, payload: body });
}

/** Runs the money-in job once, now (missed webhooks, frozen credits, waiting one-time accounts). */
export async function runMoneyInSweep(testApp: TestApp, now: Date): Promise<void> {
  await scheduleJobNoLaterThan(testApp.database.db, {
    kind: moneyInSweepJobKind,
    key: 'all',
    runAt: now,
    now,
    revive: true,
  });
  await testApp.app.jobs.runDue();
}
