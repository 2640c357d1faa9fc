import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, vendors } from '../../db/schema';
import { accountKeys, gatewayClearing, post } from '../ledger';

/** What the demo logins start with, so a local start can transfer, settle and show reports at once. */
export const DEMO_CUSTOMER_CREDIT_KOBO = 2_500_000;
export const DEMO_VENDOR_CREDIT_KOBO = 750_000;

/**
 * Demo money (ARCHITECTURE.md, Runtime): a one-time credit to demo.customer's and demo.vendor's wallets, as
 * if topped up by card. The ledger's idempotency key makes every later start a replay, never a second credit.
 * Runs after the db seed (which cannot call the ledger); never in production, where demo data is refused.
 */
export async function seedDemoMoney(db: Database): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.customer'));
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(users.username, 'demo.vendor'));
  const credits = [
    ...(customer
      ? [{ wallet: accountKeys.customerWallet(customer.id), amountKobo: DEMO_CUSTOMER_CREDIT_KOBO }]
      : []),
    ...(vendor ? [{ wallet: accountKeys.vendorWallet(vendor.id), amountKobo: DEMO_VENDOR_CREDIT_KOBO }] : []),
  ];
  for (const { wallet, amountKobo } of credits)
    await post(db, {
      idempotencyKey: `demo:opening-credit:${wallet}`,
      kind: 'demo_credit',
      postings: [
        { account: gatewayClearing, amountKobo: -amountKobo },
        { account: wallet, amountKobo },
      ],
    });
}
