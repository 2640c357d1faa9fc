import { randomInt } from 'node:crypto';
import { makeValidNuban } from '@chancepay/shared';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../app';
import { accountKeys, gatewayClearing, post } from '../domain/ledger';
import type { TransferContext } from '../domain/transfers';
import { createAccount, createVendorAccount } from '../domain/users';
import { createSquadClient } from '../providers/squad/squad-client';
import { TestClient } from './http-client';
import { loopbackFetch } from './loopback-fetch';
import type { TestApp } from './test-app';

/** Helpers for tests of wallets, transfers and reports: real users, real sign-in, real ledger entries. */

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

let sequence = 0;
const phonesUsed = new Set<string>();
function nextPhone(): string {
  for (;;) {
    const phone = `+234803${randomInt(1_000_000, 10_000_000)}`;
    if (!phonesUsed.has(phone)) {
      phonesUsed.add(phone);
      return phone;
    }
  }
}

async function signIn(testApp: TestApp, username: string): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  const response = await client.post('/api/jwt-auth/v1/token', { username, password: TEST_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  client.accessToken = (response.json() as { data: { token: string } }).data.token;
  return client;
}

export async function signedInCustomer(testApp: TestApp, username = `customer${++sequence}`) {
  const user = await createAccount(
    testApp.database.db,
    {
      username,
      email: `${username}@example.ng`,
      phone: nextPhone(),
      password: TEST_PASSWORD,
      role: 'customer',
      phoneVerified: true,
      ageConfirmed: true,
    },
    new Date(),
  );
  return { user, wallet: accountKeys.customerWallet(user.id), client: await signIn(testApp, username) };
}

export async function signedInVendor(testApp: TestApp, username = `vendor${++sequence}`) {
  const { user, vendor } = await createVendorAccount(
    testApp.database.db,
    { username, email: `${username}@example.ng`, phone: nextPhone(), password: TEST_PASSWORD },
    {
      businessName: `Shop ${username}`,
      businessAddress: '1 Marina, Lagos',
      industry: 'Retail',
      bankCode: '058',
      bankAccountNumber: makeValidNuban('058', '123456789'),
      cacNumber: 'RC 7654321',
      contactName: 'Tunde Bello',
    },
    new Date(),
  );
  return {
    user,
    vendor,
    wallet: accountKeys.vendorWallet(vendor.id),
    client: await signIn(testApp, username),
  };
}

/** Money arriving in a wallet from the card gateway, as a top-up or a prize would. */
export async function fundWallet(
  testApp: TestApp,
  wallet: string,
  amountKobo: number,
  key = crypto.randomUUID(),
) {
  await post(testApp.database.db, {
    idempotencyKey: `test:${key}:deposit`,
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
