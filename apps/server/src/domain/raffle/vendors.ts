import { asc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendors } from '../../db/schema';

/** The vendors a buyer can pay (Pay4Me, Scan2Pay4Me): read-only views of the accounts' vendors table. */
export interface VendorSummary {
  id: string;
  businessName: string;
}

export interface VendorDetails extends VendorSummary {
  businessAddress: string;
  industry: string;
  phoneNumber: string;
  contactName: string;
  email: string;
  logoUrl: string | null;
}

export async function findVendorSummary(executor: Executor, vendorId: string): Promise<VendorSummary | null> {
  const [row] = await executor
    .select({ id: vendors.id, businessName: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row ?? null;
}

/** The public fields only: never the bank account or CAC number (the Scan2Pay4Me page is public). */
export async function findVendorDetails(executor: Executor, vendorId: string): Promise<VendorDetails | null> {
  const [row] = await executor
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      businessAddress: vendors.businessAddress,
      industry: vendors.industry,
      phoneNumber: vendors.phoneNumber,
      contactName: vendors.contactName,
      email: vendors.email,
      logoUrl: vendors.logoUrl,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row ?? null;
}

/** Vendors by name for the Pay4Me dropdown: one query (the spec's client gives up after 8 s). */
export async function listVendors(executor: Executor, search?: string): Promise<VendorSummary[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return executor
    .select({ id: vendors.id, businessName: vendors.businessName })
    .from(vendors)
    .where(pattern ? ilike(vendors.businessName, pattern) : undefined)
    .orderBy(asc(vendors.businessName))
    .limit(1000);
}
