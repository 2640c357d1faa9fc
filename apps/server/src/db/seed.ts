import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';
import { demoPassword, demoTransactionPin, seedDemoAccounts } from './seed-accounts';
import { seedRaffleDemo } from './seed-raffle';
import { demoStaff, seedDemoStaff } from './seed-staff';

export { demoPassword, demoStaff, demoTransactionPin };
export const demoLogins = [
  { username: 'demo.customer', role: 'customer' },
  { username: 'demo.vendor', role: 'vendor' },
] as const;

/**
 * Demo data for a local start (ARCHITECTURE.md, Runtime). Idempotent: each step checks what exists, so
 * running it on every start never duplicates anything. Later capabilities add their steps here.
 */
export async function seedDemoData(db: Database, clock: () => Date = () => new Date()): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: 'demo_seed', value: { seededAt: clock().toISOString() } })
    .onConflictDoNothing();
  await db.execute(sql`select 1`);
  await seedDemoAccounts(db, clock());
  await seedDemoStaff(db, demoPassword, clock());
  await seedRaffleDemo(db, clock());
}
