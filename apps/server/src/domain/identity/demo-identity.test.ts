import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { tierLimits } from '@chancepay/shared';
import { migrateDatabase, openDatabase, serverRoot, type DatabaseHandle } from '../../db/client';
import { customerIdentities, identityChecks, users } from '../../db/schema';
import { seedDemoData } from '../../db/seed';
import { createTestUser } from '../../testing/accounts';
import { fakeIdentityProvider, testIdentityNumbers } from '../../testing/identity-provider';
import { createScratchPostgresDatabase, useTestDatabase } from '../../testing/test-database';
import { databaseRateLimitStore, RateLimiter } from '../users/rate-limits';
import { createIdentityContext } from './context';
import { DEMO_CUSTOMER_BVN, seedDemoIdentity } from './demo-identity';
import { duplicateMessage } from './messages';
import { identityNumberHash, identityNumberKey } from './number-hash';
import { identityStatus } from './status';
import { verifyBvn } from './verification';

const secrets = ['a-test-secret-of-at-least-32-characters!!'];
const now = new Date('2026-06-01T10:00:00Z');

describe('the demo customer (npm start)', () => {
  const database = useTestDatabase();

  it('is seeded at tier 1 with the emulator’s BVN for ADA OKAFOR, once, with a check row', async () => {
    await seedDemoData(database.db);
    await seedDemoIdentity(database.db, secrets, now);
    await seedDemoIdentity(database.db, secrets, now);
    const [customer] = await database.db
      .select()
      .from(users)
      .where(sql`username = 'demo.customer'`);
    const [row] = await database.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.userId, customer!.id));
    const key = await identityNumberKey(database.db, secrets, now);
    expect(row).toMatchObject({
      tier: 1,
      bvnHash: identityNumberHash(key, 'bvn', DEMO_CUSTOMER_BVN),
      bvnLast4: '2222',
      dateOfBirth: '1992-03-14',
      verifiedName: 'ADA OKAFOR',
      ninHash: null,
    });
    const checks = await database.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.userId, customer!.id));
    expect(checks).toMatchObject([
      { kind: 'bvn', outcome: 'verified', numberLast4: '2222', tierBefore: 0, tierAfter: 1 },
    ]);
    const status = await identityStatus(database.db, customer!.id, tierLimits, now);
    expect(status).toMatchObject({ tier: 1, nextStep: 'nin', bvn: { last4: '2222' } });
  });

  it('holds the demo BVN: another account verifying it is refused as a duplicate (same keyed hash)', async () => {
    const other = await createTestUser(database, { tier: 0 });
    const ctx = createIdentityContext({
      db: database.db,
      clock: () => now,
      provider: fakeIdentityProvider(),
      secrets,
      onTierRaised: [],
      limiter: new RateLimiter(databaseRateLimitStore(database.db), () => now),
      tierLimits,
    });
    await expect(
      verifyBvn(ctx, {
        userId: other.id,
        number: testIdentityNumbers.adaBvn,
        firstName: 'Ada',
        lastName: 'Okafor',
        consent: true,
      }),
    ).rejects.toMatchObject({ kind: 'conflict', message: duplicateMessage('bvn') });
  });
});

/** A database migrated only up to (not including) the migration tagged `before`, plus a way to finish. */
async function databaseBefore(before: string): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'chancepay-migrations-'));
  await cp(path.join(serverRoot(), 'drizzle'), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === before),
  );
  await writeFile(journalPath, JSON.stringify(journal));
  const baseUrl = process.env.DATABASE_URL;
  const scratch = baseUrl ? await createScratchPostgresDatabase(baseUrl) : null;
  const handle = await openDatabase({ url: scratch?.url });
  if (handle.kind === 'postgres') await migratePostgres(handle.db as never, { migrationsFolder: folder });
  else await migratePglite(handle.db as never, { migrationsFolder: folder });
  return {
    handle,
    close: async () => {
      await handle.close();
      await scratch?.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

describe('existing accounts after the identity migration', () => {
  it('are tier 0: no customer_identities row, and the status reads tier 0 with BVN or NIN as the next step', async () => {
    const old = await databaseBefore('0019_identity-tiers');
    try {
      await old.handle.db.execute(sql`
        insert into users (username, email, phone, phone_verified_at, role, display_name, nicename, password_hash)
        values ('old.customer', 'old.customer@example.com', '+2348070000002', now(), 'customer', 'Old Customer', 'old.customer', '$argon2id$x')`);
      await migrateDatabase(old.handle);
      const [customer] = await old.handle.db
        .select()
        .from(users)
        .where(sql`username = 'old.customer'`);
      expect(await old.handle.db.select().from(customerIdentities)).toEqual([]);
      const status = await identityStatus(old.handle.db, customer!.id, tierLimits, now);
      expect(status).toMatchObject({
        tier: 0,
        bvn: null,
        nin: null,
        nextStep: 'bvn_or_nin',
        address: { status: 'none' },
      });
    } finally {
      await old.close();
    }
  });
});
