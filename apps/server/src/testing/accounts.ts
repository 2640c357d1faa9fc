import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { createAccount, createVendorAccount, type UserRow } from '../domain/users';
import { makeValidNuban } from '@chancepay/shared';
import type { Tier } from '@chancepay/shared/tiers';
import { customerIdentities } from '../db/schema';
import { TestClient } from './http-client';

export const testPassword = 'Correct-Horse-Battery-9';

let counter = 0;
function nextPhone(): string {
  counter += 1;
  return `+234803${String(1_000_000 + counter * 7919).slice(-7)}`;
}

/**
 * A customer straight through the domain (phone verified unless told otherwise), at wallet tier 1 unless
 * told otherwise (DOMAIN.md "Identity and wallet tiers"): most tests pay from the wallet or send money,
 * which tier 0 does not allow. Tests about the tiers pick theirs; `tier: 0` leaves no identity row.
 */
export async function createTestUser(
  database: DatabaseHandle,
  options: {
    username?: string;
    role?: 'customer';
    phoneVerified?: boolean;
    email?: string;
    phone?: string;
    tier?: Tier;
  } = {},
): Promise<UserRow> {
  counter += 1;
  const username = options.username ?? `user${counter}`;
  const user = await createAccount(
    database.db,
    {
      username,
      email: options.email ?? `${username}@example.com`,
      phone: options.phone ?? nextPhone(),
      password: testPassword,
      role: options.role ?? 'customer',
      phoneVerified: options.phoneVerified ?? true,
    },
    new Date(),
  );
  await giveTier(database, user.id, options.tier ?? 1);
  return user;
}

/**
 * Puts a customer at `tier` straight in the database, as domain/identity would after verifying their
 * records: fake hashes (`test:<kind>:<userId>`, never a real number), an adult date of birth. Tier 0 with
 * `dateOfBirth` keeps a record's date of birth without a tier (an under-age record).
 */
export async function giveTier(
  database: DatabaseHandle,
  userId: string,
  tier: Tier,
  options: { dateOfBirth?: string } = {},
): Promise<void> {
  if (tier === 0 && options.dateOfBirth === undefined) return;
  const now = new Date();
  const values = {
    userId,
    tier,
    dateOfBirth: options.dateOfBirth ?? '1990-01-01',
    verifiedName: 'TEST CUSTOMER',
    ...(tier >= 1 ? { bvnHash: `test:bvn:${userId}`, bvnLast4: '0000', bvnVerifiedAt: now } : {}),
    ...(tier >= 2 ? { ninHash: `test:nin:${userId}`, ninLast4: '0000', ninVerifiedAt: now } : {}),
    ...(tier >= 3 ? { addressVerifiedAt: now } : {}),
    updatedAt: now,
  };
  await database.db
    .insert(customerIdentities)
    .values(values)
    .onConflictDoUpdate({ target: customerIdentities.userId, set: values });
}

export async function createTestVendor(database: DatabaseHandle, username = `vendor${++counter}`) {
  return createVendorAccount(
    database.db,
    { username, email: `${username}@example.com`, phone: nextPhone(), password: testPassword },
    {
      businessName: 'Bukka Hut',
      businessAddress: '3 Adeola Odeku, Victoria Island, Lagos',
      industry: 'Food and drinks',
      bankCode: '058',
      bankAccountNumber: makeValidNuban('058', '000111222'),
      cacNumber: `RC ${7_654_321 + counter}`,
      contactName: 'Tunde Bakare',
    },
    new Date(),
  );
}

/** Logs a browser-like client in; it keeps the refresh cookie and sends the access token from then on. */
export async function logIn(
  app: FastifyInstance,
  username: string,
  password = testPassword,
): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('/api/jwt-auth/v1/token', { username, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  client.accessToken = (response.json() as { data: { token: string } }).data.token;
  return client;
}

/** A clock a test moves by hand. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
