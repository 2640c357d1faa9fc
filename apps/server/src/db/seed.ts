import { makeValidNuban } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { createAccount, createVendorAccount } from '../domain/users';
import type { Database } from './client';
import { appMeta, users } from './schema';

export const demoPassword = 'Demo-Password-1';
export const demoLogins = [
  { username: 'demo.customer', role: 'customer' },
  { username: 'demo.vendor', role: 'vendor' },
  { username: 'demo.admin', role: 'admin' },
] as const;

/** The demo vendor's business, so the vendor dashboard and Scan2Pay4Me have something real to show. */
export const demoVendorBusiness = {
  businessName: 'Mama Put Kitchen',
  businessAddress: '12 Allen Avenue, Ikeja, Lagos',
  industry: 'Food and drinks',
  bankCode: '058',
  bankAccountNumber: makeValidNuban('058', '012345678'),
  cacNumber: 'RC 1234567',
  contactName: 'Ngozi Adeyemi',
};

async function userExists(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row !== undefined;
}

/**
 * Demo data for a local start (ARCHITECTURE.md, Runtime). Idempotent: each step checks what exists, so
 * running it on every start never duplicates anything. Later capabilities add their steps here.
 */
export async function seedDemoData(db: Database, clock: () => Date = () => new Date()): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: 'demo_seed', value: { seededAt: clock().toISOString() } })
    .onConflictDoNothing();
  const now = clock();
  if (!(await userExists(db, 'demo.customer'))) {
    await createAccount(
      db,
      {
        username: 'demo.customer',
        email: 'customer@demo.chancepay.ng',
        phone: '+2348031234567',
        password: demoPassword,
        role: 'customer',
        displayName: 'Ada Okafor',
        phoneVerified: true,
        ageConfirmed: true,
      },
      now,
    );
  }
  if (!(await userExists(db, 'demo.vendor'))) {
    await createVendorAccount(
      db,
      { username: 'demo.vendor', email: 'vendor@demo.chancepay.ng', phone: '+2348051234567', password: demoPassword },
      demoVendorBusiness,
      now,
    );
  }
  if (!(await userExists(db, 'demo.admin'))) {
    await createAccount(
      db,
      {
        username: 'demo.admin',
        email: 'admin@demo.chancepay.ng',
        phone: '+2348071234567',
        password: demoPassword,
        role: 'admin',
        displayName: 'ChancePay Admin',
        phoneVerified: true,
      },
      now,
    );
  }
}
