import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { createAccount, createVendorAccount, type UserRow } from '../domain/users';
import { makeValidNuban } from '@chancepay/shared';
import { TestClient } from './http-client';

export const testPassword = 'Correct-Horse-Battery-9';

let counter = 0;
function nextPhone(): string {
  counter += 1;
  return `+234803${String(1_000_000 + counter * 7919).slice(-7)}`;
}

/** A user straight through the domain (phone verified unless told otherwise). */
export async function createTestUser(
  database: DatabaseHandle,
  options: {
    username?: string;
    role?: 'customer';
    phoneVerified?: boolean;
    email?: string;
    phone?: string;
  } = {},
): Promise<UserRow> {
  counter += 1;
  const username = options.username ?? `user${counter}`;
  return createAccount(
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
