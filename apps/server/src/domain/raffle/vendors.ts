import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendors } from '../../db/schema';
import { orderMessages } from './orders.messages';

/**
 * The vendors a buyer can pay (Pay4Me, Scan2Pay4Me): read-only views of the accounts' vendors table. A
 * vendor suspended by staff is not listed, has no public details and cannot be chosen for an order.
 */
export const VENDOR_SUSPENDED_MESSAGE = orderMessages.en.vendorSuspended;

export interface VendorSummary {
  id: string;
  businessName: string;
}

/** A vendor in the Pay4Me search: the address tells two shops of the same name apart (a public field). */
export interface VendorListing extends VendorSummary {
  businessAddress: string;
}

export interface VendorStanding extends VendorSummary {
  suspended: boolean;
}

export interface VendorDetails extends VendorSummary {
  businessAddress: string;
  industry: string;
  phoneNumber: string;
  contactName: string;
  email: string;
  logoUrl: string | null;
}

/** Any vendor, suspended or not (its QR image stays printable), with whether it may be paid now. */
export async function findVendorSummary(
  executor: Executor,
  vendorId: string,
): Promise<VendorStanding | null> {
  const [row] = await executor
    .select({ id: vendors.id, businessName: vendors.businessName, suspendedAt: vendors.suspendedAt })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row ? { id: row.id, businessName: row.businessName, suspended: row.suspendedAt !== null } : null;
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
    .where(and(eq(vendors.id, vendorId), isNull(vendors.suspendedAt)));
  return row ?? null;
}

/** Vendors by name for the Pay4Me dropdown: one query (the spec's client gives up after 8 s). */
export async function listVendors(executor: Executor, search?: string): Promise<VendorListing[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return executor
    .select({ id: vendors.id, businessName: vendors.businessName, businessAddress: vendors.businessAddress })
    .from(vendors)
    .where(and(isNull(vendors.suspendedAt), pattern ? ilike(vendors.businessName, pattern) : undefined))
    .orderBy(asc(vendors.businessName))
    .limit(1000);
}
