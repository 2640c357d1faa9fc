import { findBankByCbnCode, makeValidNuban } from '@chancepay/shared';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { transactionPins, users, vendors, type UserRole } from './schema';

export const demoPassword = 'Demo-Password-1';
/** The demo customer's transaction PIN (issue #27), so a transfer can be confirmed straight after `npm start`. */
export const demoTransactionPin = '2580';

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

const demoUsers: {
  username: string;
  email: string;
  phone: string;
  role: UserRole;
  displayName: string;
}[] = [
  {
    username: 'demo.customer',
    email: 'customer@demo.chancepay.ng',
    phone: '+2348031234567',
    role: 'customer',
    displayName: 'Ada Okafor',
  },
  {
    username: 'demo.vendor',
    email: 'vendor@demo.chancepay.ng',
    phone: '+2348051234567',
    role: 'vendor',
    displayName: demoVendorBusiness.businessName,
  },
];

/**
 * The demo customer and vendor logins, phones verified, and the demo vendor's business (plain inserts: the db layer may not
 * call the domain; the rules match domain/users createAccount and createVendorAccount). Idempotent.
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<void> {
  let passwordHash: string | undefined;
  for (const demo of demoUsers) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${demo.username})`);
    if (existing) continue;
    // @node-rs/argon2's defaults are exactly the domain's parameters: argon2id, m=19456 KiB, t=2, p=1.
    passwordHash ??= await hash(demoPassword);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: demo.username,
          email: demo.email,
          phone: demo.phone,
          phoneVerifiedAt: now,
          role: demo.role,
          displayName: demo.displayName,
          nicename: demo.username.toLowerCase(),
          passwordHash: passwordHash!,
          passwordChangedAt: now,
          ageConfirmedAt: now,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (demo.role !== 'vendor') return;
      await tx.insert(vendors).values({
        userId: user!.id,
        businessName: demoVendorBusiness.businessName,
        businessAddress: demoVendorBusiness.businessAddress,
        industry: demoVendorBusiness.industry,
        bankName: findBankByCbnCode(demoVendorBusiness.bankCode)!.name,
        bankCode: demoVendorBusiness.bankCode,
        bankAccountNumber: demoVendorBusiness.bankAccountNumber,
        cacNumber: demoVendorBusiness.cacNumber,
        contactName: demoVendorBusiness.contactName,
        phoneNumber: demo.phone,
        email: demo.email,
        createdAt: now,
      });
    });
  }
  await seedDemoTransactionPin(db, now);
}

/** The demo customer's PIN, also for a database seeded before PINs existed; a PIN already set is kept. */
async function seedDemoTransactionPin(db: Database, now: Date): Promise<void> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo.customer'`);
  if (!customer) return;
  const [existing] = await db
    .select({ userId: transactionPins.userId })
    .from(transactionPins)
    .where(sql`${transactionPins.userId} = ${customer.id}`);
  if (existing) return;
  await db
    .insert(transactionPins)
    .values({ userId: customer.id, pinHash: await hash(demoTransactionPin), setAt: now })
    .onConflictDoNothing();
}
