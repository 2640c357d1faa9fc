import type { Tier } from '@chancepay/shared/tiers';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../sandbox/squad/credentials';
import { accountKeys, gatewayClearing, post } from '../domain/ledger';
import { hashPassword } from '../domain/users';
import { transactionPins } from '../db/schema';
import type { TransferContext } from '../domain/transfers';
import { createSquadClient } from '../providers/squad/squad-client';
import { createTestUser, createTestVendor, logIn } from './accounts';
import { loopbackFetch } from './loopback-fetch';
import type { TestApp } from './test-app';

/** Helpers for tests of wallets, transfers and reports: real users, real sign-in, real ledger entries. */

/** The transaction PIN every `signedInCustomer` has (issue #27): transfers send it as `pin`. */
export const testTransactionPin = '2580';

/** Gives a customer a transaction PIN straight in the database (the PIN's own rules are tested over HTTP). */
export async function giveTransactionPin(testApp: TestApp, userId: string, pin = testTransactionPin) {
  const pinHash =
    pin === testTransactionPin ? await (testPinHash ??= hashPassword(pin)) : await hashPassword(pin);
  await testApp.database.db.insert(transactionPins).values({ userId, pinHash, setAt: new Date() });
}
// One argon2id hash for every test customer's PIN: each hash takes ~100 ms and its salt need not differ here.
let testPinHash: Promise<string> | undefined;

/** A signed-in customer, at wallet tier 1 unless `tier` says otherwise (createTestUser). */
export async function signedInCustomer(testApp: TestApp, options: { withPin?: boolean; tier?: Tier } = {}) {
  const user = await createTestUser(
    testApp.database,
    options.tier === undefined ? {} : { tier: options.tier },
  );
  if (options.withPin !== false) await giveTransactionPin(testApp, user.id);
  return {
    user,
    wallet: accountKeys.customerWallet(user.id),
    client: await logIn(testApp.app, user.username),
  };
}

export async function signedInVendor(testApp: TestApp) {
  const { user, vendor } = await createTestVendor(testApp.database);
  return {
    user,
    vendor,
    wallet: accountKeys.vendorWallet(vendor.id),
    client: await logIn(testApp.app, user.username),
  };
}

/** Money arriving in a wallet from the card gateway, as a top-up or a prize would. */
export async function fundWallet(testApp: TestApp, wallet: string, amountKobo: number) {
  await post(testApp.database.db, {
    idempotencyKey: `test:${crypto.randomUUID()}:deposit`,
    kind: 'test_deposit',
    postings: [
      { account: gatewayClearing, amountKobo: -amountKobo },
      { account: wallet, amountKobo },
    ],
  });
}

/** The transfer functions on the test app's database and emulator, with a clock of the test's choosing. */
export function transferContextFor(testApp: TestApp, clock: () => Date = () => new Date()): TransferContext {
  return {
    db: testApp.database.db,
    payouts: createSquadClient({
      baseUrl: `${testApp.config.publicUrl}/sandbox/squad`,
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      merchantId: testApp.config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
      timeoutMs: 10_000,
      fetchImpl: loopbackFetch(() => testApp.app, testApp.config.publicUrl),
    }),
    clock,
    feeKobo: testApp.config.TRANSFER_FEE_KOBO,
    dailyLimitKobo: testApp.config.TRANSFER_DAILY_LIMIT_KOBO,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  };
}
